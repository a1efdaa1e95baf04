// Original file: vmdash/v1/dashboard_workflows.proto

import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';

export interface StageQueueItemsResponse {
  /**
   * The staged items in request order; a finding already pending for the same workflow answers its existing item.
   */
  'items'?: (_vmdash_v1_QueueItem)[];
}

export interface StageQueueItemsResponse__Output {
  /**
   * The staged items in request order; a finding already pending for the same workflow answers its existing item.
   */
  'items': (_vmdash_v1_QueueItem__Output)[];
}
