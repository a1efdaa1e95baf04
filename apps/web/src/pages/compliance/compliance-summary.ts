import { COMPLIANCE_METRIC_IDS } from '@vmdash/domain';
import { type ComplianceSummary, type MetricId } from '../../app/api/types';
import { complianceLink, type ComplianceFilters } from './compliance-filters';

/** One row of GET /api/compliance/summary: a team and a metric. */
export type SummaryRow = ComplianceSummary['rows'][number];

/** How a row without a team (hosts whose bu_team is unknown) is named on the page. */
export const NO_TEAM = 'No team';

/** One team of the chart: its name and, per metric, the share of its hosts compliant in whole percent (0 to 100). */
export type TeamShares = { team: string } & Partial<Record<MetricId, number>>;

/**
 * The summary as the chart draws it: one entry per team (in the order the API lists them), each metric's
 * compliant_share (0 to 1) as a whole percentage.
 */
export function sharesByTeam(rows: readonly SummaryRow[]): TeamShares[] {
  const teams = new Map<string, TeamShares>();
  for (const row of rows) {
    const team = row.bu_team ?? NO_TEAM;
    const entry = teams.get(team) ?? { team };
    entry[row.metric_id] = Math.round(row.compliant_share * 100);
    teams.set(team, entry);
  }
  return [...teams.values()];
}

/** The metrics present in the summary, in COMPLIANCE_METRIC_IDS order (the chart draws one bar series each). */
export function metricsOf(rows: readonly SummaryRow[]): MetricId[] {
  return COMPLIANCE_METRIC_IDS.filter((metric) => rows.some((row) => row.metric_id === metric));
}

/**
 * The accepted risk of a row (docs/decisions/0032-risk-exceptions.md): the findings of the metric a risk exception
 * in force keeps out of the counts, and their hosts; "None" when there are none.
 */
export function acceptedRiskText(row: Pick<SummaryRow, 'accepted_risk_findings' | 'accepted_risk_hosts'>): string {
  if (row.accepted_risk_findings === 0) return 'None';
  const findings = `${row.accepted_risk_findings.toLocaleString('en')} finding${row.accepted_risk_findings === 1 ? '' : 's'}`;
  return `${findings} on ${row.accepted_risk_hosts.toLocaleString('en')} host${row.accepted_risk_hosts === 1 ? '' : 's'}`;
}

/** The columns of the summary table whose cells open the filtered items list. */
export type SummaryCell = 'active' | 'overdue' | 'resolved' | 'compliant';

/**
 * The link behind one cell of the summary: the items list of the row's team and metric, narrowed to what the cell
 * counts (active items, overdue items, resolved items; the share opens every item of the team and metric). Undefined
 * for a row without a team, since the list cannot filter on a missing bu_team.
 */
export function summaryCellLink(row: SummaryRow, cell: SummaryCell): string | undefined {
  if (row.bu_team === null) return undefined;
  const base: ComplianceFilters = { bu_team: row.bu_team, metric_id: row.metric_id };
  if (cell === 'active') return complianceLink({ ...base, status: 'active' });
  if (cell === 'overdue') return complianceLink({ ...base, status: 'active', overdue: true });
  if (cell === 'resolved') return complianceLink({ ...base, status: 'resolved' });
  return complianceLink(base);
}

/** One team's active compliance items summed over the metrics (the overview's "SLA overdue by team"). */
export interface TeamActiveItems {
  team: string;
  /** The team's bu_team, null for hosts without one (no list link then). */
  buTeam: string | null;
  /** Active items of the team: a host out of SLA counts once per metric it breaks. */
  active: number;
}

/**
 * Active items per team, most first (teams without any left out): what is out of SLA now, by team. Summed over the
 * summary's metric rows of each team (GET /api/compliance/summary).
 */
export function activeItemsByTeam(rows: readonly SummaryRow[]): TeamActiveItems[] {
  const teams = new Map<string, TeamActiveItems>();
  for (const row of rows) {
    const team = row.bu_team ?? NO_TEAM;
    const entry = teams.get(team) ?? { team, buTeam: row.bu_team, active: 0 };
    entry.active += row.active;
    teams.set(team, entry);
  }
  return [...teams.values()].filter((entry) => entry.active > 0).sort((a, b) => b.active - a.active || a.team.localeCompare(b.team));
}
