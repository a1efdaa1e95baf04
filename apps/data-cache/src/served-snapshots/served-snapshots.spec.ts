import { UnavailableError } from '@vmdash/domain';
import { servedSnapshotsHandlers } from './served-snapshots';

/** A source cache serving `snapshotId`, or none loaded yet (null). */
const cacheServing = (snapshotId: string | null) => ({
  require() {
    if (snapshotId === null) throw new UnavailableError('the cache is not loaded yet');
    return { snapshotId };
  },
});

describe('GetServedSnapshots', () => {
  const call = (caches: Parameters<typeof servedSnapshotsHandlers>[0]) =>
    (servedSnapshotsHandlers(caches).GetServedSnapshots as (request: unknown, context: unknown) => Promise<{ snapshot_id: string }>)({}, {});

  it('when both sources are loaded, then it names the pair a findings page carries, "<alpha>/<beta>", and follows a switch', async () => {
    expect(await call({ alpha: cacheServing('alpha-1'), beta: cacheServing('beta-1') })).toEqual({ snapshot_id: 'alpha-1/beta-1' });
    expect(await call({ alpha: cacheServing('alpha-1'), beta: cacheServing('beta-2') })).toEqual({ snapshot_id: 'alpha-1/beta-2' });
  });

  it('when a source is not loaded yet, then it is unavailable, as the findings query is', async () => {
    await expect(call({ alpha: cacheServing('alpha-1'), beta: cacheServing(null) })).rejects.toBeInstanceOf(UnavailableError);
  });
});
