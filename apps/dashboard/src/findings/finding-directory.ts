import { peerUnavailable, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { BetaFindingQuery, DataCacheServiceClient, FindingScope, JsonFindingRow__Output, ScopedBetaFinding__Output } from '@vmdash/proto';
import type { DashboardFinding, FindingFilter, FindingOrder, FindingPageOf } from './finding';

/** Which host field scopes findings by team (FINDINGS_TEAM_FIELD). */
export type TeamField = 'bu_team' | 'owner';

/**
 * The findings of data-cache, both sources, team scoped (docs/decisions/0011: the dashboard reads findings over gRPC;
 * docs/decisions/0026-finding-lifecycle.md, "One list").
 */
export interface FindingDirectory {
  /**
   * One page of the findings of `teams` (null: every team) that pass `filter`, in `order`, with the id of the snapshot
   * it was read from; with `snapshotId`, only from that snapshot (an export's later pages, docs/decisions/0028-jobs.md).
   * @throws UnavailableError when data-cache cannot answer (down, slow, no snapshot yet); data-cache's CONFLICT refusal
   *   (passed on by peerUnavailable) when `snapshotId` is no longer the snapshot it serves
   */
  query(
    teams: readonly string[] | null,
    filter: FindingFilter,
    order: FindingOrder,
    page: number,
    pageSize: number,
    snapshotId?: string,
  ): Promise<FindingPageOf<DashboardFinding> & { snapshot_id: string }>;
  /**
   * The page `query` answers, its rows as data-cache wrote their JSON (data_cache.proto JsonFindingRow), for the list's
   * answer to pass on without decoding them (docs/decisions/0031, "The rows of a page").
   * @throws UnavailableError as query
   */
  queryJson(teams: readonly string[] | null, filter: FindingFilter, order: FindingOrder, page: number, pageSize: number): Promise<FindingPageOf<JsonFindingRow__Output>>;
  /**
   * The active beta finding of plugin `scannerId` on host `hostId` within `teams` (its first row by
   * active_host_findings_id when it is on several ports), or null when there is none: the findings the workflows take.
   * @throws UnavailableError as query
   */
  find(teams: readonly string[] | null, hostId: number, scannerId: string): Promise<DashboardFinding | null>;
  /**
   * The snapshot `query` answers from now, the value of a page's `snapshot_id` (data-cache's GetServedSnapshots: no
   * query, so an export job's start stays cheap at any size; docs/decisions/0028-jobs.md).
   * @throws UnavailableError as query
   */
  servedSnapshot(): Promise<string>;
  /**
   * How many active findings of `teams` (null: every team) there are per severity, most severe first, and with KEV: the
   * totals `query` answers for those filters, in one call (data-cache CountBetaFindings; docs/decisions/0031).
   * @throws UnavailableError as query
   */
  counts(teams: readonly string[] | null): Promise<FindingCountsOf>;
}

/** Active findings per severity (most severe first, every severity) and with KEV. */
export interface FindingCountsOf {
  by_severity: { severity: string; count: number }[];
  kev: number;
}

/**
 * The team scope data-cache applies to a user's findings (data_cache.proto FindingScope, the first fields of
 * BetaFindingQuery): hosts whose `teamField` is one of `teams`, or every host when `teams` is null.
 */
export function findingScopeOf(teamField: TeamField, teams: readonly string[] | null): FindingScope {
  return {
    team_field: teamField === 'owner' ? 'FINDING_TEAM_FIELD_OWNER' : 'FINDING_TEAM_FIELD_BU_TEAM',
    all_teams: teams === null,
    teams: teams ? [...teams] : [],
  };
}

const UNAVAILABLE_TEXT = 'The findings are unavailable: the data-cache service did not answer';

function toFinding(item: ScopedBetaFinding__Output): DashboardFinding {
  return {
    source: item.source,
    host_id: item.host_id,
    hostname: item.hostname ?? null,
    owner: item.owner,
    bu_team: item.bu_team ?? null,
    scanner_id: item.scanner_id,
    active_host_findings_id: item.active_host_findings_id,
    title: item.title,
    severity: item.severity,
    cve_ids: item.cve_ids,
    kev: item.kev,
    first_seen: item.first_seen ?? null,
    last_seen: item.last_seen ?? null,
    team: item.team,
    risk_score: item.risk_score,
    risk_rating: item.risk_rating,
    risk_factors: item.risk_factors,
    host_risk_score: item.host_risk_score,
    host_risk_total: item.host_risk_total,
    status: item.status,
    fixed_at: item.fixed_at ?? null,
    change: item.change ?? null,
    changed_at: item.changed_at ?? null,
  };
}

/**
 * The finding directory over data-cache's QueryBetaFindings, CountBetaFindings and GetServedSnapshots. Calls run in the request context, so the signed-in user's
 * internal token and request id travel with them (libs/grpc); every call has the client's deadline.
 * @param client the process's one data-cache client (a component of the service, which closes it)
 */
export function createDataCacheFindingDirectory(client: DataCacheServiceClient, teamField: TeamField, logger: Logger): FindingDirectory {
  const call = async (request: BetaFindingQuery) => {
    try {
      return await unaryCall(client, 'QueryBetaFindings', request);
    } catch (error) {
      throw peerUnavailable(error, 'data-cache QueryBetaFindings', UNAVAILABLE_TEXT, logger);
    }
  };
  const run = async (request: BetaFindingQuery): Promise<FindingPageOf<DashboardFinding> & { snapshot_id: string }> => {
    const page = await call(request);
    return { page: page.page, page_size: page.page_size, total: page.total, items: page.items.map(toFinding), snapshot_id: page.snapshot_id };
  };
  const scopeOf = (teams: readonly string[] | null) => findingScopeOf(teamField, teams);
  const requestOf = (teams: readonly string[] | null, filter: FindingFilter, order: FindingOrder, page: number, pageSize: number): BetaFindingQuery => ({
    ...scopeOf(teams),
    host_id: filter.hostId,
    scanner_id: filter.scannerId,
    hostname: filter.hostname,
    severity: filter.severity,
    kev: filter.kev,
    owner: filter.owner,
    bu_team: filter.buTeam,
    text: filter.q,
    min_risk_score: filter.minRiskScore,
    risk_rating: filter.riskRating,
    source: filter.source,
    host_source: filter.hostSource,
    statuses: filter.statuses ?? [],
    changed_since: filter.changedSince,
    changed_until: filter.changedUntil,
    changes: filter.changes ?? [],
    sort: order,
    page,
    page_size: pageSize,
  });
  return {
    query: (teams, filter, order, page, pageSize, snapshotId) => run({ ...requestOf(teams, filter, order, page, pageSize), ...(snapshotId ? { snapshot_id: snapshotId } : {}) }),
    async queryJson(teams, filter, order, page, pageSize) {
      const found = await call({ ...requestOf(teams, filter, order, page, pageSize), rows_as_json: true });
      return { page: found.page, page_size: found.page_size, total: found.total, items: found.json_items };
    },
    async servedSnapshot() {
      try {
        return (await unaryCall(client, 'GetServedSnapshots', {})).snapshot_id;
      } catch (error) {
        throw peerUnavailable(error, 'data-cache GetServedSnapshots', UNAVAILABLE_TEXT, logger);
      }
    },
    async counts(teams) {
      try {
        const { by_severity, kev } = await unaryCall(client, 'CountBetaFindings', scopeOf(teams));
        return { by_severity: by_severity.map(({ severity, count }) => ({ severity, count })), kev };
      } catch (error) {
        throw peerUnavailable(error, 'data-cache CountBetaFindings', UNAVAILABLE_TEXT, logger);
      }
    },
    async find(teams, hostId, scannerId) {
      const page = await run({ ...scopeOf(teams), source: 'beta', host_id: hostId, scanner_id: scannerId, sort: 'FINDING_SORT_SEVERITY_DESC', page: 1, page_size: 1 });
      return page.items[0] ?? null;
    },
  };
}
