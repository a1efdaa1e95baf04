// Original file: vmdash/v1/action_plan.proto

import type { NullableString as _vmdash_v1_NullableString, NullableString__Output as _vmdash_v1_NullableString__Output } from '../../vmdash/v1/NullableString';

/**
 * Keys accepted in `updates` of PATCH /hosts/{host_id}/action-plans; an absent field is left unchanged.
 */
export interface PlanUpdates {
  'commit_date'?: (string);
  'tracker_vnr'?: (_vmdash_v1_NullableString | null);
  'risk_exc'?: (_vmdash_v1_NullableString | null);
  /**
   * true makes the plan inactive.
   */
  'deactivation'?: (boolean);
  '_commit_date'?: "commit_date";
  '_tracker_vnr'?: "tracker_vnr";
  '_risk_exc'?: "risk_exc";
  '_deactivation'?: "deactivation";
}

/**
 * Keys accepted in `updates` of PATCH /hosts/{host_id}/action-plans; an absent field is left unchanged.
 */
export interface PlanUpdates__Output {
  'commit_date'?: (string);
  'tracker_vnr'?: (_vmdash_v1_NullableString__Output | null);
  'risk_exc'?: (_vmdash_v1_NullableString__Output | null);
  /**
   * true makes the plan inactive.
   */
  'deactivation'?: (boolean);
}
