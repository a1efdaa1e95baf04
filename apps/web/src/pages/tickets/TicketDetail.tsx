import { Link } from 'react-router';
import { QueryStates } from '../../components/states/QueryStates';
import { useTicket } from './tickets-query';
import { authorText } from '../../components/author-text';

/** One ticket's detail (GET /api/tracker-tickets/{id}), with its linked queue items; `closeLink` is the list's URL. */
export function TicketDetail({ id, closeLink }: { id: string; closeLink: string }) {
  const ticket = useTicket(id);
  return (
    <section className="card panel" aria-labelledby="ticket-detail">
      <h2 id="ticket-detail">{ticket.data ? `Ticket ${ticket.data.issue_key}` : 'Ticket'}</h2>
      <QueryStates query={ticket} loading="Loading the ticket" />
      {ticket.isSuccess ? (
        <dl className="details">
          <dt>Summary</dt>
          <dd>{ticket.data.summary}</dd>
          <dt>Tracker issue</dt>
          <dd>
            <a href={ticket.data.url} target="_blank" rel="noreferrer">
              {ticket.data.issue_key}
            </a>
          </dd>
          <dt>Status</dt>
          <dd>{ticket.data.status}</dd>
          <dt>Source</dt>
          <dd>{ticket.data.source_context}</dd>
          <dt>CVE</dt>
          <dd>{ticket.data.cve_id ?? '—'}</dd>
          <dt>Vendor</dt>
          <dd>{ticket.data.vendor ?? '—'}</dd>
          <dt>Created</dt>
          <dd>
            {new Date(ticket.data.created_at).toLocaleString('en')} by {authorText(ticket.data.created_by, ticket.data.impersonated_by, 'created')}
          </dd>
          <dt>Last synced</dt>
          <dd>{ticket.data.last_synced_at ? new Date(ticket.data.last_synced_at).toLocaleString('en') : 'never'}</dd>
          <dt>Linked queue items</dt>
          <dd>{ticket.data.queue_item_ids.length === 0 ? 'none' : ticket.data.queue_item_ids.join(', ')}</dd>
        </dl>
      ) : null}
      <Link to={closeLink}>Close the ticket detail</Link>
    </section>
  );
}
