import type { ColumnDef } from '@tanstack/react-table';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { ComplianceItem } from '../../app/api/types';
import { VirtualTable } from '../../components/table/VirtualTable';
import { complianceLink, METRIC_LABELS, type ComplianceFilters } from './compliance-filters';

/** An item's row id: one item per host, metric and source (docs/decisions/0014). */
export const complianceItemId = (item: ComplianceItem) => `${item.source}:${item.host_id}:${item.metric_id}`;

/** Props of one page of compliance items. */
interface ComplianceItemsTableProps {
  items: ComplianceItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The view the host links keep (its filters and page), so "back to the list" returns to the same place. */
  filters: ComplianceFilters;
  onPage: (page: number) => void;
}

/** One page of compliance items (hostname opening its detail, metric, team, owner, findings, dates, plan, status), with paging. */
export function ComplianceItemsTable({ items, total, page, pageSize, filters, onPage }: ComplianceItemsTableProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const columns: ColumnDef<ComplianceItem, unknown>[] = [
    { id: 'host', header: 'Host', cell: ({ row }) => <Link to={complianceLink({ ...filters, host: row.original.hostname })}>{row.original.hostname}</Link> },
    { id: 'metric', header: 'Metric', cell: ({ row }) => METRIC_LABELS[row.original.metric_id] },
    { id: 'team', meta: { nowrap: true }, header: 'Team', cell: ({ row }) => row.original.bu_team ?? '—' },
    { id: 'owner', header: 'Owner', cell: ({ row }) => row.original.owner || '—' },
    { id: 'findings', header: 'Findings', cell: ({ row }) => row.original.findings_count },
    { id: 'due', meta: { nowrap: true }, header: 'Oldest due date', cell: ({ row }) => row.original.oldest_due_date ?? '—' },
    { id: 'days', header: 'Days overdue', cell: ({ row }) => row.original.days_overdue },
    { id: 'resolution', meta: { nowrap: true }, header: 'Resolution date', cell: ({ row }) => row.original.resolution_date ?? '—' },
    { id: 'plan', header: 'Remediation plan', cell: ({ row }) => row.original.remediation_plan ?? '—' },
    { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
  ];
  return (
    <VirtualTable
      caption="Compliance items"
      rows={items}
      columns={columns}
      rowId={complianceItemId}
      footer={
        <nav aria-label="Compliance item pages" className="pager">
          <span>
            Page {page} of {pages} ({total.toLocaleString('en')} items)
          </span>
          <span>
            <Button className="button button-secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
              Previous page
            </Button>{' '}
            <Button className="button button-secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
              Next page
            </Button>
          </span>
        </nav>
      }
    />
  );
}
