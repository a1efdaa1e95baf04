// Original file: vmdash/v1/data_cache.proto

import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from '../../vmdash/v1/FindingScope';

/**
 * Findings fixed in the last window_days days (by fixed_at, the scan time that no longer reported them).
 */
export interface RemediationTimesRequest {
  'scope'?: (_vmdash_v1_FindingScope | null);
  'window_days'?: (number);
}

/**
 * Findings fixed in the last window_days days (by fixed_at, the scan time that no longer reported them).
 */
export interface RemediationTimesRequest__Output {
  'scope': (_vmdash_v1_FindingScope__Output | null);
  'window_days': (number);
}
