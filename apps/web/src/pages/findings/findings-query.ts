import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { FindingPage } from '../../app/api/types';
import type { FindingFilters } from './findings-filters';

/** Rows per request: the API's largest page (WORKFLOW_MAX_PAGE_SIZE of libs/domain). */
export const FINDINGS_PAGE_SIZE = 200;

/**
 * The findings of the caller's teams matching `filters` and `hostId`, page after page as the table scrolls
 * (GET /api/findings: filtered, sorted and paged on the server).
 */
export function useFindings(filters: FindingFilters, hostId?: number) {
  return useInfiniteQuery({
    queryKey: ['findings', filters, hostId ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => answer(api.GET('/api/findings', { params: { query: { ...filters, ...(hostId ? { host_id: hostId } : {}), page: pageParam, page_size: FINDINGS_PAGE_SIZE } } })),
    getNextPageParam: (last: FindingPage) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}
