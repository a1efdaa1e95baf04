import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { answer, api } from '../../app/api/client';
import { TeamScopedEmptyState } from '../../app/layout/TeamScopedEmptyState';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { QuotaLeft } from './QuotaLeft';
import { TicketDetail } from './TicketDetail';
import { TICKETS_KEY, useTickets } from './tickets-query';
import { searchFromTicketsView, ticketsViewFromSearch, type TicketsView } from './tickets-search';
import { TicketsTable } from './TicketsTable';
import { quotaText } from './tracker-quota';

const linkOf = (view: TicketsView) => {
  const search = searchFromTicketsView(view).toString();
  return search ? `/tickets?${search}` : '/tickets';
};

/**
 * /tickets: the tracker tickets of the caller's teams, newest first and paged (the page and the open ticket are in the
 * URL); the tracker quota left; "Sync statuses" for groups that may write (POST /api/tracker-tickets/sync), whose
 * counts and quota answer are shown.
 */
export function TicketsPage() {
  const [params] = useSearchParams();
  const view = ticketsViewFromSearch(params);
  const tickets = useTickets(view.page);
  const writer = can(useMe().data, 'write');
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () => answer(api.POST('/api/tracker-tickets/sync')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
  });
  const total = tickets.data?.total ?? 0;
  const pageSize = tickets.data?.page_size ?? 1;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Page
      title="Tickets"
      actions={
        <>
          <QuotaLeft />
          {writer ? (
            <Button className="button" onPress={() => sync.mutate()} isDisabled={sync.isPending}>
              {sync.isPending ? 'Syncing…' : 'Sync statuses'}
            </Button>
          ) : null}
        </>
      }
    >
      {sync.isError ? <ErrorState error={sync.error} /> : null}
      {sync.isSuccess ? (
        <SuccessMessage>
          Synced: {sync.data.updated} updated, {sync.data.unchanged} unchanged, {sync.data.skipped} skipped. {sync.data.quota ? quotaText(sync.data.quota) : 'No ticket needed a tracker call.'}
        </SuccessMessage>
      ) : null}
      {view.ticket ? <TicketDetail id={view.ticket} closeLink={linkOf({ page: view.page })} /> : null}
      <QueryStates
        query={tickets}
        loading="Loading tickets"
        isEmpty={(data) => data.items.length === 0}
        empty={view.page > 1 ? <EmptyState>No tickets on this page.</EmptyState> : <TeamScopedEmptyState>No tickets yet. Create one from your queue.</TeamScopedEmptyState>}
      />
      {tickets.isSuccess && tickets.data.items.length > 0 ? (
        <TicketsTable tickets={tickets.data.items} detailLink={(ticket) => linkOf({ page: view.page, ticket: ticket.id })} footer={`Page ${view.page} of ${lastPage}: ${total} tickets`} />
      ) : null}
      {tickets.isSuccess && lastPage > 1 ? (
        <nav className="pager" aria-label="Pages of tickets">
          {view.page > 1 ? <Link to={linkOf({ page: view.page - 1 })}>Previous page</Link> : null}
          {view.page < lastPage ? <Link to={linkOf({ page: view.page + 1 })}>Next page</Link> : null}
        </nav>
      ) : null}
    </Page>
  );
}
