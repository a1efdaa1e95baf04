import { SEVERITIES, type RiskRating, type Severity } from '@vmdash/domain';
import type { HostRisk } from '../read-model/beta-read-model';
import type { RiskFactors } from '../snapshot/snapshot.types';
import { pageOf, type Page } from '../read-model/owner-summary';

/** Which host field scopes a dashboard user by team (the dashboard's FINDINGS_TEAM_FIELD). */
export type TeamField = 'bu_team' | 'owner';

/** How the findings are ordered; ties by source (alpha first), host_id, scanner_id, active_host_findings_id. */
export type FindingOrder = 'severity_desc' | 'severity_asc' | 'first_seen_desc' | 'first_seen_asc' | 'risk_desc' | 'risk_asc' | 'changed_desc' | 'changed_asc';

/** Kinds of change a what-changed answer lists (the lifecycle transitions opened, fixed, reopened; opened is new). */
export type ChangeKind = 'new' | 'fixed' | 'reopened';

/** The sources of the findings list (alpha: Nexpose and OpenVAS; beta: Nessus). */
export type FindingSource = 'alpha' | 'beta';

/** Lifecycle statuses of a listed finding (docs/decisions/0026-finding-lifecycle.md, "States"). */
export type ListedStatus = 'open' | 'reopened' | 'fixed';

/**
 * A dashboard findings query (data_cache.proto BetaFindingQuery): team scope, then every filter given (AND).
 * `teams` null means no team restriction (an Admin who chose every team).
 */
export interface FindingQuery {
  teamField: TeamField;
  teams: ReadonlySet<string> | null;
  /** Only findings of these hosts, per source (the machine of a host: machineHostsOf); a source not named has none. */
  hosts?: Partial<Record<FindingSource, ReadonlySet<number>>>;
  source?: FindingSource;
  /** The statuses listed (every row of a what-changed answer passes). */
  statuses: ReadonlySet<ListedStatus>;
  /** In a what-changed answer: the kinds of change listed. */
  changes?: ReadonlySet<ChangeKind>;
  scannerId?: string;
  /** Lower-case substring of the hostname. */
  hostname?: string;
  severity?: string;
  kev?: boolean;
  owner?: string;
  buTeam?: string;
  /** Lower-case substring of the title, a CVE id or the plugin id. */
  text?: string;
  /** Findings whose risk score is at least this. */
  minRiskScore?: number;
  riskRating?: string;
  order: FindingOrder;
  page: number;
  pageSize: number;
}

/** A host of either source as the list shows it (alpha: the asset, its asset_id as host_id). */
export interface ListedHost {
  host_id: number;
  hostname: string | null;
  owner: string;
  bu_team: string | null;
}

/**
 * A finding of either source as the list shows it. beta: a plugin result on one port; alpha: one CVE on one asset,
 * its CVE id as scanner_id and active_host_findings_id 0. `risk_factors` is null for a fixed finding (not kept).
 */
export interface ListedFinding {
  scanner_id: string;
  active_host_findings_id: number;
  title: string;
  severity: Severity;
  cve_ids: string[];
  kev: boolean;
  first_seen: string | null;
  last_seen: string | null;
  risk_score: number;
  risk_rating: RiskRating;
  risk_factors: RiskFactors | null;
}

/** One row of the answer: the finding with its host's identity, its source and status, and the value of the team field. */
export interface ScopedFinding extends ListedHost, ListedFinding {
  source: FindingSource;
  team: string;
  /** The host's risk: the highest risk score of its active findings, and their sum. */
  host_risk_score: number;
  host_risk_total: number;
  /** open, reopened (fixed once and reported again) or fixed (docs/decisions/0026-finding-lifecycle.md). */
  status: ListedStatus;
  /** When the scan that no longer reported it ran; null unless fixed. */
  fixed_at: string | null;
  /** In a what-changed answer: the change and its scan time (ISO 8601); else null. */
  change: ChangeKind | null;
  changed_at: string | null;
}

/** One finding of the query's input: with its source, host, the host's risk and its lifecycle status. */
export interface FindingRow {
  source: FindingSource;
  host: ListedHost;
  finding: ListedFinding;
  hostRisk: HostRisk;
  status: ListedStatus;
  fixedAt: string | null;
  /** A row of a what-changed answer: one transition of the finding. */
  change?: { kind: ChangeKind; at: string };
}

/** The value of the team field `field` of a host ('' when it has none). */
export function teamOf(host: ListedHost, field: TeamField): string {
  return (field === 'owner' ? host.owner : host.bu_team) ?? '';
}

function matches({ source, host, finding, status, change }: FindingRow, query: Omit<FindingQuery, 'page' | 'pageSize'>): boolean {
  if (query.changes !== undefined ? !change || !query.changes.has(change.kind) : !query.statuses.has(status)) return false;
  if (query.source !== undefined && source !== query.source) return false;
  if (query.teams && !query.teams.has(teamOf(host, query.teamField))) return false;
  if (query.hosts !== undefined && !query.hosts[source]?.has(host.host_id)) return false;
  if (query.scannerId !== undefined && finding.scanner_id !== query.scannerId) return false;
  if (query.hostname !== undefined && !(host.hostname ?? '').toLowerCase().includes(query.hostname)) return false;
  if (query.severity !== undefined && finding.severity !== query.severity) return false;
  if (query.kev !== undefined && finding.kev !== query.kev) return false;
  if (query.owner !== undefined && host.owner !== query.owner) return false;
  if (query.buTeam !== undefined && host.bu_team !== query.buTeam) return false;
  if (query.minRiskScore !== undefined && finding.risk_score < query.minRiskScore) return false;
  if (query.riskRating !== undefined && finding.risk_rating !== query.riskRating) return false;
  if (query.text !== undefined) {
    const text = query.text;
    if (!finding.title.toLowerCase().includes(text) && !finding.scanner_id.toLowerCase().includes(text) && !finding.cve_ids.some((cve) => cve.toLowerCase().includes(text))) return false;
  }
  return true;
}

