// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';

/**
 * Every plan of the host, active and inactive, newest first (as action-plan's ListPlans answers it).
 */
export interface HostPlansResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'items'?: (_vmdash_v1_ActionPlan)[];
}

/**
 * Every plan of the host, active and inactive, newest first (as action-plan's ListPlans answers it).
 */
export interface HostPlansResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'items': (_vmdash_v1_ActionPlan__Output)[];
}
