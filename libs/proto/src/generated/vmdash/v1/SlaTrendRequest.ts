// Original file: vmdash/v1/data_cache.proto

import type { FindingScope as _vmdash_v1_FindingScope, FindingScope__Output as _vmdash_v1_FindingScope__Output } from '../../vmdash/v1/FindingScope';
import type { SlaRule as _vmdash_v1_SlaRule, SlaRule__Output as _vmdash_v1_SlaRule__Output } from '../../vmdash/v1/SlaRule';

/**
 * Periods (day or ISO week) of the last window_days days, judged by `rule`.
 */
export interface SlaTrendRequest {
  'scope'?: (_vmdash_v1_FindingScope | null);
  'window_days'?: (number);
  /**
   * "day" or "week".
   */
  'interval'?: (string);
  'rule'?: (_vmdash_v1_SlaRule | null);
}

/**
 * Periods (day or ISO week) of the last window_days days, judged by `rule`.
 */
export interface SlaTrendRequest__Output {
  'scope': (_vmdash_v1_FindingScope__Output | null);
  'window_days': (number);
  /**
   * "day" or "week".
   */
  'interval': (string);
  'rule': (_vmdash_v1_SlaRule__Output | null);
}
