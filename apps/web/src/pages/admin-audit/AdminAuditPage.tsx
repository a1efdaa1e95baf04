import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { answer, api } from '../../app/api/client';
import { useFilterDraft } from '../../components/form/use-filter-draft';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { TableFrame } from '../../components/table/TableFrame';
import { auditFiltersFromSearch, auditQuery, searchFromAuditFilters, type AuditFilters } from './audit-filters';

const PAGE_SIZE = 50;
const HEADERS = ['Time', 'User', 'Action', 'Entity', 'Details', 'IP address'];

/**
 * /admin/audit (Admin): the audit log, newest first, filtered by username, action and dates (filters and page in the
 * URL), and the expired-session cleanup (POST /api/auth/cleanup-sessions).
 */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearch(params), [params]);
  const [draft, setDraft] = useFilterDraft<AuditFilters>(filters);
  const audit = useQuery({ queryKey: ['audit', filters], queryFn: () => answer(api.GET('/api/audit', { params: { query: auditQuery(filters, PAGE_SIZE) } })), placeholderData: keepPreviousData });
  const cleanup = useMutation({ mutationFn: () => answer(api.POST('/api/auth/cleanup-sessions')) });
  const page = filters.page ?? 1;
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE)) : 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchFromAuditFilters({ ...draft, page: undefined }));
  };
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));
  return (
    <Page
      title="Audit log"
      actions={
        <Button className="button button-secondary" onPress={() => cleanup.mutate()} isDisabled={cleanup.isPending}>
          Clean up expired sessions
        </Button>
      }
    >
      {cleanup.isError ? <ErrorState error={cleanup.error} /> : null}
      {cleanup.isSuccess ? <SuccessMessage>{cleanup.data.message}</SuccessMessage> : null}
      <form className="toolbar" onSubmit={submit} aria-label="Filter the audit log">
        <div className="field">
          <label htmlFor="audit-username">Username</label>
          <input id="audit-username" value={draft.username ?? ''} onChange={set('username')} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <input id="audit-action" list="audit-actions" value={draft.action ?? ''} onChange={set('action')} />
          <datalist id="audit-actions">
            {['login', 'login_failed', 'logout', 'password_change', 'impersonation_start', 'impersonation_stop', 'user_create', 'user_update'].map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="audit-from">From (UTC)</label>
          <input id="audit-from" type="date" value={draft.from ?? ''} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To (UTC)</label>
          <input id="audit-to" type="date" value={draft.to ?? ''} onChange={set('to')} />
        </div>
        <Button type="submit" className="button">
          Apply filters
        </Button>
        <Button type="button" className="button button-secondary" onPress={() => setParams(new URLSearchParams())}>
          Clear
        </Button>
      </form>
      <QueryStates query={audit} loading="Loading the audit log" isEmpty={(data) => data.items.length === 0} empty={<EmptyState>No audit entries match these filters.</EmptyState>} />
      {audit.isSuccess && audit.data.items.length > 0 ? (
        <TableFrame
          caption="Audit entries"
          headers={HEADERS}
          footer={
            <nav className="table-footer" aria-label="Audit pages">
              <span>
                Page {page} of {pages} ({audit.data.total} entries)
              </span>
              <span>
                <Button className="button button-secondary" isDisabled={page <= 1} onPress={() => setParams(searchFromAuditFilters({ ...filters, page: page - 1 }))}>
                  Previous page
                </Button>{' '}
                <Button className="button button-secondary" isDisabled={page >= pages} onPress={() => setParams(searchFromAuditFilters({ ...filters, page: page + 1 }))}>
                  Next page
                </Button>
              </span>
            </nav>
          }
        >
          {audit.data.items.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.timestamp}>{new Date(entry.timestamp).toLocaleString('en')}</time>
              </td>
              <td>{entry.username}</td>
              <td>{entry.action}</td>
              <td>
                {entry.entityType}
                {entry.entityId ? ` ${entry.entityId}` : ''}
              </td>
              <td>
                <code>{JSON.stringify(entry.details)}</code>
              </td>
              <td>{entry.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </TableFrame>
      ) : null}
    </Page>
  );
}
