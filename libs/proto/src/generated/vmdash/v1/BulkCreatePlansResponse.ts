// Original file: vmdash/v1/action_plan.proto

import type { BulkPlanCreated as _vmdash_v1_BulkPlanCreated, BulkPlanCreated__Output as _vmdash_v1_BulkPlanCreated__Output } from '../../vmdash/v1/BulkPlanCreated';
import type { BulkPlanFailed as _vmdash_v1_BulkPlanFailed, BulkPlanFailed__Output as _vmdash_v1_BulkPlanFailed__Output } from '../../vmdash/v1/BulkPlanFailed';

/**
 * Per-host outcome of a bulk create: each host succeeds or fails on its own.
 */
export interface BulkCreatePlansResponse {
  'created'?: (_vmdash_v1_BulkPlanCreated)[];
  'failed'?: (_vmdash_v1_BulkPlanFailed)[];
}

/**
 * Per-host outcome of a bulk create: each host succeeds or fails on its own.
 */
export interface BulkCreatePlansResponse__Output {
  'created': (_vmdash_v1_BulkPlanCreated__Output)[];
  'failed': (_vmdash_v1_BulkPlanFailed__Output)[];
}
