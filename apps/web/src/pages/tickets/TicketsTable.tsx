import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { TrackerTicket } from '../../app/api/types';
import { VirtualTable } from '../../components/table/VirtualTable';
import { authorText } from '../../components/author-text';

/**
 * The tickets of one page: the issue key linking to the tracker, summary (opening the ticket's detail, a URL),
 * the raw tracker status, source_context, the linked queue items and the last sync.
 */
export function TicketsTable({ tickets, detailLink, footer }: { tickets: TrackerTicket[]; detailLink: (ticket: TrackerTicket) => string; footer: string }) {
  const columns: ColumnDef<TrackerTicket, unknown>[] = [
    {
      id: 'key',
      meta: { nowrap: true },
      header: 'Key',
      cell: ({ row }) => (
        <a href={row.original.url} target="_blank" rel="noreferrer">
          {row.original.issue_key}
          <span className="visually-hidden"> (opens the tracker in a new tab)</span>
        </a>
      ),
    },
    { id: 'summary', header: 'Summary', cell: ({ row }) => <Link to={detailLink(row.original)}>{row.original.summary}</Link> },
    { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
    { id: 'source', header: 'Source', cell: ({ row }) => row.original.source_context },
    { id: 'items', header: 'Queue items', cell: ({ row }) => row.original.queue_item_ids.length },
    { id: 'created_by', meta: { nowrap: true }, header: 'Created by', cell: ({ row }) => authorText(row.original.created_by, row.original.impersonated_by, 'created') },
    { id: 'synced', header: 'Last synced', cell: ({ row }) => (row.original.last_synced_at ? new Date(row.original.last_synced_at).toLocaleString('en') : 'never') },
  ];
  return <VirtualTable caption="Tracker tickets" rows={tickets} columns={columns} rowId={(ticket) => ticket.id} footer={<span role="status">{footer}</span>} />;
}
