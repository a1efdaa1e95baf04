import { QUEUE_ITEM_STATUSES, QUEUE_WORKFLOW_TYPES } from '@vmdash/domain';
import type { QueueItem, WorkflowType } from '../../app/api/types';

export type QueueStatus = QueueItem['status'];

/**
 * The queue page's view as its URL carries it (docs/decisions/0018: "every filtered view is a URL"): the items filtered by
 * workflow type and status, or the false-positive submissions (`view=submissions`).
 */
export interface QueueFilters {
  view?: 'submissions';
  workflow_type?: WorkflowType;
  status?: QueueStatus;
}

/** The filters of a URL's search parameters; unknown values are left out (the API would refuse them). */
export function queueFiltersFromSearch(params: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  if (params.get('view') === 'submissions') filters.view = 'submissions';
  const type = params.get('workflow_type');
  if (type && (QUEUE_WORKFLOW_TYPES as readonly string[]).includes(type)) filters.workflow_type = type as WorkflowType;
  const status = params.get('status');
  if (status && (QUEUE_ITEM_STATUSES as readonly string[]).includes(status)) filters.status = status as QueueStatus;
  return filters;
}

/** The search parameters of filters, in a fixed order and without empty values (so equal filters give equal URLs). */
export function searchFromQueueFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['view', 'workflow_type', 'status'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Pending FP items not yet in a submission: the items a false-positive submission may take or map (docs/decisions/0011). */
export function submittableItems(items: readonly QueueItem[]): QueueItem[] {
  return items.filter((item) => item.workflow_type === 'FP' && item.status === 'pending' && item.submission_id === null);
}
