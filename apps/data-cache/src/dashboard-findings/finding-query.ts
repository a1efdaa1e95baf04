import { SEVERITIES, type RiskRating, type Severity } from '@vmdash/domain';
import type { HostRisk } from '../read-model/beta-read-model';
import type { BetaFinding, BetaHost, RiskFactors } from '../snapshot/snapshot.types';
import { pageOf, type Page } from '../read-model/owner-summary';

/** Which host field scopes a dashboard user by team (the dashboard's FINDINGS_TEAM_FIELD). */
export type TeamField = 'bu_team' | 'owner';

/** How the findings are ordered; ties by host_id, scanner_id, active_host_findings_id. */
export type FindingOrder = 'severity_desc' | 'severity_asc' | 'first_seen_desc' | 'first_seen_asc' | 'risk_desc' | 'risk_asc';

/**
 * A dashboard findings query (data_cache.proto BetaFindingQuery): team scope, then every filter given (AND).
 * `teams` null means no team restriction (an Admin who chose every team).
 */
export interface FindingQuery {
  teamField: TeamField;
  teams: ReadonlySet<string> | null;
  hostId?: number;
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

/** One row of the answer: the finding with its host's identity and the value of the team field. */
export interface ScopedFinding {
  host_id: number;
  hostname: string | null;
  owner: string;
  bu_team: string | null;
  scanner_id: string;
  active_host_findings_id: number;
  title: string;
  severity: Severity;
  cve_ids: string[];
  kev: boolean;
  first_seen: string | null;
  last_seen: string | null;
  team: string;
  risk_score: number;
  risk_rating: RiskRating;
  risk_factors: RiskFactors;
  /** The host's risk: the highest risk score of its findings, and their sum. */
  host_risk_score: number;
  host_risk_total: number;
  /** open, or reopened when it was fixed once and is reported again (docs/decisions/0026-finding-lifecycle.md). */
  status: 'open' | 'reopened';
}

/** One finding of the query's input: with its host, and the host's risk. */
export interface FindingRow {
  host: BetaHost;
  finding: BetaFinding;
  hostRisk: HostRisk;
}

function teamOf(host: BetaHost, field: TeamField): string {
  return (field === 'owner' ? host.owner : host.bu_team) ?? '';
}

function matches(host: BetaHost, finding: BetaFinding, query: Omit<FindingQuery, 'page' | 'pageSize'>): boolean {
  if (query.teams && !query.teams.has(teamOf(host, query.teamField))) return false;
  if (query.hostId !== undefined && host.host_id !== query.hostId) return false;
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
    if (!finding.title.toLowerCase().includes(text) && !finding.scanner_id.includes(text) && !finding.cve_ids.some((cve) => cve.toLowerCase().includes(text))) return false;
  }
  return true;
}

const severityRank = (severity: string) => SEVERITIES.indexOf(severity as Severity);

function tieBreak(a: ScopedFinding, b: ScopedFinding): number {
  return a.host_id - b.host_id || (a.scanner_id < b.scanner_id ? -1 : a.scanner_id > b.scanner_id ? 1 : 0) || a.active_host_findings_id - b.active_host_findings_id;
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
};

/**
 * Runs a dashboard findings query over the active findings of a snapshot: one scan (the snapshot is in memory), the
 * matches sorted, one page returned. A page past the end has no items.
 * @param reopened active_host_findings_id of the findings whose lifecycle status is reopened
 */
export function queryFindings(rows: Iterable<FindingRow>, query: FindingQuery, reopened: ReadonlySet<number> = new Set()): Page<ScopedFinding> {
  return pageOf(matchingFindings(rows, query, reopened), query.page, query.pageSize);
}

/** Every finding of `rows` that passes `query`'s scope and filters, in its order (its page is ignored); see queryFindings. */
export function matchingFindings(rows: Iterable<FindingRow>, query: Omit<FindingQuery, 'page' | 'pageSize'>, reopened: ReadonlySet<number> = new Set()): ScopedFinding[] {
  const matched: ScopedFinding[] = [];
  for (const { host, finding, hostRisk } of rows) {
    if (!matches(host, finding, query)) continue;
    matched.push({
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
      team: teamOf(host, query.teamField),
      risk_score: finding.risk_score,
      risk_rating: finding.risk_rating,
      risk_factors: finding.risk_factors,
      host_risk_score: hostRisk.highest,
      host_risk_total: hostRisk.total,
      status: reopened.has(finding.active_host_findings_id) ? 'reopened' : 'open',
    });
  }
  matched.sort(COMPARATORS[query.order]);
  return matched;
}
