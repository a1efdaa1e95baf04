import { ConflictError, SEVERITIES_MOST_SEVERE_FIRST } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { jsonRowOf } from '@vmdash/proto';
import { checkedPage } from '../source-handlers/paging';
import type { HostIdentityFields } from '../importers/observations';
import { ValidationError } from '@vmdash/domain';
import type { FindingLifecycleStore } from '../lifecycle/finding-lifecycle.store';
import type { FindingLifecycleRecord } from '../lifecycle/lifecycle.models';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import type { IndexedQuery } from './finding-index';
import { servedFindings, type ServedFindings } from './served-findings';
import {
  matchedOf,
  matchingFindings,
  pageOfMatched,
  type ChangeKind,
  type FindingOrder,
  type FindingQuery,
  type FindingRow,
  type FindingSource,
  type ListedStatus,
  type MatchedFindings,
} from './finding-query';
import { alphaRows, betaRows, changeRows, fixedRow } from './finding-rows';
import { machineHostsOf, type SourceHosts } from './machine-hosts';
import { servedSnapshotsOf } from '../served-snapshots/served-snapshots';

/** The refusal of a page asked of a snapshot no longer served (BetaFindingQuery.snapshot_id). */
export const SNAPSHOT_GONE_TEXT = 'The findings changed while they were read (a refresh activated a new snapshot); start the export again';

const ORDERS: Record<string, FindingOrder> = {
  FINDING_SORT_SEVERITY_ASC: 'severity_asc',
  FINDING_SORT_FIRST_SEEN_DESC: 'first_seen_desc',
  FINDING_SORT_FIRST_SEEN_ASC: 'first_seen_asc',
  FINDING_SORT_RISK_DESC: 'risk_desc',
  FINDING_SORT_RISK_ASC: 'risk_asc',
  FINDING_SORT_CHANGED_DESC: 'changed_desc',
  FINDING_SORT_CHANGED_ASC: 'changed_asc',
};

/** How many recent query answers are kept, and how long (ms): enough for a few exports paging at once. */
const RECENT_QUERIES = 4;
const RECENT_QUERY_TTL_MS = 60_000;

/**
 * The sorted matches of recent queries of the served snapshots, so the pages of an export (docs/decisions/0015-exports-
 * and-cleanup.md: the dashboard reads 1000 rows a page) cost one pass, not one per page. Keyed by the
 * snapshots served (a switch of either starts fresh: the lifecycle changes only with a snapshot) and the query
 * without its page.
 */
function recentQueries(now: () => number = Date.now) {
  let served: string | null = null;
  const answers = new Map<string, { at: number; matched: Promise<MatchedFindings> }>();
  return (snapshots: string, key: string, run: () => Promise<MatchedFindings>): Promise<MatchedFindings> => {
    if (snapshots !== served) {
      served = snapshots;
      answers.clear();
    }
    const kept = answers.get(key);
    if (kept && now() - kept.at < RECENT_QUERY_TTL_MS) return kept.matched;
    const matched = run();
    answers.delete(key);
    answers.set(key, { at: now(), matched });
    matched.catch(() => answers.get(key)?.matched === matched && answers.delete(key));
    while (answers.size > RECENT_QUERIES) answers.delete(answers.keys().next().value as string);
    return matched;
  };
}

const STATUSES: Record<string, ListedStatus> = { open: 'open', reopened: 'reopened', fixed: 'fixed' };
const SOURCES: Record<string, FindingSource> = { alpha: 'alpha', beta: 'beta' };
const CHANGES: Record<string, ChangeKind> = { new: 'new', fixed: 'fixed', reopened: 'reopened' };
const EVERY_STATUS: ReadonlySet<ListedStatus> = new Set(['open', 'reopened', 'fixed']);
const ACTIVE_STATUSES: ReadonlySet<ListedStatus> = new Set(['open', 'reopened']);

/**
 * The what-changed window of a request: [changed_since, changed_until or now), or null when changed_since is unset.
 * @throws ValidationError for a time that is not ISO 8601 or an empty window (the gateway checks first)
 */
