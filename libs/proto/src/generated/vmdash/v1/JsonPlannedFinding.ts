// Original file: vmdash/v1/dashboard_workflows.proto

import type { CachedActionPlan as _vmdash_v1_CachedActionPlan, CachedActionPlan__Output as _vmdash_v1_CachedActionPlan__Output } from '../../vmdash/v1/CachedActionPlan';
import type { AcceptedRisk as _vmdash_v1_AcceptedRisk, AcceptedRisk__Output as _vmdash_v1_AcceptedRisk__Output } from '../../vmdash/v1/AcceptedRisk';

/**
 * A finding as data-cache wrote its JSON (data_cache.proto JsonFindingRow: json, split) with the dashboard's fields of
 * PlannedFinding.
 */
export interface JsonPlannedFinding {
  'json'?: (Buffer | Uint8Array | string);
  'split'?: (number);
  'action_plan'?: (_vmdash_v1_CachedActionPlan | null);
  'atlas_known'?: (boolean);
  'accepted_risk'?: (_vmdash_v1_AcceptedRisk | null);
  '_action_plan'?: "action_plan";
  '_accepted_risk'?: "accepted_risk";
}

/**
 * A finding as data-cache wrote its JSON (data_cache.proto JsonFindingRow: json, split) with the dashboard's fields of
 * PlannedFinding.
 */
export interface JsonPlannedFinding__Output {
  'json': (Buffer);
  'split': (number);
  'action_plan'?: (_vmdash_v1_CachedActionPlan__Output | null);
  'atlas_known': (boolean);
  'accepted_risk'?: (_vmdash_v1_AcceptedRisk__Output | null);
}
