import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';

/** Query key of everything about tickets (the list, one ticket, the quota): invalidated after a create, link or sync. */
export const TICKETS_KEY = ['tickets'] as const;
/** Query key of the tracker quota left (GET /api/tracker-tickets/quota). */
export const QUOTA_KEY = [...TICKETS_KEY, 'quota'] as const;
/** Tickets per page of the tickets list. */
export const TICKETS_PAGE_SIZE = 50;

/** The tracker quota left; asking spends no tracker call (the integration service counts it). */
export function useTrackerQuota() {
  return useQuery({ queryKey: QUOTA_KEY, queryFn: () => answer(api.GET('/api/tracker-tickets/quota')) });
}

/** One page of the tickets of the caller's teams, newest first (GET /api/tracker-tickets). */
export function useTickets(page: number, pageSize = TICKETS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'list', page, pageSize],
    queryFn: () => answer(api.GET('/api/tracker-tickets', { params: { query: { page, page_size: pageSize } } })),
  });
}

/** One ticket (GET /api/tracker-tickets/{id}); not asked while `id` is undefined. */
export function useTicket(id: string | undefined) {
  return useQuery({
    queryKey: [...TICKETS_KEY, 'one', id],
    queryFn: () => answer(api.GET('/api/tracker-tickets/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: id !== undefined,
  });
}
