// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { ActionPlan as _vmdash_v1_ActionPlan, ActionPlan__Output as _vmdash_v1_ActionPlan__Output } from '../../vmdash/v1/ActionPlan';

/**
 * CREATED with the stored plan, or a refusal.
 */
export interface HostPlanResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'plan'?: (_vmdash_v1_ActionPlan | null);
}

/**
 * CREATED with the stored plan, or a refusal.
 */
export interface HostPlanResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'plan': (_vmdash_v1_ActionPlan__Output | null);
}
