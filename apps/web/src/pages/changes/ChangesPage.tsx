import type { ColumnDef } from '@tanstack/react-table';
import { FINDING_CHANGES } from '@vmdash/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { FilterSelect } from '../../components/form/FilterSelect';
import { Page } from '../../components/page/Page';
import { QueryStates } from '../../components/states/QueryStates';
import { FindingFilterForm } from '../findings/FindingFilterForm';
import { FindingsExportLinks } from '../findings/FindingsExportLinks';
import { FindingsTable } from '../findings/FindingsTable';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { CHANGE_PERIODS, changeFiltersFromSearch, changesExportLink, searchFromChangeFilters, type ChangeFilters } from './changes-filters';
import { useFindingChanges, type FindingChange } from './changes-query';

const PERIOD_CHOICES = CHANGE_PERIODS.slice(1).map((days) => ({ value: String(days), label: `Last ${days} days` }));
const CHANGE_CHOICES = FINDING_CHANGES.map((change) => ({ value: change, label: change }));

/** The change and its date before the findings' own columns. */
const CHANGE_COLUMNS: ColumnDef<FindingChange, unknown>[] = [
  { id: 'change', header: 'Change', cell: ({ row }) => <span className={`badge badge-change-${row.original.change}`}>{row.original.change}</span> },
  { id: 'changed_at', meta: { nowrap: true }, header: 'Changed', cell: ({ row }) => row.original.changed_at.slice(0, 10) },
];

/**
 * /changes ("What changed"): the findings of the caller's teams that were new, fixed or reopened in the last days, by
 * the scans that showed it (GET /api/findings/changes; docs/decisions/0026-finding-lifecycle.md), newest change first,
 * with the findings list's filters, the period and the kinds of change in the URL, and its CSV and XLSX exports (streamed,
 * or as a job for any number of rows).
 */
export function ChangesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => changeFiltersFromSearch(params), [params]);
  const apply = (next: ChangeFilters) => setParams(searchFromChangeFilters(next));
  const changes = useFindingChanges(filters);
  const rows = useMemo(() => changes.data?.pages.flatMap((page) => page.items) ?? [], [changes.data]);
  const total = changes.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = changes;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const period = filters.days ?? CHANGE_PERIODS[0];
  return (
    <Page
      title="What changed"
      actions={
        <>
          <FindingsExportLinks linkOf={(format) => changesExportLink(filters, format)} />
          <ExportJobButton body={(format) => ({ kind: 'export.changes', params: { ...filters, format } })} />
        </>
      }
    >
      <div className="toolbar" role="group" aria-label="Period and kind of change">
        <FilterSelect
          id="change-period"
          label="Period"
          value={filters.days === undefined ? '' : String(filters.days)}
          choices={PERIOD_CHOICES}
          anyLabel={`Last ${CHANGE_PERIODS[0]} days`}
          onChange={(value) => apply({ ...filters, days: value ? Number(value) : undefined })}
        />
        <FilterSelect id="change-kind" label="Change" value={filters.change ?? ''} choices={CHANGE_CHOICES} onChange={(value) => apply({ ...filters, change: value || undefined })} />
      </div>
      <FindingFilterForm filters={filters} withStatus={false} onApply={(next) => apply({ ...next, days: filters.days, change: filters.change })} />
      <p>
        Findings found for the first time, no longer found by a later scan of their host (fixed), or found again after a fix (reopened) in the last {period} days, by the time of the scan that showed
        it.
      </p>
      <QueryStates
        query={changes}
        loading="Loading the changes"
        isEmpty={() => rows.length === 0}
        empty={<TeamScopedEmptyState>No finding changed in these days with these filters.</TeamScopedEmptyState>}
      />
      {rows.length > 0 ? <FindingsTable caption="Changed findings" findings={rows} leadingColumns={CHANGE_COLUMNS} total={total} onNearEnd={loadMore} loadingMore={isFetchingNextPage} /> : null}
    </Page>
  );
}
