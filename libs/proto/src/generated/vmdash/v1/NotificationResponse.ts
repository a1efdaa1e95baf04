// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { Notification as _vmdash_v1_Notification, Notification__Output as _vmdash_v1_Notification__Output } from '../../vmdash/v1/Notification';

export interface NotificationResponse {
  /**
   * NOT_FOUND for a notification of another user.
   */
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'notification'?: (_vmdash_v1_Notification | null);
}

export interface NotificationResponse__Output {
  /**
   * NOT_FOUND for a notification of another user.
   */
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'notification': (_vmdash_v1_Notification__Output | null);
}
