// Original file: vmdash/v1/action_plan.proto

import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from '../../vmdash/v1/PlanFields';
import type { Long } from '@grpc/proto-loader';

/**
 * idempotency_key (CreatePlan, UpdatePlan, BulkCreatePlans): the Data API's Idempotency-Key header, when sent. The
 * first request with a key stores its answer for 24 h; a retry by the same caller with the same key and the same
 * request answers it again without writing; the same key with another request is INVALID_ARGUMENT; while the first is
 * still running, FAILED_PRECONDITION.
 */
export interface CreatePlanRequest {
  'host_id'?: (number | string | Long);
  'plan'?: (_vmdash_v1_PlanFields | null);
  'idempotency_key'?: (string);
  '_idempotency_key'?: "idempotency_key";
}

/**
 * idempotency_key (CreatePlan, UpdatePlan, BulkCreatePlans): the Data API's Idempotency-Key header, when sent. The
 * first request with a key stores its answer for 24 h; a retry by the same caller with the same key and the same
 * request answers it again without writing; the same key with another request is INVALID_ARGUMENT; while the first is
 * still running, FAILED_PRECONDITION.
 */
export interface CreatePlanRequest__Output {
  'host_id': (number);
  'plan': (_vmdash_v1_PlanFields__Output | null);
  'idempotency_key'?: (string);
}
