// Original file: vmdash/v1/data_cache.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A finding on a host as an action plan names it: by plugin (scanner_id), by active finding id
 * (active_host_findings_id), or both (then one finding must carry both).
 */
export interface BetaFindingRef {
  'host_id'?: (number | string | Long);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  '_scanner_id'?: "scanner_id";
  '_active_host_findings_id'?: "active_host_findings_id";
}

/**
 * A finding on a host as an action plan names it: by plugin (scanner_id), by active finding id
 * (active_host_findings_id), or both (then one finding must carry both).
 */
export interface BetaFindingRef__Output {
  'host_id': (number);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number);
}
