import { ConflictError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedPage } from '../source-handlers/paging';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { BetaSnapshot } from '../snapshot/snapshot.types';
import { pageOf } from '../read-model/owner-summary';
import { matchingFindings, type FindingOrder, type FindingQuery, type ScopedFinding } from './finding-query';

/** The refusal of a page asked of a snapshot no longer served (BetaFindingQuery.snapshot_id). */
export const SNAPSHOT_GONE_TEXT = 'The findings changed while they were read (a refresh activated a new snapshot); start the export again';

const ORDERS: Record<string, FindingOrder> = {
  FINDING_SORT_SEVERITY_ASC: 'severity_asc',
  FINDING_SORT_FIRST_SEEN_DESC: 'first_seen_desc',
  FINDING_SORT_FIRST_SEEN_ASC: 'first_seen_asc',
  FINDING_SORT_RISK_DESC: 'risk_desc',
  FINDING_SORT_RISK_ASC: 'risk_asc',
};

/** How many recent query answers are kept, and how long (ms): enough for a few exports paging at once. */
const RECENT_QUERIES = 4;
const RECENT_QUERY_TTL_MS = 60_000;

/**
 * The sorted matches of recent queries of one read model, so the pages of an export (docs/decisions/0015-exports-and-
 * cleanup.md: the dashboard reads 1000 rows a page) cost one scan and one sort, not one per page. Keyed by the read
 * model object (a new snapshot is a new object, so its queries start fresh) and the query without its page.
 */
function recentQueries(now: () => number = Date.now) {
  let model: object | null = null;
  const answers = new Map<string, { at: number; matched: ScopedFinding[] }>();
  return (owner: object, key: string, run: () => ScopedFinding[]): ScopedFinding[] => {
    if (owner !== model) {
      model = owner;
      answers.clear();
    }
    const kept = answers.get(key);
    if (kept && now() - kept.at < RECENT_QUERY_TTL_MS) return kept.matched;
    const matched = run();
    answers.delete(key);
    answers.set(key, { at: now(), matched });
    while (answers.size > RECENT_QUERIES) answers.delete(answers.keys().next().value as string);
    return matched;
  };
}

/**
 * QueryBetaFindings: the dashboard's findings of a user's teams (docs/decisions/0011). The team scope
 * arrives in the request, decided by the dashboard service from the user's token; an empty team list matches nothing.
 */
export function findingQueryHandlers(
  cache: SourceCache<BetaSnapshot, BetaReadModel>,
  reopenedIds: () => Promise<ReadonlySet<number>>,
): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'QueryBetaFindings'> {
  const recent = recentQueries();
  // The reopened findings change only with the snapshot: read once per snapshot served.
  let reopened: { snapshotId: string; ids: Promise<ReadonlySet<number>> } | null = null;
  const reopenedOf = (snapshotId: string) => {
    if (reopened?.snapshotId !== snapshotId) {
      const ids = reopenedIds();
      reopened = { snapshotId, ids };
      ids.catch(() => {
        if (reopened?.ids === ids) reopened = null;
      });
    }
    return reopened.ids;
  };
  return {
    QueryBetaFindings: async (request) => {
      const { page, pageSize } = checkedPage(request);
      const optional = <T>(value: T | undefined | null) => (value === undefined || value === null ? undefined : value);
      const model = cache.require();
      if (request.snapshot_id && request.snapshot_id !== model.snapshotId) throw new ConflictError(SNAPSHOT_GONE_TEXT);
      const query: Omit<FindingQuery, 'page' | 'pageSize'> = {
        teamField: request.team_field === 'FINDING_TEAM_FIELD_OWNER' ? 'owner' : 'bu_team',
        teams: request.all_teams ? null : new Set(request.teams),
        hostId: optional(request.host_id),
        scannerId: optional(request.scanner_id),
        hostname: optional(request.hostname)?.toLowerCase(),
        severity: optional(request.severity),
        kev: optional(request.kev),
        owner: optional(request.owner),
        buTeam: optional(request.bu_team),
        text: optional(request.text)?.toLowerCase(),
        minRiskScore: optional(request.min_risk_score),
        riskRating: optional(request.risk_rating),
        order: ORDERS[request.sort] ?? 'severity_desc',
      };
      const key = JSON.stringify({ ...query, teams: query.teams ? [...query.teams].sort() : null });
      const reopenedIds = await reopenedOf(model.snapshotId);
      return {
        ...pageOf(
          recent(model, key, () => matchingFindings(model.findingsWithHosts(query.hostId), query, reopenedIds)),
          page,
          pageSize,
        ),
        snapshot_id: model.snapshotId,
      };
    },
  };
}
