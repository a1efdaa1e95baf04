import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { TrackerTicket } from '../../app/api/types';

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

/**
 * The caller's teams' active findings by severity (most severe first: `by_severity`) and with KEV (`kev`), in one read
 * (GET /api/findings/counts, the totals the findings list answers for those filters; docs/decisions/0031).
 */
export function useFindingCounts() {
  return useQuery({ queryKey: ['findings', 'counts'], queryFn: () => answer(api.GET('/api/findings/counts')) });
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
