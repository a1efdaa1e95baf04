// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Which of the asked host ids exist in the active beta snapshot.
 */
export interface KnownBetaHosts {
  'host_ids'?: (number | string | Long)[];
}

/**
 * Which of the asked host ids exist in the active beta snapshot.
 */
export interface KnownBetaHosts__Output {
  'host_ids': (number)[];
}
