import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { QueryStates } from '../../components/states/QueryStates';
import { ExportJobButton } from '../jobs/ExportJobButton';
import { BulkCommitCard } from './BulkCommitCard';
import { complianceExportLink, complianceFiltersFromSearch, listFilters, searchFromComplianceFilters, type ComplianceFilters } from './compliance-filters';
import { COMPLIANCE_PAGE_SIZE, useComplianceItems } from './compliance-queries';
import { ComplianceFilterForm } from './ComplianceFilterForm';
import { ComplianceHostDetail } from './ComplianceHostDetail';
import { ComplianceItemsTable } from './ComplianceItemsTable';
import { ComplianceSummaryCard } from './ComplianceSummaryCard';

/** The items list of the view: filters, one page of items, paging; every change is a new URL. */
function ComplianceItemsSection({ filters, onChange }: { filters: ComplianceFilters; onChange: (filters: ComplianceFilters) => void }) {
  const items = useComplianceItems(filters);
  const page = filters.page ?? 1;
  return (
    <section aria-labelledby="compliance-items" className="stack">
      <h2 id="compliance-items">Items</h2>
      <ComplianceFilterForm filters={filters} onApply={(next) => onChange({ ...next, page: undefined })} />
      <QueryStates
        query={items}
        loading="Loading compliance items"
        isEmpty={(data) => data.items.length === 0}
        empty={<TeamScopedEmptyState>No compliance items match these filters.</TeamScopedEmptyState>}
      />
      {items.isSuccess && items.data.items.length > 0 ? (
        <ComplianceItemsTable items={items.data.items} total={items.data.total} page={page} pageSize={COMPLIANCE_PAGE_SIZE} filters={filters} onPage={(next) => onChange({ ...filters, page: next })} />
      ) : null}
    </section>
  );
}

/**
 * /compliance: the summary by team and metric, the compliance items (filters and page in the URL), a host's detail at
 * /compliance?host=NAME with the metadata edit, the VCL bulk commit, and the CSV export of the list (docs/decisions/0018,
 * compliance; the routes of docs/decisions/0015). Writes for Admin and Standard_User; exports for every group but Read_Only.
 */
export function CompliancePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => complianceFiltersFromSearch(params), [params]);
  const change = (next: ComplianceFilters) => setParams(searchFromComplianceFilters(next));
  const me = useMe().data;
  return (
    <Page
      title="Compliance"
      actions={
        can(me, 'export') && !filters.host ? (
          <>
            <a className="button button-secondary" href={complianceExportLink(filters)} download>
              Export CSV
            </a>
            <ExportJobButton body={(format) => ({ kind: 'export.compliance', params: { ...listFilters(filters), format } })} />
          </>
        ) : null
      }
    >
      {filters.host ? (
        <ComplianceHostDetail hostname={filters.host} filters={filters} />
      ) : (
        <div className="stack">
          <ComplianceSummaryCard />
          <ComplianceItemsSection filters={filters} onChange={change} />
          {can(me, 'write') ? <BulkCommitCard /> : null}
        </div>
      )}
    </Page>
  );
}
