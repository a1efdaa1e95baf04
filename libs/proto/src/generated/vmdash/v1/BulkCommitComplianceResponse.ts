// Original file: vmdash/v1/dashboard_compliance.proto

import type { RefusedHost as _vmdash_v1_RefusedHost, RefusedHost__Output as _vmdash_v1_RefusedHost__Output } from '../../vmdash/v1/RefusedHost';

export interface BulkCommitComplianceResponse {
  /**
   * Hosts with at least one changed field.
   */
  'committed'?: (number);
  /**
   * Hosts whose items already had the values.
   */
  'unchanged'?: (number);
  'refused'?: (_vmdash_v1_RefusedHost)[];
}

export interface BulkCommitComplianceResponse__Output {
  /**
   * Hosts with at least one changed field.
   */
  'committed': (number);
  /**
   * Hosts whose items already had the values.
   */
  'unchanged': (number);
  'refused': (_vmdash_v1_RefusedHost__Output)[];
}
