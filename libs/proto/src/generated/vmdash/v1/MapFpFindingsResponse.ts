// Original file: vmdash/v1/dashboard_workflows.proto

import type { FailedFinding as _vmdash_v1_FailedFinding, FailedFinding__Output as _vmdash_v1_FailedFinding__Output } from '../../vmdash/v1/FailedFinding';

export interface MapFpFindingsResponse {
  /**
   * Queue item ids whose finding the platform mapped (those items are now completed).
   */
  'added_findings'?: (string)[];
  'failed_findings'?: (_vmdash_v1_FailedFinding)[];
}

export interface MapFpFindingsResponse__Output {
  /**
   * Queue item ids whose finding the platform mapped (those items are now completed).
   */
  'added_findings': (string)[];
  'failed_findings': (_vmdash_v1_FailedFinding__Output)[];
}