function changeWindowOf(request: { changed_since?: string | null; changed_until?: string | null }, now: Date): { from: Date; until: Date } | null {
  if (request.changed_since === undefined || request.changed_since === null) return null;
  const from = new Date(request.changed_since);
  const until = request.changed_until ? new Date(request.changed_until) : now;
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime()) || from >= until) throw new ValidationError('changed_since must be an ISO 8601 time before changed_until');
  return { from, until };
}

/** The statuses of a request: the known ones it names, else open and reopened (the active findings). */
function statusesOf(requested: readonly string[]): ReadonlySet<ListedStatus> {
  const statuses = new Set(requested.map((status) => STATUSES[status]).filter((status) => status !== undefined));
  return statuses.size > 0 ? statuses : ACTIVE_STATUSES;
}

/** The hosts of a read model as the machine match reads them. */
function sourceHosts<H extends HostIdentityFields>(host: (id: number) => H | undefined, all: () => Iterable<H>, idOf: (host: H) => number): SourceHosts {
  return {
    host,
    *hosts() {
      for (const candidate of all()) yield { ip_address: candidate.ip_address, fqdn: candidate.fqdn, hostname: candidate.hostname, id: idOf(candidate) };
    },
  };
}

/**
 * QueryBetaFindings: the dashboard's findings of a user's teams, both sources in one list (docs/decisions/0011,
 * docs/decisions/0026-finding-lifecycle.md "One list"). The team scope arrives in the request, decided by the dashboard
 * service from the user's token; an empty team list matches nothing. Active findings come from the served snapshots,
 * their reopened status and the fixed findings from the lifecycle store.
 */
