// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPlansRequest {
  'host_id'?: (number | string | Long);
}

export interface ListPlansRequest__Output {
  'host_id': (number);
}
