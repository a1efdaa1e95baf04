import { ConflictError } from '@vmdash/domain';
import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { AlphaReadModel } from '../read-model/alpha-read-model';
import { BetaReadModel } from '../read-model/beta-read-model';
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
    served.beta = 'beta-2';
    await expect(call('alpha-1/beta-1')).rejects.toThrow(new ConflictError(SNAPSHOT_GONE_TEXT));
    served.alpha = 'alpha-2';
    await expect(call('alpha-1/beta-2')).rejects.toThrow(new ConflictError(SNAPSHOT_GONE_TEXT));
    expect(await call()).toMatchObject({ snapshot_id: 'alpha-2/beta-2' });
  });
});

describe('CountBetaFindings', () => {
  /** Caches serving a small demo estate of both sources. */
  function demoCaches() {
    const beta = BetaReadModel.of('beta-1', generateDemoBetaSnapshot({ hosts: 60, findingsPerHost: 8, seed: 3 }));
    const alpha = new AlphaReadModel('alpha-1', generateDemoAlphaSnapshot({ assets: 20, findingsPerAsset: 5, seed: 3 }));
    return {
      alpha: { require: () => alpha } as unknown as SourceCache<AlphaSnapshot, AlphaReadModel>,
      beta: { require: () => beta } as unknown as SourceCache<BetaSnapshot, BetaReadModel>,
    };
  }

  it("when a team scope's counts are asked, then each severity's count and the KEV count are the totals the list answers for that filter, most severe first", async () => {
    const handlers = findingQueryHandlers(demoCaches(), noLifecycle) as unknown as Record<
      'QueryBetaFindings' | 'CountBetaFindings',
      (request: unknown, context: unknown) => Promise<Record<string, unknown>>
    >;
    for (const scope of [
      { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: true, teams: [] },
      { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: false, teams: ['markets', 'governance'] },
      { team_field: 'FINDING_TEAM_FIELD_OWNER', all_teams: false, teams: ['network-ops'] },
      { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: false, teams: [] },
    ]) {
      const total = async (filter: object) =>
        (await handlers.QueryBetaFindings({ ...scope, sort: 'FINDING_SORT_RISK_DESC', page: 1, page_size: 1, statuses: [], changes: [], ...filter }, {})).total as number;
      const counts = (await handlers.CountBetaFindings(scope, {})) as { by_severity: { severity: string; count: number }[]; kev: number; snapshot_id: string };
      expect(counts.by_severity.map((entry) => entry.severity)).toEqual(['critical', 'high', 'medium', 'low', 'info']);
      for (const entry of counts.by_severity) expect(entry.count).toBe(await total({ severity: entry.severity }));
      expect(counts.kev).toBe(await total({ kev: true }));
      expect(counts.by_severity.reduce((sum, entry) => sum + entry.count, 0)).toBe(await total({}));
      expect(counts.snapshot_id).toBe('alpha-1/beta-1');
    }
  });
});
