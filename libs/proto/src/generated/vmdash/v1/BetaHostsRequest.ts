// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

export interface BetaHostsRequest {
  'host_ids'?: (number | string | Long)[];
}

export interface BetaHostsRequest__Output {
  'host_ids': (number)[];
}
