// Original file: vmdash/v1/dashboard_workflows.proto

import type { ScopedBetaFinding as _vmdash_v1_ScopedBetaFinding, ScopedBetaFinding__Output as _vmdash_v1_ScopedBetaFinding__Output } from '../../vmdash/v1/ScopedBetaFinding';
import type { CachedActionPlan as _vmdash_v1_CachedActionPlan, CachedActionPlan__Output as _vmdash_v1_CachedActionPlan__Output } from '../../vmdash/v1/CachedActionPlan';
import type { AcceptedRisk as _vmdash_v1_AcceptedRisk, AcceptedRisk__Output as _vmdash_v1_AcceptedRisk__Output } from '../../vmdash/v1/AcceptedRisk';

/**
 * A finding of GET /api/findings with the active plan that covers it, if any, from the action-plan cache, and whether
 * the action-plan service knows its host (atlas_known; docs/decisions/0013-action-plan-cache.md).
 */
export interface PlannedFinding {
  'finding'?: (_vmdash_v1_ScopedBetaFinding | null);
  'action_plan'?: (_vmdash_v1_CachedActionPlan | null);
  'atlas_known'?: (boolean);
  /**
   * Set while a risk exception in force covers the finding: it is accepted (docs/decisions/0032-risk-exceptions.md).
   */
  'accepted_risk'?: (_vmdash_v1_AcceptedRisk | null);
  '_action_plan'?: "action_plan";
  '_accepted_risk'?: "accepted_risk";
}

/**
 * A finding of GET /api/findings with the active plan that covers it, if any, from the action-plan cache, and whether
 * the action-plan service knows its host (atlas_known; docs/decisions/0013-action-plan-cache.md).
 */
export interface PlannedFinding__Output {
  'finding': (_vmdash_v1_ScopedBetaFinding__Output | null);
  'action_plan'?: (_vmdash_v1_CachedActionPlan__Output | null);
  'atlas_known': (boolean);
  /**
   * Set while a risk exception in force covers the finding: it is accepted (docs/decisions/0032-risk-exceptions.md).
   */
  'accepted_risk'?: (_vmdash_v1_AcceptedRisk__Output | null);
}
