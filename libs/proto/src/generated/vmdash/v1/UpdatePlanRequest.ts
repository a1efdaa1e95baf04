// Original file: vmdash/v1/action_plan.proto

import type { PlanUpdates as _vmdash_v1_PlanUpdates, PlanUpdates__Output as _vmdash_v1_PlanUpdates__Output } from '../../vmdash/v1/PlanUpdates';
import type { Long } from '@grpc/proto-loader';

export interface UpdatePlanRequest {
  'host_id'?: (number | string | Long);
  'action_plan_id'?: (string);
  'updates'?: (_vmdash_v1_PlanUpdates | null);
  'idempotency_key'?: (string);
  '_idempotency_key'?: "idempotency_key";
}

export interface UpdatePlanRequest__Output {
  'host_id': (number);
  'action_plan_id': (string);
  'updates': (_vmdash_v1_PlanUpdates__Output | null);
  'idempotency_key'?: (string);
}
