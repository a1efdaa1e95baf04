// Original file: vmdash/v1/dashboard_workflows.proto

import type { StageItem as _vmdash_v1_StageItem, StageItem__Output as _vmdash_v1_StageItem__Output } from '../../vmdash/v1/StageItem';

export interface StageQueueItemsRequest {
  'items'?: (_vmdash_v1_StageItem)[];
  /**
   * Client address as the gateway determined it (audit ipAddress).
   */
  'client_address'?: (string);
}

export interface StageQueueItemsRequest__Output {
  'items': (_vmdash_v1_StageItem__Output)[];
  /**
   * Client address as the gateway determined it (audit ipAddress).
   */
  'client_address': (string);
}
