// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { TrackerQuota as _vmdash_v1_TrackerQuota, TrackerQuota__Output as _vmdash_v1_TrackerQuota__Output } from '../../vmdash/v1/TrackerQuota';

/**
 * The tracker quota left, as the integration service counts it (asking spends no tracker call).
 */
export interface TicketQuotaResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'quota'?: (_vmdash_v1_TrackerQuota | null);
}

/**
 * The tracker quota left, as the integration service counts it (asking spends no tracker call).
 */
export interface TicketQuotaResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'quota': (_vmdash_v1_TrackerQuota__Output | null);
}
