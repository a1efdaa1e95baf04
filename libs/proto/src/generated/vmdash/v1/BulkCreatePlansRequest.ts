// Original file: vmdash/v1/action_plan.proto

import type { PlanFields as _vmdash_v1_PlanFields, PlanFields__Output as _vmdash_v1_PlanFields__Output } from '../../vmdash/v1/PlanFields';
import type { Long } from '@grpc/proto-loader';

export interface BulkCreatePlansRequest {
  'host_ids'?: (number | string | Long)[];
  'plan'?: (_vmdash_v1_PlanFields | null);
  'idempotency_key'?: (string);
  '_idempotency_key'?: "idempotency_key";
}

export interface BulkCreatePlansRequest__Output {
  'host_ids': (number)[];
  'plan': (_vmdash_v1_PlanFields__Output | null);
  'idempotency_key'?: (string);
}
