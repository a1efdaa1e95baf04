import { useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { components } from '../../app/api/dashboard-api.generated';
import { FINDINGS_PAGE_SIZE } from '../findings/findings-query';
import type { ChangeFilters } from './changes-filters';

/** One change of a finding (GET /api/findings/changes): the finding as it is now, the kind of change and its scan time. */
export type FindingChange = components['schemas']['FindingChange'];
type FindingChangePage = components['schemas']['FindingChangePage'];

/**
 * The new, fixed and reopened findings of the caller's teams matching `filters`, newest change first, page after page
 * as the table scrolls (GET /api/findings/changes).
 */
export function useFindingChanges(filters: ChangeFilters) {
  return useInfiniteQuery({
    queryKey: ['findings', 'changes', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => answer(api.GET('/api/findings/changes', { params: { query: { ...filters, page: pageParam, page_size: FINDINGS_PAGE_SIZE } } })),
    getNextPageParam: (last: FindingChangePage) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}
