import { ConflictError } from '@vmdash/domain';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import { findingQueryHandlers, SNAPSHOT_GONE_TEXT } from './finding-query.handlers';

/** Caches serving empty read models of snapshots `served.alpha` and `served.beta` (a test switches one, as a refresh does). */
function cachesServing(served: { alpha: string; beta: string }) {
  return {
    alpha: { require: () => ({ snapshotId: served.alpha, findingsWithAssets: () => [] }) } as unknown as SourceCache<AlphaSnapshot, AlphaReadModel>,
    beta: { require: () => ({ snapshotId: served.beta, findingsWithHosts: () => [], forEachRow: () => undefined }) } as unknown as SourceCache<BetaSnapshot, BetaReadModel>,
  };
}

const noLifecycle = {
  reopenedFindings: async () => ({ alpha: new Set<string>(), beta: new Set<number>() }),
  fixedFindings: async function* () {},
  transitionsBetween: async function* () {},
  recordsOf: async () => new Map(),
} as unknown as Parameters<typeof findingQueryHandlers>[1];

describe('QueryBetaFindings and the snapshots a page is read from', () => {
  const request = { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: true, teams: [], sort: 'FINDING_SORT_RISK_DESC', page: 1, page_size: 10, statuses: [], changes: [] } as const;

  it('when a page is asked, then it names the snapshots it was read from; pinned to them it is answered, pinned to others refused', async () => {
    const served = { alpha: 'alpha-1', beta: 'beta-1' };
    const { QueryBetaFindings } = findingQueryHandlers(cachesServing(served), noLifecycle);
    const call = (snapshot_id?: string) =>
      (QueryBetaFindings as (request: unknown, context: unknown) => Promise<{ snapshot_id: string; total: number }>)({ ...request, ...(snapshot_id ? { snapshot_id } : {}) }, {});
    expect(await call()).toMatchObject({ snapshot_id: 'alpha-1/beta-1', total: 0 });
    expect(await call('alpha-1/beta-1')).toMatchObject({ snapshot_id: 'alpha-1/beta-1' });
    // The list answers from the previous pair until the new pair's index is built (ServedFindings.answering).
    const whenServing = async (pair: string) => {
      while ((await call()).snapshot_id !== pair) await new Promise((resolve) => setImmediate(resolve));
    };
    served.beta = 'beta-2';
    await whenServing('alpha-1/beta-2');
    await expect(call('alpha-1/beta-1')).rejects.toThrow(new ConflictError(SNAPSHOT_GONE_TEXT));
    served.alpha = 'alpha-2';
    await whenServing('alpha-2/beta-2');
    await expect(call('alpha-1/beta-2')).rejects.toThrow(new ConflictError(SNAPSHOT_GONE_TEXT));
    expect(await call()).toMatchObject({ snapshot_id: 'alpha-2/beta-2' });
  });
});