/** The rank of a severity in SEVERITIES (least severe first; -1 for one not listed). */
export const severityRank = (severity: string) => SEVERITIES.indexOf(severity as Severity);

function tieBreak(a: ScopedFinding, b: ScopedFinding): number {
  return (
    (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
    a.host_id - b.host_id ||
    (a.scanner_id < b.scanner_id ? -1 : a.scanner_id > b.scanner_id ? 1 : 0) ||
    a.active_host_findings_id - b.active_host_findings_id
  );
}

/** Compares first_seen (ISO 8601 strings sort as times); a finding without one sorts last in both directions. */
function byFirstSeen(direction: 1 | -1) {
  return (a: ScopedFinding, b: ScopedFinding) => {
    if (a.first_seen === b.first_seen) return tieBreak(a, b);
    if (a.first_seen === null) return 1;
    if (b.first_seen === null) return -1;
    return (a.first_seen < b.first_seen ? -1 : 1) * direction;
  };
}

const COMPARATORS: Record<FindingOrder, (a: ScopedFinding, b: ScopedFinding) => number> = {
  severity_desc: (a, b) => severityRank(b.severity) - severityRank(a.severity) || tieBreak(a, b),
  severity_asc: (a, b) => severityRank(a.severity) - severityRank(b.severity) || tieBreak(a, b),
  risk_desc: (a, b) => b.risk_score - a.risk_score || severityRank(b.severity) - severityRank(a.severity) || tieBreak(a, b),
  risk_asc: (a, b) => a.risk_score - b.risk_score || severityRank(a.severity) - severityRank(b.severity) || tieBreak(a, b),
  first_seen_desc: byFirstSeen(-1),
  first_seen_asc: byFirstSeen(1),
  changed_desc: (a, b) => byChangedAt(a, b) * -1 || COMPARATORS.risk_desc(a, b),
  changed_asc: (a, b) => byChangedAt(a, b) || COMPARATORS.risk_desc(a, b),
};

/** Compares the change times (ISO 8601 strings sort as times; a row without one first). */
function byChangedAt(a: ScopedFinding, b: ScopedFinding): number {
  return (a.changed_at ?? '') < (b.changed_at ?? '') ? -1 : (a.changed_at ?? '') > (b.changed_at ?? '') ? 1 : 0;
}

/**
 * The matches of a findings query in its order: how many, and the rows of a range, made on demand (the indexed answer
 * makes only the rows of the page asked: docs/decisions/0031-dashboard-reads-at-scale.md).
 */
export interface MatchedFindings {
  total: number;
  /** Rows `start` (0-based, inclusive) to `end` (exclusive) of the matches; fewer past the end. */
  slice(start: number, end: number): ScopedFinding[];
}

/** Matches already made (the plain scan's answer) as MatchedFindings. */
export function matchedOf(items: readonly ScopedFinding[]): MatchedFindings {
  return { total: items.length, slice: (start, end) => items.slice(start, end) };
}

/** Page `page` (1-based) of `pageSize` rows of the matches; a page past the end has no items. */
export function pageOfMatched(matched: MatchedFindings, page: number, pageSize: number): Page<ScopedFinding> {
  const start = (page - 1) * pageSize;
  return { page, page_size: pageSize, total: matched.total, items: matched.slice(start, start + pageSize) };
}

/**
 * Runs a dashboard findings query over rows of both sources: one scan (the snapshots are in memory), the matches
 * sorted, one page returned. A page past the end has no items.
 */
export function queryFindings(rows: Iterable<FindingRow>, query: FindingQuery): Page<ScopedFinding> {
  return pageOf(matchingFindings(rows, query), query.page, query.pageSize);
}

/**
 * A row of the input as a row of the answer, with the value of the team field `teamField`: the fields of ScopedFinding
 * only, written out as one object literal (docs/decisions/0031-dashboard-reads-at-scale.md, "Rows made as one literal":
 * spreading the host and then the finding made V8 define every field of the second one at run time, about 100 µs a row).
 */
export function scopedOf(row: FindingRow, teamField: TeamField): ScopedFinding {
  const { host, finding } = row;
  return {
    host_id: host.host_id,
    hostname: host.hostname,
    owner: host.owner,
    bu_team: host.bu_team,
    scanner_id: finding.scanner_id,
    active_host_findings_id: finding.active_host_findings_id,
    title: finding.title,
    severity: finding.severity,
    cve_ids: finding.cve_ids,
    kev: finding.kev,
    first_seen: finding.first_seen,
    last_seen: finding.last_seen,
    risk_score: finding.risk_score,
    risk_rating: finding.risk_rating,
    risk_factors: finding.risk_factors,
    source: row.source,
    team: teamOf(row.host, teamField),
    host_risk_score: row.hostRisk.highest,
    host_risk_total: row.hostRisk.total,
    status: row.status,
    fixed_at: row.fixedAt,
    change: row.change?.kind ?? null,
    changed_at: row.change?.at ?? null,
  };
}

/** Every finding of `rows` that passes `query`'s scope and filters, in its order (its page is ignored); see queryFindings. */
export function matchingFindings(rows: Iterable<FindingRow>, query: Omit<FindingQuery, 'page' | 'pageSize'>): ScopedFinding[] {
  const matched: ScopedFinding[] = [];
  for (const row of rows) if (matches(row, query)) matched.push(scopedOf(row, query.teamField));
  matched.sort(COMPARATORS[query.order]);
  return matched;
}
