import { useQueries, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import { SEVERITIES_MOST_SEVERE_FIRST, type Severity, type TrackerTicket } from '../../app/api/types';

/** The overview's window of the remediation analytics: the last 12 weeks, in weekly periods. */
export const ANALYTICS_WINDOW_WEEKS = 12;

/** New, fixed and open findings of the caller's teams per week over the last ANALYTICS_WINDOW_WEEKS (GET /api/analytics/trend). */
export function useWeeklyTrend() {
  return useQuery({
    queryKey: ['analytics', 'trend', ANALYTICS_WINDOW_WEEKS],
    queryFn: () => answer(api.GET('/api/analytics/trend', { params: { query: { window_days: ANALYTICS_WINDOW_WEEKS * 7, interval: 'week' } } })),
  });
}

/** Mean and median days to remediate of the caller's teams over the last ANALYTICS_WINDOW_WEEKS (GET /api/analytics/mttr). */
export function useRemediationTimes() {
  return useQuery({
    queryKey: ['analytics', 'mttr', ANALYTICS_WINDOW_WEEKS],
    queryFn: () => answer(api.GET('/api/analytics/mttr', { params: { query: { window_days: ANALYTICS_WINDOW_WEEKS * 7 } } })),
  });
}

/** How many findings the overview's "Top risks" lists. */
export const TOP_RISKS = 5;

/** The caller's teams' findings of the highest risk score (GET /api/findings?sort=-risk), at most TOP_RISKS. */
export function useTopRisks() {
  return useQuery({
    queryKey: ['findings', 'top-risks'],
    queryFn: async () => (await answer(api.GET('/api/findings', { params: { query: { sort: '-risk', page_size: TOP_RISKS } } }))).items,
  });
}

/** How many findings match a filter: the `total` of a one-row page of GET /api/findings. */
function countFindings(query: { severity?: Severity; kev?: boolean }) {
  return answer(api.GET('/api/findings', { params: { query: { ...query, page_size: 1 } } })).then((page) => page.total);
}

/** Findings of the caller's teams by severity, most severe first: `[{severity, count}]` (undefined while loading). */
export function useSeverityCounts() {
  return useQueries({
    queries: SEVERITIES_MOST_SEVERE_FIRST.map((severity) => ({ queryKey: ['findings', 'count', { severity }], queryFn: () => countFindings({ severity }) })),
    combine: (results) => ({
      data: results.every((result) => result.isSuccess) ? SEVERITIES_MOST_SEVERE_FIRST.map((severity, index) => ({ severity, count: results[index].data as number })) : undefined,
      error: results.find((result) => result.isError)?.error,
    }),
  });
}

/** How many of the caller's teams' findings carry a KEV flag. */
export function useKevCount() {
  return useQuery({ queryKey: ['findings', 'count', { kev: true }], queryFn: () => countFindings({ kev: true }) });
}

/** Tracker statuses that mean the issue is finished (Jira's done category names). */
const CLOSED_STATUSES = new Set(['done', 'closed', 'resolved']);

/** Whether a ticket is still open (its tracker status is not a finished one). */
export function isOpenTicket(ticket: Pick<TrackerTicket, 'status'>): boolean {
  return !CLOSED_STATUSES.has(ticket.status.trim().toLowerCase());
}

/** Open tracker tickets of the caller's teams, counted over the newest 200 (GET /api/tracker-tickets). */
export function useOpenTickets() {
  return useQuery({
    queryKey: ['tickets', 'open-count'],
    queryFn: async () => {
      const page = await answer(api.GET('/api/tracker-tickets', { params: { query: { page_size: 200 } } }));
      return { open: page.items.filter(isOpenTicket).length, total: page.total };
    },
  });
}
