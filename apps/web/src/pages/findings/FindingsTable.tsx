import type { ColumnDef, OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Finding } from '../../app/api/types';
import { KevBadge, SeverityBadge } from '../../components/SeverityBadge';
import { VirtualTable } from '../../components/table/VirtualTable';
import { DEFAULT_FINDING_SORT, nextSort, type FindingSort, type SortColumn } from './findings-filters';
import { CveList } from '../../components/CveList';
import { RiskFactorsDialog } from './RiskFactorsDialog';

/** A finding's row id: host and port-level id (one row per port: docs/decisions/0011). */
export const findingRowId = (finding: Finding) => `${finding.host_id}:${finding.active_host_findings_id}`;

/** Props of the findings table. */
interface FindingsTableProps {
  caption: string;
  findings: Finding[];
  total: number;
  sort?: FindingSort;
  /** Change of order (the caller puts it in the URL); no sort buttons when absent. */
  onSort?: (sort: FindingSort) => void;
  onNearEnd?: () => void;
  loadingMore: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
}

function SortHeader({ label, column, sort, onSort }: { label: string; column: SortColumn; sort?: FindingSort; onSort?: (sort: FindingSort) => void }) {
  if (!onSort) return <>{label}</>;
  const current = sort ?? DEFAULT_FINDING_SORT;
  const arrow = current === column ? ' ▲' : current === `-${column}` ? ' ▼' : '';
  return (
    <button type="button" className="sort-button" onClick={() => onSort(nextSort(sort, column))}>
      {label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

const ariaSortOf = (sort: FindingSort | undefined, column: string) => {
  const current = sort ?? DEFAULT_FINDING_SORT;
  return current === column ? 'ascending' : current === `-${column}` ? 'descending' : undefined;
};

/**
 * The findings of a list or a host: risk (its score opens the factors), severity, KEV, title, host, team, CVEs, first
 * seen; sortable on the server.
 */
export function FindingsTable({ caption, findings, total, sort, onSort, onNearEnd, loadingMore, rowSelection, onRowSelectionChange }: FindingsTableProps) {
  const columns: ColumnDef<Finding, unknown>[] = [
    ...(onRowSelectionChange
      ? [
          {
            id: 'select',
            header: () => <span className="visually-hidden">Select</span>,
            cell: ({ row }) => (
              <input
                type="checkbox"
                aria-label={`Select ${row.original.title} on ${row.original.hostname ?? row.original.host_id}`}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            ),
          } satisfies ColumnDef<Finding, unknown>,
        ]
      : []),
    {
      id: 'risk',
      header: () => <SortHeader label="Risk" column="risk" sort={sort} onSort={onSort} />,
      meta: { ariaSort: ariaSortOf(sort, 'risk'), nowrap: true },
      cell: ({ row }) => <RiskFactorsDialog finding={row.original} />,
    },
    {
      id: 'severity',
      header: () => <SortHeader label="Severity" column="severity" sort={sort} onSort={onSort} />,
      meta: { ariaSort: ariaSortOf(sort, 'severity') },
      cell: ({ row }) => <SeverityBadge severity={row.original.severity} />,
    },
    { id: 'kev', header: 'KEV', cell: ({ row }) => <KevBadge kev={row.original.kev} /> },
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
    {
      id: 'host',
      header: 'Host',
      cell: ({ row }) => <Link to={`/hosts/${row.original.host_id}`}>{row.original.hostname ?? `Host ${row.original.host_id}`}</Link>,
    },
    { id: 'team', meta: { nowrap: true }, header: 'Team', cell: ({ row }) => row.original.bu_team ?? '—' },
    { id: 'cves', header: 'CVEs', cell: ({ row }) => <CveList ids={row.original.cve_ids} /> },
    {
      id: 'first_seen',
      header: () => <SortHeader label="First seen" column="first_seen" sort={sort} onSort={onSort} />,
      meta: { ariaSort: ariaSortOf(sort, 'first_seen'), nowrap: true },
      cell: ({ row }) => (row.original.first_seen ? row.original.first_seen.slice(0, 10) : '—'),
    },
  ];
  return (
    <VirtualTable
      caption={caption}
      rows={findings}
      columns={columns}
      rowId={findingRowId}
      onNearEnd={onNearEnd}
      rowSelection={rowSelection}
      onRowSelectionChange={onRowSelectionChange}
      footer={
        <span role="status">
          {findings.length} of {total} findings loaded{loadingMore ? ' (loading more…)' : ''}
        </span>
      }
    />
  );
}
