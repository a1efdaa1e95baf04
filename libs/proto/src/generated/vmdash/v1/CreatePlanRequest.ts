// Original file: vmdash/v1/action_plan.proto

import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from '../../vmdash/v1/PlanFields';
import type { Long } from '@grpc/proto-loader';

export interface CreatePlanRequest {
  'host_id'?: (number | string | Long);
  'plan'?: (_vmdash_v1_PlanFields | null);
}

export interface CreatePlanRequest__Output {
  'host_id': (number);
  'plan': (_vmdash_v1_PlanFields__Output | null);
}
