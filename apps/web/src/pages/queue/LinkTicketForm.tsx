import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { QuotaLeft } from '../tickets/QuotaLeft';
import { TICKETS_KEY } from '../tickets/tickets-query';
import { QUEUE_KEY } from './queue-query';

/**
 * Links the selected queue items to an existing ticket of the caller's teams (POST /api/tracker-tickets/{id}/queue-items:
 * the tracker issue gets a comment naming them, so it spends a tracker call; the quota left is shown).
 */
export function LinkTicketForm({ queueItemIds, onClose }: { queueItemIds: string[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const tickets = useQuery({ queryKey: [...TICKETS_KEY, 'list', 1, 200], queryFn: () => answer(api.GET('/api/tracker-tickets', { params: { query: { page_size: 200 } } })) });
  const [ticketId, setTicketId] = useState('');
  const link = useMutation({
    mutationFn: (id: string) => answer(api.POST('/api/tracker-tickets/{id}/queue-items', { params: { path: { id } }, body: { queue_item_ids: queueItemIds } })),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: QUEUE_KEY }), queryClient.invalidateQueries({ queryKey: TICKETS_KEY })]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ticketId) link.mutate(ticketId);
  };
  return (
    <section className="card panel" aria-labelledby="link-ticket">
      <h2 id="link-ticket">Link {queueItemIds.length === 1 ? '1 item' : `${queueItemIds.length} items`} to a ticket</h2>
      <QueryStates query={tickets} loading="Loading tickets" />
      {tickets.isSuccess ? (
        <form className="form" onSubmit={submit} aria-labelledby="link-ticket">
          <div className="field">
            <label htmlFor="link-ticket-id">Ticket</label>
            <select id="link-ticket-id" value={ticketId} onChange={(event) => setTicketId(event.target.value)} required>
              <option value="">Choose a ticket</option>
              {tickets.data.items.map((ticket) => (
                <option key={ticket.id} value={ticket.id}>
                  {ticket.issue_key}: {ticket.summary} ({ticket.status})
                </option>
              ))}
            </select>
          </div>
          {link.isError ? <ErrorState error={link.error} /> : null}
          {link.isSuccess ? <SuccessMessage>Linked to {link.data.issue_key}.</SuccessMessage> : null}
          <div className="toolbar">
            <Button type="submit" className="button" isDisabled={!ticketId || link.isPending}>
              Link to ticket
            </Button>
            <QuotaLeft />
            <Button className="button button-secondary" onPress={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
