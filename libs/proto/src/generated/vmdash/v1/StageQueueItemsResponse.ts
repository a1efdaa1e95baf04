// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';

export interface StageQueueItemsResponse {
  /**
   * NOT_FOUND names the first finding that is not an active finding of the caller's teams (nothing is staged then).
   */
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  /**
   * The staged items in request order; a finding already pending for the same workflow answers its existing item.
   */
  'items'?: (_vmdash_v1_QueueItem)[];
}

export interface StageQueueItemsResponse__Output {
  /**
   * NOT_FOUND names the first finding that is not an active finding of the caller's teams (nothing is staged then).
   */
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  /**
   * The staged items in request order; a finding already pending for the same workflow answers its existing item.
   */
  'items': (_vmdash_v1_QueueItem__Output)[];
}
