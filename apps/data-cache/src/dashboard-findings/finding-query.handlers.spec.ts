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

describe('QueryBetaFindings with the rows as JSON', () => {
  /** The fields of each risk factor in the order of data_cache.proto's RiskFactors, which the JSON keeps. */
  const FACTOR_FIELDS = {
    cvss: ['value', 'version', 'vector', 'source', 'contribution'],
    kev: ['value', 'due_date', 'contribution'],
    ransomware: ['value', 'contribution'],
    epss: ['value', 'percentile', 'cve_id', 'contribution'],
    exploit: ['value', 'contribution'],
    criticality: ['value', 'source', 'multiplier', 'contribution'],
    internet_facing: ['value', 'source', 'multiplier', 'contribution'],
  };

  it("when a page is asked as JSON, then each row is the page's finding as JSON, its factors in the message's order, the dashboard's fields going before risk_score", async () => {
    const beta = BetaReadModel.of('beta-1', generateDemoBetaSnapshot({ hosts: 30, findingsPerHost: 6, seed: 5 }));
    const alpha = new AlphaReadModel('alpha-1', generateDemoAlphaSnapshot({ assets: 10, findingsPerAsset: 4, seed: 5 }));
    const caches = { alpha: { require: () => alpha } as unknown as SourceCache<AlphaSnapshot, AlphaReadModel>, beta: { require: () => beta } as unknown as SourceCache<BetaSnapshot, BetaReadModel> };
    const query = findingQueryHandlers(caches, noLifecycle).QueryBetaFindings as unknown as (request: unknown, context: unknown) => Promise<Record<string, unknown>>;
    const request = { team_field: 'FINDING_TEAM_FIELD_BU_TEAM', all_teams: true, teams: [], sort: 'FINDING_SORT_SEVERITY_ASC', page: 1, page_size: 300, statuses: [], changes: [] };
    const typed = (await query(request, {})) as { items: Record<string, unknown>[]; total: number };
    const json = (await query({ ...request, rows_as_json: true }, {})) as { items: unknown[]; total: number; json_items: { json: Buffer; split: number; source: string; host_id: number }[] };
    expect(json.items).toEqual([]);
    expect(json.total).toBe(typed.total);
    expect(json.json_items).toHaveLength(typed.items.length);
    expect(new Set(typed.items.map((item) => item.source))).toEqual(new Set(['alpha', 'beta']));
    json.json_items.forEach((row, i) => {
      const item = typed.items[i]!;
      const parsed = JSON.parse(row.json.toString()) as Record<string, Record<string, unknown>>;
      expect(row.json.toString('utf8', row.split).startsWith(',"risk_score":')).toBe(true);
      expect(Object.keys(parsed.risk_factors!)).toEqual(Object.keys(FACTOR_FIELDS));
      for (const [factor, fields] of Object.entries(FACTOR_FIELDS)) expect(Object.keys(parsed.risk_factors![factor] as object)).toEqual(fields);
      expect(parsed).toMatchObject({ source: item.source, host_id: item.host_id, scanner_id: item.scanner_id, title: item.title, risk_score: item.risk_score, status: item.status });
      expect(parsed.active_host_findings_id).toBe(item.source === 'alpha' ? null : item.active_host_findings_id);
      expect([row.source, row.host_id]).toEqual([item.source, item.host_id]);
    });
  });
});
