import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { QueryStates } from '../../components/states/QueryStates';
import { FindingFilterForm } from './FindingFilterForm';
import { filtersFromSearch, findingsExportLink, searchFromFilters, type FindingFilters } from './findings-filters';
import { useFindings } from './findings-query';
import { FindingsExportLinks } from './FindingsExportLinks';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { findingRowId, FindingsTable } from './FindingsTable';
import { StageBar } from './StageBar';

/**
 * /findings: the caller's teams' findings, filtered, sorted and paged on the server; the filters and the order live in
 * the URL (a filtered view is a link). Groups that may write select rows and stage them into their queue.
 */
export function FindingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const apply = (next: FindingFilters) => setParams(searchFromFilters(next));
  const findings = useFindings(filters);
  const me = useMe().data;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const rows = useMemo(() => findings.data?.pages.flatMap((page) => page.items) ?? [], [findings.data]);
  const total = findings.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = findings;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const selected = rows.filter((finding) => selection[findingRowId(finding)]);
  const writer = can(me, 'write');
  return (
    <Page
      title="Findings"
      actions={
        <>
          <FindingsExportLinks linkOf={(format) => findingsExportLink(filters, format)} />
          <ExportJobButton body={(format) => ({ kind: 'export.findings', params: { ...filters, format } })} />
        </>
      }
    >
      <FindingFilterForm filters={filters} onApply={apply} />
      {writer ? <StageBar selected={selected} onStaged={() => setSelection({})} /> : null}
      <QueryStates query={findings} loading="Loading findings" isEmpty={() => rows.length === 0} empty={<TeamScopedEmptyState>No findings match these filters.</TeamScopedEmptyState>} />
      {rows.length > 0 ? (
        <FindingsTable
          caption="Findings"
          findings={rows}
          total={total}
          sort={filters.sort}
          onSort={(sort) => apply({ ...filters, sort })}
          onNearEnd={loadMore}
          loadingMore={isFetchingNextPage}
          rowSelection={writer ? selection : undefined}
          onRowSelectionChange={writer ? setSelection : undefined}
        />
      ) : null}
    </Page>
  );
}
