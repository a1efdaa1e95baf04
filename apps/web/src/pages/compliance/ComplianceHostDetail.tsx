import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ComplianceHost, ComplianceItem } from '../../app/api/types';
import { can, useMe } from '../../app/session/session';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { VirtualTable } from '../../components/table/VirtualTable';
import { complianceLink, METRIC_LABELS, type ComplianceFilters } from './compliance-filters';
import { useComplianceHost } from './compliance-queries';
import { complianceItemId } from './ComplianceItemsTable';
import { MetadataEditForm } from './MetadataEditForm';
import { authorText } from '../../components/author-text';

type HistoryEntry = ComplianceHost['history'][number];

const ITEM_COLUMNS: ColumnDef<ComplianceItem, unknown>[] = [
  { id: 'metric', header: 'Metric', cell: ({ row }) => METRIC_LABELS[row.original.metric_id] },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
  { id: 'findings', header: 'Findings', cell: ({ row }) => row.original.findings_count },
  { id: 'due', meta: { nowrap: true }, header: 'Oldest due date', cell: ({ row }) => row.original.oldest_due_date ?? '—' },
  { id: 'days', header: 'Days overdue', cell: ({ row }) => row.original.days_overdue },
  { id: 'resolution', meta: { nowrap: true }, header: 'Resolution date', cell: ({ row }) => row.original.resolution_date ?? '—' },
  { id: 'plan', header: 'Remediation plan', cell: ({ row }) => row.original.remediation_plan ?? '—' },
  { id: 'team', meta: { nowrap: true }, header: 'Team', cell: ({ row }) => row.original.bu_team ?? '—' },
  { id: 'owner', header: 'Owner', cell: ({ row }) => row.original.owner || '—' },
];

const HISTORY_COLUMNS: ColumnDef<HistoryEntry, unknown>[] = [
  { id: 'when', meta: { nowrap: true }, header: 'When', cell: ({ row }) => <time dateTime={row.original.changed_at}>{new Date(row.original.changed_at).toLocaleString('en')}</time> },
  { id: 'who', header: 'Changed by', cell: ({ row }) => authorText(row.original.changed_by, row.original.impersonated_by, 'changed') },
  { id: 'metric', header: 'Metric', cell: ({ row }) => METRIC_LABELS[row.original.metric_id as ComplianceItem['metric_id']] ?? row.original.metric_id },
  { id: 'field', header: 'Field', cell: ({ row }) => (row.original.field === 'resolution_date' ? 'Resolution date' : 'Remediation plan') },
  { id: 'old', header: 'Old value', cell: ({ row }) => row.original.old_value ?? '—' },
  { id: 'new', header: 'New value', cell: ({ row }) => row.original.new_value ?? '—' },
  { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.change_reason ?? '—' },
];

/**
 * A host's compliance detail (GET /api/compliance/items/{hostname}): its items, the history of its last 10 changes
 * newest first, and, for Admin and Standard_User (the write routes' groups), the metadata edit.
 */
export function ComplianceHostDetail({ hostname, filters }: { hostname: string; filters: ComplianceFilters }) {
  const host = useComplianceHost(hostname);
  const me = useMe().data;
  return (
    <div className="stack">
      <p>
        <Link to={complianceLink({ ...filters, host: undefined })}>Back to all compliance items</Link>
      </p>
      <section className="card" aria-labelledby="host-items">
        <h2 id="host-items">Host {hostname}</h2>
        <QueryStates query={host} loading="Loading the host" />
        {host.isSuccess ? <VirtualTable caption={`Compliance items of ${hostname}`} rows={host.data.items} columns={ITEM_COLUMNS} rowId={complianceItemId} /> : null}
      </section>
      {host.isSuccess && can(me, 'write') ? (
        <section className="card" aria-labelledby="edit-metadata">
          <h2 id="edit-metadata">Edit metadata</h2>
          <MetadataEditForm key={hostname} hostname={host.data.hostname} items={host.data.items} />
        </section>
      ) : null}
      {host.isSuccess ? (
        <section className="card" aria-labelledby="host-history">
          <h2 id="host-history">History (last 10 changes, newest first)</h2>
          {host.data.history.length === 0 ? (
            <EmptyState>No change recorded yet.</EmptyState>
          ) : (
            <VirtualTable caption={`Changes of ${hostname}`} rows={host.data.history} columns={HISTORY_COLUMNS} rowId={(entry) => `${entry.changed_at}:${entry.metric_id}:${entry.field}`} />
          )}
        </section>
      ) : null}
    </div>
  );
}
