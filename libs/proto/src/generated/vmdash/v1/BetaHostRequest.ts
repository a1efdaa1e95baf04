// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

export interface BetaHostRequest {
  'host_id'?: (number | string | Long);
}

export interface BetaHostRequest__Output {
  'host_id': (number);
}
