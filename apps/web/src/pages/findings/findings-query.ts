import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { Finding, FindingPage } from '../../app/api/types';
import type { FindingFilters } from './findings-filters';

/** Rows per request: the API's largest page (WORKFLOW_MAX_PAGE_SIZE of libs/domain). */
export const FINDINGS_PAGE_SIZE = 200;

/** One machine of a host page: a host id of a source (beta host_id, alpha asset_id). */
export interface FindingsHost {
  id: number;
  source: Finding['source'];
}

/**
 * The findings of the caller's teams matching `filters`, and of `host`'s machine when given (its findings of every
 * scanner), page after page as the table scrolls (GET /api/findings: filtered, sorted and paged on the server).
 */
export function useFindings(filters: FindingFilters, host?: FindingsHost) {
  return useInfiniteQuery({
    queryKey: ['findings', filters, host ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      answer(
        api.GET('/api/findings', {
          params: { query: { ...filters, ...(host ? { host_id: host.id, host_source: host.source } : {}), page: pageParam, page_size: FINDINGS_PAGE_SIZE } },
        }),
      ),
    getNextPageParam: (last: FindingPage) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}
