// Original file: vmdash/v1/data_cache.proto

import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from '../../vmdash/v1/FindingScope';

/**
 * Transitions whose scan time falls in the last window_days days, counted per day or per week (ISO weeks, from
 * Monday 00:00 UTC).
 */
export interface FindingTrendRequest {
  'scope'?: (_vmdash_v1_FindingScope | null);
  'window_days'?: (number);
  /**
   * "day" or "week".
   */
  'interval'?: (string);
}

/**
 * Transitions whose scan time falls in the last window_days days, counted per day or per week (ISO weeks, from
 * Monday 00:00 UTC).
 */
export interface FindingTrendRequest__Output {
  'scope': (_vmdash_v1_FindingScope__Output | null);
  'window_days': (number);
  /**
   * "day" or "week".
   */
  'interval': (string);
}
