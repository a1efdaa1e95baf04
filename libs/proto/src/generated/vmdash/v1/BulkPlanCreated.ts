// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

export interface BulkPlanCreated {
  'host_id'?: (number | string | Long);
  'action_plan_id'?: (string);
}

export interface BulkPlanCreated__Output {
  'host_id': (number);
  'action_plan_id': (string);
}
