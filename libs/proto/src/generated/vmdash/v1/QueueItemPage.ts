// Original file: vmdash/v1/dashboard_workflows.proto

import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';

export interface QueueItemPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_QueueItem)[];
}

export interface QueueItemPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_QueueItem__Output)[];
}
