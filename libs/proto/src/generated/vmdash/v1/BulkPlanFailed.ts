// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

export interface BulkPlanFailed {
  'host_id'?: (number | string | Long);
  'reason'?: (string);
}

export interface BulkPlanFailed__Output {
  'host_id': (number);
  'reason': (string);
}
