// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Which hosts to read: every host of both sources (all_hosts), or the listed beta hosts (after their action plans
 * changed). Unknown hosts are left out (bulk lookup), never NOT_FOUND.
 */
export interface ComplianceFindingsRequest {
  'all_hosts'?: (boolean);
  'beta_host_ids'?: (number | string | Long)[];
}

/**
 * Which hosts to read: every host of both sources (all_hosts), or the listed beta hosts (after their action plans
 * changed). Unknown hosts are left out (bulk lookup), never NOT_FOUND.
 */
export interface ComplianceFindingsRequest__Output {
  'all_hosts': (boolean);
  'beta_host_ids': (number)[];
}
