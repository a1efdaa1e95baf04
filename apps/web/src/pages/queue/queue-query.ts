import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { QueueItem } from '../../app/api/types';
import type { QueueFilters } from './queue-filters';

/** Query key of everything about the queue (items, notes, submissions): invalidated after each queue mutation. */
export const QUEUE_KEY = ['queue'] as const;
/** Query key of the submissions list. */
export const SUBMISSIONS_KEY = [...QUEUE_KEY, 'submissions'] as const;
/** Rows per request: the API's largest page (WORKFLOW_MAX_PAGE_SIZE of libs/domain). */
export const QUEUE_PAGE_SIZE = 200;

type QueuePage = { page: number; page_size: number; total: number; items: QueueItem[] };

/** The caller's queue items matching `filters`, page after page as the table scrolls (GET /api/beta/todo-queue). */
export function useQueueItems(filters: Pick<QueueFilters, 'workflow_type' | 'status'>) {
  return useInfiniteQuery({
    queryKey: [...QUEUE_KEY, 'items', filters.workflow_type ?? null, filters.status ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      answer(api.GET('/api/beta/todo-queue', { params: { query: { workflow_type: filters.workflow_type, status: filters.status, page: pageParam, page_size: QUEUE_PAGE_SIZE } } })),
    getNextPageParam: (last: QueuePage) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

/** The caller's pending FP items (the ones a submission may take or map), first page of the largest size. */
export function usePendingFpItems(enabled: boolean) {
  return useQuery({
    queryKey: [...QUEUE_KEY, 'items', 'FP', 'pending', 'first-page'],
    queryFn: () => answer(api.GET('/api/beta/todo-queue', { params: { query: { workflow_type: 'FP', status: 'pending', page_size: QUEUE_PAGE_SIZE } } })),
    enabled,
  });
}

/** The false-positive submissions the caller sees, newest first (GET /api/beta/fp-workflow/submissions). */
export function useSubmissions() {
  return useQuery({ queryKey: SUBMISSIONS_KEY, queryFn: () => answer(api.GET('/api/beta/fp-workflow/submissions', { params: { query: { page_size: 200 } } })) });
}

/** The notes of a Remediate item, oldest first (GET /api/beta/todo-queue/{id}/notes). */
export function useQueueNotes(id: string) {
  return useQuery({ queryKey: [...QUEUE_KEY, 'notes', id], queryFn: () => answer(api.GET('/api/beta/todo-queue/{id}/notes', { params: { path: { id } } })) });
}
