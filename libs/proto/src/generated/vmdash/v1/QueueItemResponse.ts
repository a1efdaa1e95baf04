// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { QueueItem as _vmdash_v1_QueueItem, QueueItem__Output as _vmdash_v1_QueueItem__Output } from '../../vmdash/v1/QueueItem';

export interface QueueItemResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'item'?: (_vmdash_v1_QueueItem | null);
}

export interface QueueItemResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'item': (_vmdash_v1_QueueItem__Output | null);
}
