import { ConflictError } from '@vmdash/domain';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { BetaSnapshot } from '../snapshot/snapshot.types';
import { findingQueryHandlers, SNAPSHOT_GONE_TEXT } from './finding-query.handlers';

/** A cache serving an empty read model of snapshot `served.id` (a test switches it, as a refresh does). */
function cacheServing(served: { id: string }) {
  return { require: () => ({ snapshotId: served.id, findingsWithHosts: () => [] }) } as unknown as SourceCache<BetaSnapshot, BetaReadModel>;
}

describe('QueryBetaFindings and the snapshot a page is read from', () => {
  const request = { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: true, teams: [], sort: 'FINDING_SORT_RISK_DESC', page: 1, page_size: 10 } as const;

  it('when a page is asked, then it names the snapshot it was read from; pinned to that snapshot it is answered, pinned to another one refused', async () => {
    const served = { id: 'snapshot-1' };
    const { QueryBetaFindings } = findingQueryHandlers(cacheServing(served), async () => new Set());
    const call = (snapshot_id?: string) =>
      (QueryBetaFindings as (request: unknown, context: unknown) => Promise<{ snapshot_id: string; total: number }>)({ ...request, ...(snapshot_id ? { snapshot_id } : {}) }, {});
    expect(await call()).toMatchObject({ snapshot_id: 'snapshot-1', total: 0 });
    expect(await call('snapshot-1')).toMatchObject({ snapshot_id: 'snapshot-1' });
    served.id = 'snapshot-2';
    await expect(call('snapshot-1')).rejects.toThrow(new ConflictError(SNAPSHOT_GONE_TEXT));
    expect(await call()).toMatchObject({ snapshot_id: 'snapshot-2' });
  });
});
