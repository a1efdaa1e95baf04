import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { answer, api } from '../../app/api/client';
import type { RiskException } from '../../app/api/types';
import { can, useMe } from '../../app/session/session';
import { FilterSelect } from '../../components/form/FilterSelect';
import { TextField } from '../../components/form/TextField';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { TableFrame } from '../../components/table/TableFrame';
import { FindingsExportLinks } from '../findings/FindingsExportLinks';
import { exceptionExportLink } from './exception-export';
import { EXCEPTIONS_KEY } from './exception-queries';
import { scopeText } from './exception-scope';
import { RequestExceptionForm } from './RequestExceptionForm';

const HEADERS = ['Covers', 'Template', 'State', 'Expires on', 'Requested by', 'Decided by'];

const STATES = ['requested', 'active', 'expiring', 'expired', 'rejected', 'revoked'].map((state) => ({ value: state, label: state }));

/**
 * /exceptions: risk exceptions (docs/decisions/0032-risk-exceptions.md). Writers request one (the form, prefilled by
 * `?type=&host_id=&scanner_id=&cve_id=&plugin_id=` from a host or finding); the list of the caller's teams filters by
 * state, expiring within days and team (`?state=requested` is the approvals inbox); Admin and Leadership (the
 * `approve` capability) approve or reject a request with a comment, the API refusing their own requests. Every group
 * but Read_Only downloads the list as filtered (CSV or XLSX). `?exception=<id>` marks one exception of the list (the
 * link of an accepted finding).
 */
export function ExceptionsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [comment, setComment] = useState('');
  const filter = { state: params.get('state') ?? '', expiring: params.get('expiring_within_days') ?? '', team: params.get('team') ?? '' };
  const setFilter = (key: string) => (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const query = {
    page_size: 200,
    ...(filter.state ? { state: filter.state as RiskException['state'] } : {}),
    ...(/^\d+$/.test(filter.expiring) ? { expiring_within_days: Number(filter.expiring) } : {}),
    ...(filter.team ? { team: filter.team } : {}),
  };
  const list = useQuery({ queryKey: [...EXCEPTIONS_KEY, query], queryFn: () => answer(api.GET('/api/exceptions', { params: { query } })) });
  // The exception a link pointed at (`?exception=<id>`, e.g. from an accepted finding): marked and scrolled to.
  const marked = params.get('exception');
  useEffect(() => {
    if (marked && list.isSuccess) document.getElementById(`exception-${marked}`)?.scrollIntoView?.({ block: 'center' });
  }, [marked, list.isSuccess]);
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      answer(api.POST(decision === 'approve' ? '/api/exceptions/{id}/approve' : '/api/exceptions/{id}/reject', { params: { path: { id } }, body: { comment } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCEPTIONS_KEY }),
  });
  const approver = can(me.data, 'approve');
  const initial = {
    type: params.get('type') ?? 'finding',
    host_id: params.get('host_id') ?? '',
    scanner_id: params.get('scanner_id') ?? '',
    cve_id: params.get('cve_id') ?? '',
    plugin_id: params.get('plugin_id') ?? '',
  };
  return (
    <Page
      title="Risk exceptions"
      actions={
        <>
          {approver ? (
            <Button className="button button-secondary" onPress={() => setFilter('state')('requested')}>
              Approvals inbox
            </Button>
          ) : null}
          <FindingsExportLinks linkOf={(format) => exceptionExportLink(query, format)} />
        </>
      }
    >
      {can(me.data, 'write') ? <RequestExceptionForm initial={initial} /> : null}
      <section className="card" aria-labelledby="exception-list">
        <h2 id="exception-list">Exceptions of my teams</h2>
        <div className="toolbar" role="search" aria-label="Filter exceptions">
          <FilterSelect id="exception-state" label="State" value={filter.state} choices={STATES} onChange={setFilter('state')} />
          <TextField label="Expiring within days" value={filter.expiring} onChange={setFilter('expiring_within_days')} />
          <TextField label="Team" value={filter.team} onChange={setFilter('team')} />
        </div>
        {approver ? <TextField label="Decision comment" value={comment} onChange={setComment} /> : null}
        {decide.isError ? <ErrorState error={decide.error} /> : null}
        <QueryStates query={list} loading="Loading risk exceptions" isEmpty={(data) => data.items.length === 0} empty={<EmptyState>No risk exception matches.</EmptyState>} />
        {list.isSuccess && list.data.items.length > 0 ? (
          <TableFrame caption="Risk exceptions" headers={approver ? [...HEADERS, 'Decision'] : HEADERS}>
            {list.data.items.map((exception) => (
              <tr key={exception.id} id={`exception-${exception.id}`} className={exception.id === marked ? 'row-marked' : undefined} aria-current={exception.id === marked ? 'true' : undefined}>
                <td>{scopeText(exception.scope)}</td>
                <td>
                  {exception.template.name} ({exception.template.risk_rating})
                </td>
                <td>{exception.state}</td>
                <td>{exception.expires_on}</td>
                <td>{exception.requested_by}</td>
                <td>{exception.decided_by ?? ''}</td>
                {approver ? (
                  <td>
                    {exception.state === 'requested' ? (
                      <>
                        <Button
                          className="button"
                          aria-label={`Approve ${scopeText(exception.scope)}`}
                          isDisabled={decide.isPending}
                          onPress={() => decide.mutate({ id: exception.id, decision: 'approve' })}
                        >
                          Approve
                        </Button>{' '}
                        <Button
                          className="button button-secondary"
                          aria-label={`Reject ${scopeText(exception.scope)}`}
                          isDisabled={decide.isPending}
                          onPress={() => decide.mutate({ id: exception.id, decision: 'reject' })}
                        >
                          Reject
                        </Button>
                      </>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </TableFrame>
        ) : null}
      </section>
    </Page>
  );
}
