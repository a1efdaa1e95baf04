import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { COMPLIANCE_METRIC_IDS } from '@vmdash/domain';
import { type MetricId } from '../../app/api/types';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { QueryStates } from '../../components/states/QueryStates';
import { VirtualTable } from '../../components/table/VirtualTable';
import { METRIC_LABELS } from './compliance-filters';
import { useComplianceSummary } from './compliance-queries';
import { acceptedRiskText, metricsOf, NO_TEAM, sharesByTeam, summaryCellLink, type SummaryCell, type SummaryRow } from './compliance-summary';

/** Bar colours of the metrics: dark enough for 3:1 against the white card (WCAG 2.1, 1.4.11 Non-text Contrast). */
const METRIC_COLOURS: Record<MetricId, string> = { 'kev-overdue': '#7f1d1d', 'critical-sla': '#9f1239', 'high-sla': '#c2410c', 'medium-sla': '#1d4ed8' };

/** A count or share of the summary table, a link to the items behind it when the row has a team. */
function CellLink({ row, cell, children }: { row: SummaryRow; cell: SummaryCell; children: string }) {
  const to = summaryCellLink(row, cell);
  return to ? <Link to={to}>{children}</Link> : <>{children}</>;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

const COLUMNS: ColumnDef<SummaryRow, unknown>[] = [
  { id: 'team', meta: { nowrap: true }, header: 'Team', cell: ({ row }) => row.original.bu_team ?? NO_TEAM },
  { id: 'metric', header: 'Metric', cell: ({ row }) => METRIC_LABELS[row.original.metric_id] },
  {
    id: 'active',
    header: 'Active',
    cell: ({ row }) => (
      <CellLink row={row.original} cell="active">
        {row.original.active.toLocaleString('en')}
      </CellLink>
    ),
  },
  {
    id: 'overdue',
    header: 'Overdue',
    cell: ({ row }) => (
      <CellLink row={row.original} cell="overdue">
        {row.original.overdue.toLocaleString('en')}
      </CellLink>
    ),
  },
  {
    id: 'resolved',
    header: 'Resolved in 30 days',
    cell: ({ row }) => (
      <CellLink row={row.original} cell="resolved">
        {row.original.resolved_last_30_days.toLocaleString('en')}
      </CellLink>
    ),
  },
  {
    id: 'compliant',
    header: 'Hosts compliant',
    cell: ({ row }) => (
      <CellLink row={row.original} cell="compliant">
        {`${percent(row.original.compliant_share)} of ${row.original.hosts.toLocaleString('en')}`}
      </CellLink>
    ),
  },
  {
    id: 'accepted',
    header: 'Accepted risk',
    cell: ({ row }) => acceptedRiskText(row.original),
  },
];

/**
 * The compliance summary leadership reads at a glance (GET /api/compliance/summary): the share of each team's hosts
 * compliant with each metric as a bar chart, and the same rows as a table whose every count links to the filtered
 * items list, with the risk accepted by exceptions beside them (the chart is decoration for sighted users; the table carries everything: docs/decisions/0018). The chart
 * is hidden from assistive technology, so Recharts' keyboard layer is off: nothing hidden may take the focus.
 */
export function ComplianceSummaryCard() {
  const summary = useComplianceSummary();
  const rows = summary.data?.rows ?? [];
  return (
    <section className="card" aria-labelledby="compliance-summary">
      <h2 id="compliance-summary">Summary by team</h2>
      <QueryStates
        query={summary}
        loading="Loading the compliance summary"
        isEmpty={() => rows.length === 0}
        empty={<TeamScopedEmptyState>No compliance items yet: the items are computed when a snapshot is activated.</TeamScopedEmptyState>}
      />
      {rows.length > 0 ? (
        <>
          {summary.data?.computed_at ? <p className="muted">Computed {new Date(summary.data.computed_at).toLocaleString('en')}.</p> : null}
          <div aria-hidden="true" className="chart">
            <ResponsiveContainer>
              <BarChart data={sharesByTeam(rows)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <XAxis dataKey="team" />
                <YAxis domain={[0, 100]} unit="%" width={56} />
                <Tooltip formatter={(value) => `${String(value)}%`} />
                {/* In the bars' order (Recharts sorts legend items by label unless told). */}
                <Legend itemSorter={(item) => COMPLIANCE_METRIC_IDS.findIndex((metric) => metric === item.dataKey)} />
                {metricsOf(rows).map((metric) => (
                  <Bar key={metric} dataKey={metric} name={`${METRIC_LABELS[metric]}: hosts compliant`} fill={METRIC_COLOURS[metric]} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <VirtualTable caption="Compliance by team and metric" rows={rows} columns={COLUMNS} rowId={(row) => `${row.bu_team ?? ''}:${row.metric_id}`} />
        </>
      ) : null}
    </section>
  );
}