export function findingQueryHandlers(
  caches: { alpha: SourceCache<AlphaSnapshot, AlphaReadModel>; beta: SourceCache<BetaSnapshot, BetaReadModel> },
  lifecycle: Pick<FindingLifecycleStore, 'reopenedFindings' | 'fixedFindings' | 'transitionsBetween' | 'recordsOf'>,
  now: () => Date = () => new Date(),
  served: ServedFindings = servedFindings(caches, lifecycle),
): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'QueryBetaFindings' | 'CountBetaFindings'> {
  const recent = recentQueries();
  return {
    /**
     * CountBetaFindings: the totals QueryBetaFindings answers for each severity and for KEV in the request's team scope,
     * summed from the index's count cells (docs/decisions/0031, "The overview's counts"), no row walked.
     */
    CountBetaFindings: async (request) => {
      // The pair the list answers from (ServedFindings.answering): during a rebuild the counts stay those of its pages.
      const models = served.answering({ alpha: caches.alpha.require(), beta: caches.beta.require() });
      const index = await served.indexOf(models);
      const scope: IndexedQuery = {
        teamField: request.team_field === 'FINDING_TEAM_FIELD_OWNER' ? 'owner' : 'bu_team',
        teams: request.all_teams ? null : new Set(request.teams),
        statuses: ACTIVE_STATUSES,
        order: 'risk_desc',
      };
      return {
        by_severity: SEVERITIES_MOST_SEVERE_FIRST.map((severity) => ({ severity, count: index.query({ ...scope, severity }).total })),
        kev: index.query({ ...scope, kev: true }).total,
        snapshot_id: servedSnapshotsOf(models),
      };
    },
    QueryBetaFindings: async (request) => {
      const { page, pageSize } = checkedPage(request);
      const optional = <T>(value: T | undefined | null) => (value === undefined || value === null ? undefined : value);
      // The served pair, or the previous one while the served pair's index is built (ServedFindings.answering).
      const models = served.answering({ alpha: caches.alpha.require(), beta: caches.beta.require() });
      // The pair of snapshots answered; an export's pages all come from the pair its first page named (BetaFindingQuery.snapshot_id).
      const snapshots = servedSnapshotsOf(models);
      if (request.snapshot_id && request.snapshot_id !== snapshots) throw new ConflictError(SNAPSHOT_GONE_TEXT);
      const hostId = optional(request.host_id);
      const hosts =
        hostId === undefined
          ? undefined
          : machineHostsOf(SOURCES[request.host_source ?? 'beta'] ?? 'beta', hostId, {
              alpha: sourceHosts(
                (id) => models.alpha.asset(id),
                () => models.alpha.assetsOf([]),
                (asset) => asset.asset_id,
              ),
              beta: sourceHosts(
                (id) => models.beta.host(id),
                () => models.beta.hostsOf([]),
                (host) => host.host_id,
              ),
            });
      const changeWindow = changeWindowOf(request, now());
      const changes = new Set(request.changes.map((kind) => CHANGES[kind]).filter((kind) => kind !== undefined));
      const query: Omit<FindingQuery, 'page' | 'pageSize'> = {
        teamField: request.team_field === 'FINDING_TEAM_FIELD_OWNER' ? 'owner' : 'bu_team',
        teams: request.all_teams ? null : new Set(request.teams),
        hosts,
        source: SOURCES[request.source ?? ''],
        statuses: changeWindow ? EVERY_STATUS : statusesOf(request.statuses),
        changes: changeWindow ? (changes.size > 0 ? changes : new Set(Object.values(CHANGES))) : undefined,
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
      const key = JSON.stringify({
        ...query,
        teams: query.teams ? [...query.teams].sort() : null,
        hosts: hosts && { alpha: [...hosts.alpha], beta: [...hosts.beta] },
        statuses: [...query.statuses].sort(),
        changes: query.changes && [...query.changes].sort(),
        window: changeWindow && [changeWindow.from.toISOString(), request.changed_until ?? null],
      });
      const matched = await recent(snapshots, key, async () => {
        const rows: Iterable<FindingRow>[] = [];
        if (changeWindow) {
          const transitions = [];
          for await (const transition of lifecycle.transitionsBetween(query, changeWindow.from, changeWindow.until, query.source)) transitions.push(transition);
          const records = new Map<string, FindingLifecycleRecord>();
          for (const source of ['alpha', 'beta'] as const) {
            const ids = transitions.filter((transition) => transition.source === source).map((transition) => transition.finding_id);
            for (const [id, record] of await lifecycle.recordsOf(source, [...new Set(ids)])) records.set(`${source}:${id}`, record);
          }
          return matchedOf(matchingFindings(changeRows(transitions, models, await served.reopenedOf(models), records), query));
        }
        const indexable = indexableQuery(query);
        if (indexable) return (await served.indexOf(models)).query(indexable);
        const wanted = (source: FindingSource) => query.source === undefined || query.source === source;
        if (query.statuses.has('open') || query.statuses.has('reopened')) {
          const found = await served.reopenedOf(models);
          if (wanted('alpha')) rows.push(alphaRows(models.alpha, found, hosts));
          if (wanted('beta')) rows.push(betaRows(models.beta, found, hosts));
        }
        if (query.statuses.has('fixed')) {
          const fixed: FindingRow[] = [];
          for await (const record of lifecycle.fixedFindings(query, { source: query.source, severity: query.severity, hosts })) fixed.push(fixedRow(record, models));
          rows.push(fixed);
        }
        return matchedOf(matchingFindings(chain(rows), query));
      });
      const found = pageOfMatched(matched, page, pageSize);
      // The dashboard's list takes the rows as JSON, written once here (docs/decisions/0031, "The rows of a page").
      if (request.rows_as_json) return { ...found, items: [], json_items: found.items.map(jsonRowOf), snapshot_id: snapshots };
      return { ...found, snapshot_id: snapshots };
    },
  };
}

/** The query as the index answers it (active findings of every host, an order of the list), or null when it cannot. */
function indexableQuery(query: Omit<FindingQuery, 'page' | 'pageSize'>): IndexedQuery | null {
  const { hosts, changes, order, ...rest } = query;
  if (hosts !== undefined || changes !== undefined || query.statuses.has('fixed') || order === 'changed_desc' || order === 'changed_asc') return null;
  return { ...rest, order };
}

/** The rows of each iterable in turn. */
function* chain<T>(iterables: Iterable<T>[]): Generator<T> {
  for (const iterable of iterables) yield* iterable;
}
