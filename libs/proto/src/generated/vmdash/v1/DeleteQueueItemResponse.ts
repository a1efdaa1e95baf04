// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';

export interface DeleteQueueItemResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
}

export interface DeleteQueueItemResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
}
