import type { ColumnDef, OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Finding } from '../../app/api/types';
import { KevBadge, SeverityBadge } from '../../components/SeverityBadge';
import { VirtualTable } from '../../components/table/VirtualTable';
import { DEFAULT_FINDING_SORT, nextSort, type FindingSort, type SortColumn } from './findings-filters';
import { CveList } from '../../components/CveList';
import { AcceptedRiskBadge } from '../exceptions/AcceptedRiskBadge';
import { hostLink, SOURCE_SCANNERS } from './finding-sources';
import { RiskFactorsDialog } from './RiskFactorsDialog';

/**
 * A finding's row id: its source, host and port-level id (one row per port: docs/decisions/0011), or for an alpha
 * finding, which has none, its CVE (`scanner_id`; one CVE on one asset).
 */
export const findingRowId = (finding: Finding) => `${finding.source}:${finding.host_id}:${finding.active_host_findings_id ?? finding.scanner_id}`;

/** The first 10 characters of an ISO time (its date), or a dash. */
const dateOf = (time: string | null) => (time ? time.slice(0, 10) : '—');

/** Props of the findings table. */
interface FindingsTableProps<T extends Finding> {
  caption: string;
  findings: T[];
  /** Columns before the findings' own (the changes list's change and date). */
  leadingColumns?: ColumnDef<T, unknown>[];
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
 * The findings of a list or a host: risk (its score opens the factors), severity, KEV, title, scanner, lifecycle status
 * (and "Accepted until <date>" linking to the risk exception that covers it), host, team, CVEs, first seen, fixed; sortable on the server. Only Nessus (beta) rows can be selected for the queue.
 */
export function FindingsTable<T extends Finding>({ caption, findings, total, leadingColumns = [], sort, onSort, onNearEnd, loadingMore, rowSelection, onRowSelectionChange }: FindingsTableProps<T>) {
  const columns: ColumnDef<T, unknown>[] = [
    ...(onRowSelectionChange
      ? [
          {
            id: 'select',
            header: () => <span className="visually-hidden">Select</span>,
            // Only Nessus findings go through the queue and its workflows (the API refuses alpha ones with 409).
            cell: ({ row }) =>
              row.original.source === 'beta' ? (
                <input
                  type="checkbox"
                  aria-label={`Select ${row.original.title} on ${row.original.hostname ?? row.original.host_id}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              ) : null,
          } satisfies ColumnDef<T, unknown>,
        ]
      : []),
    ...leadingColumns,
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
    { id: 'source', meta: { nowrap: true }, header: 'Scanner', cell: ({ row }) => SOURCE_SCANNERS[row.original.source] },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <>
          <span className={`badge badge-status-${row.original.status}`}>{row.original.status}</span>
          {row.original.accepted_risk ? ' ' : null}
          <AcceptedRiskBadge accepted={row.original.accepted_risk} />
        </>
      ),
    },
    {
      id: 'host',
      header: 'Host',
      cell: ({ row }) => <Link to={hostLink(row.original.host_id, row.original.source)}>{row.original.hostname ?? `Host ${row.original.host_id}`}</Link>,
    },
    { id: 'team', meta: { nowrap: true }, header: 'Team', cell: ({ row }) => row.original.bu_team ?? '—' },
    { id: 'cves', header: 'CVEs', cell: ({ row }) => <CveList ids={row.original.cve_ids} /> },
    {
      id: 'first_seen',
      header: () => <SortHeader label="First seen" column="first_seen" sort={sort} onSort={onSort} />,
      meta: { ariaSort: ariaSortOf(sort, 'first_seen'), nowrap: true },
      cell: ({ row }) => dateOf(row.original.first_seen),
    },
    { id: 'fixed_at', meta: { nowrap: true }, header: 'Fixed', cell: ({ row }) => dateOf(row.original.fixed_at) },
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
