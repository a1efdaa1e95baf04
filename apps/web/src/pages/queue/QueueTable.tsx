import type { ColumnDef, OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { QueueItem } from '../../app/api/types';
import { SeverityBadge } from '../../components/SeverityBadge';
import { VirtualTable } from '../../components/table/VirtualTable';
import { CveList } from '../../components/CveList';

/** Props of the queue table. */
interface QueueTableProps {
  items: QueueItem[];
  total: number;
  loadingMore: boolean;
  onNearEnd: () => void;
  /** Selection of rows (groups that may write only; no checkboxes when absent). */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Opens the notes of a Remediate item. */
  onNotes: (item: QueueItem) => void;
  /** Deletes an item (groups that may write only; no delete buttons when absent). */
  onDelete?: (item: QueueItem) => void;
}

const itemName = (item: QueueItem) => `${item.title} on ${item.hostname ?? `host ${item.host_id}`}`;

/**
 * The caller's queue items: the finding (host linking to its page, title, severity, CVEs), workflow, vendor, status,
 * linked ticket keys, submission and when it was staged, with the notes of Remediate items and the delete action.
 */
export function QueueTable({ items, total, loadingMore, onNearEnd, rowSelection, onRowSelectionChange, onNotes, onDelete }: QueueTableProps) {
  const columns: ColumnDef<QueueItem, unknown>[] = [
    ...(onRowSelectionChange
      ? [
          {
            id: 'select',
            header: () => <span className="visually-hidden">Select</span>,
            cell: ({ row }) => <input type="checkbox" aria-label={`Select ${itemName(row.original)}`} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />,
          } satisfies ColumnDef<QueueItem, unknown>,
        ]
      : []),
    {
      id: 'host',
      header: 'Host',
      cell: ({ row }) => <Link to={`/hosts/${row.original.host_id}`}>{row.original.hostname ?? `Host ${row.original.host_id}`}</Link>,
    },
    { id: 'title', header: 'Finding', cell: ({ row }) => row.original.title },
    { id: 'severity', header: 'Severity', cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
    { id: 'cves', header: 'CVEs', cell: ({ row }) => <CveList ids={row.original.cve_ids} /> },
    { id: 'workflow', header: 'Workflow', cell: ({ row }) => row.original.workflow_type },
    { id: 'vendor', header: 'Vendor', cell: ({ row }) => row.original.vendor ?? '—' },
    { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
    { id: 'tickets', meta: { nowrap: true }, header: 'Tickets', cell: ({ row }) => row.original.ticket_keys.join(', ') || '—' },
    { id: 'submission', header: 'Submission', cell: ({ row }) => (row.original.submission_id ? <Link to="/queue?view=submissions">in a submission</Link> : '—') },
    { id: 'staged', meta: { nowrap: true }, header: 'Staged', cell: ({ row }) => row.original.created_at.slice(0, 10) },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <span className="row-actions">
          {row.original.workflow_type === 'Remediate' ? (
            <Button className="button button-secondary" onPress={() => onNotes(row.original)} aria-label={`Notes of ${itemName(row.original)}`}>
              Notes ({row.original.remediation_notes_count})
            </Button>
          ) : null}
          {onDelete ? (
            <Button className="button button-danger" onPress={() => onDelete(row.original)} aria-label={`Delete ${itemName(row.original)}`}>
              Delete
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <VirtualTable
      caption="Queue items"
      rows={items}
      columns={columns}
      rowId={(item) => item.id}
      onNearEnd={onNearEnd}
      rowSelection={rowSelection}
      onRowSelectionChange={onRowSelectionChange}
      footer={
        <span role="status">
          {items.length} of {total} items loaded{loadingMore ? ' (loading more…)' : ''}
        </span>
      }
    />
  );
}
