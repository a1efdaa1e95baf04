import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import type { RiskTemplate } from '../../app/api/types';
import { can, useMe } from '../../app/session/session';
import { useFilterDraft } from '../../components/form/use-filter-draft';
import { Page } from '../../components/page/Page';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { VirtualTable } from '../../components/table/VirtualTable';
import { HierarchyBrowser } from './HierarchyBrowser';
import { CloneTemplateDialog, CreateTemplateDialog, DeleteTemplateDialog, EditTemplateDialog } from './TemplateDialogs';
import { searchFromTemplateFilters, templateFiltersFromSearch, type TemplateFilters } from './template-filters';
import { TEMPLATES_PAGE_SIZE, useTemplates } from './template-queries';
import { authorText } from '../../components/author-text';

/** The search box: edited here, applied on "Search" (into the URL, back on page 1). */
function SearchForm({ filters, onApply }: { filters: TemplateFilters; onApply: (filters: TemplateFilters) => void }) {
  const [draft, setDraft] = useFilterDraft(filters.q, (q) => q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filters, q: draft.trim() || undefined, page: undefined });
  };
  return (
    <form className="toolbar" role="search" onSubmit={submit} aria-label="Search templates">
      <div className="field">
        <label htmlFor="template-search">Search</label>
        <input id="template-search" type="search" placeholder="Name or text" value={draft} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <Button type="submit" className="button">
        Search
      </Button>
    </form>
  );
}

/** The columns of the list; the actions column only for the groups that may write. */
function columnsFor(writer: boolean): ColumnDef<RiskTemplate, unknown>[] {
  return [
    { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
    { id: 'where', header: 'Vendor › Platform › Model', cell: ({ row }) => `${row.original.vendor} › ${row.original.platform} › ${row.original.model}` },
    { id: 'rating', header: 'Risk rating', cell: ({ row }) => row.original.risk_rating },
    { id: 'expiration', header: 'Expires after', cell: ({ row }) => `${row.original.expiration_days} days` },
    { id: 'description', header: 'Description', cell: ({ row }) => row.original.description || '—' },
    { id: 'created_by', meta: { nowrap: true }, header: 'Created by', cell: ({ row }) => authorText(row.original.created_by, row.original.impersonated_by, 'created') },
    ...(writer
      ? [
          {
            id: 'actions',
            header: () => <span className="visually-hidden">Actions</span>,
            cell: ({ row }) => (
              <span className="download-links">
                <EditTemplateDialog template={row.original} />
                <CloneTemplateDialog template={row.original} />
                <DeleteTemplateDialog template={row.original} />
              </span>
            ),
          } satisfies ColumnDef<RiskTemplate, unknown>,
        ]
      : []),
  ];
}

/**
 * /risk-templates: the risk-acceptance templates, browsed by Vendor, then Platform, then Model, searched and paged (all
 * in the URL); Admin and Standard_User create, edit, clone and delete them (docs/decisions/0018; the routes of docs/decisions/0014).
 */
export function RiskTemplatesPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => templateFiltersFromSearch(params), [params]);
  const apply = (next: TemplateFilters) => setParams(searchFromTemplateFilters(next));
  const templates = useTemplates(filters);
  const writer = can(useMe().data, 'write');
  const page = filters.page ?? 1;
  const pages = templates.data ? Math.max(1, Math.ceil(templates.data.total / TEMPLATES_PAGE_SIZE)) : 1;
  return (
    <Page title="Risk-acceptance templates" actions={writer ? <CreateTemplateDialog /> : null}>
      <div className="split">
        <HierarchyBrowser filters={filters} />
        <section aria-labelledby="templates-list" className="stack">
          <h2 id="templates-list" className="visually-hidden">
            Templates
          </h2>
          <SearchForm filters={filters} onApply={apply} />
          <QueryStates
            query={templates}
            loading="Loading templates"
            isEmpty={(data) => data.items.length === 0}
            empty={<EmptyState>No templates match.{writer ? ' Create one with “New template”.' : ''}</EmptyState>}
          />
          {templates.isSuccess && templates.data.items.length > 0 ? (
            <VirtualTable
              caption="Risk-acceptance templates"
              rows={templates.data.items}
              columns={columnsFor(writer)}
              rowId={(template) => template.id}
              footer={
                <nav aria-label="Template pages" className="pager">
                  <span>
                    Page {page} of {pages} ({templates.data.total.toLocaleString('en')} templates)
                  </span>
                  <span>
                    <Button className="button button-secondary" isDisabled={page <= 1} onPress={() => apply({ ...filters, page: page - 1 })}>
                      Previous page
                    </Button>{' '}
                    <Button className="button button-secondary" isDisabled={page >= pages} onPress={() => apply({ ...filters, page: page + 1 })}>
                      Next page
                    </Button>
                  </span>
                </nav>
              }
            />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
