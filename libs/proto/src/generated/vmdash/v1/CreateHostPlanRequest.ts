// Original file: vmdash/v1/dashboard_workflows.proto

import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from '../../vmdash/v1/PlanFields';
import type { Long } from '@grpc/proto-loader';

/**
 * POST /api/hosts/{host_id}/action-plans (docs/decisions/0020): creates a plan through action-plan's CreatePlan, whose rules by
 * plan_type apply (its INVALID_ARGUMENT is refused with INVALID_ARGUMENT naming the field, its NOT_FOUND and
 * FAILED_PRECONDITION as NOT_FOUND and CONFLICT). idempotency_key: as CreatePlanRequest's, for the calling user.
 */
export interface CreateHostPlanRequest {
  'host_id'?: (number | string | Long);
  'plan'?: (_vmdash_v1_PlanFields | null);
  'idempotency_key'?: (string);
  'client_address'?: (string);
  '_idempotency_key'?: "idempotency_key";
}

/**
 * POST /api/hosts/{host_id}/action-plans (docs/decisions/0020): creates a plan through action-plan's CreatePlan, whose rules by
 * plan_type apply (its INVALID_ARGUMENT is refused with INVALID_ARGUMENT naming the field, its NOT_FOUND and
 * FAILED_PRECONDITION as NOT_FOUND and CONFLICT). idempotency_key: as CreatePlanRequest's, for the calling user.
 */
export interface CreateHostPlanRequest__Output {
  'host_id': (number);
  'plan': (_vmdash_v1_PlanFields__Output | null);
  'idempotency_key'?: (string);
  'client_address': (string);
}
