// Original file: vmdash/v1/data_cache.proto

import type { FindingTrendPoint as _vmdash_v1_FindingTrendPoint, FindingTrendPoint__Output as _vmdash_v1_FindingTrendPoint__Output } from '../../vmdash/v1/FindingTrendPoint';
import type { OpenFindingCount as _vmdash_v1_OpenFindingCount, OpenFindingCount__Output as _vmdash_v1_OpenFindingCount__Output } from '../../vmdash/v1/OpenFindingCount';

export interface FindingTrend {
  'window_days'?: (number);
  'interval'?: (string);
  'since'?: (string);
  /**
   * Periods with at least one transition, oldest first, then by severity (most severe first).
   */
  'points'?: (_vmdash_v1_FindingTrendPoint)[];
  /**
   * Every source and severity, by source, then most severe first.
   */
  'open_now'?: (_vmdash_v1_OpenFindingCount)[];
}

export interface FindingTrend__Output {
  'window_days': (number);
  'interval': (string);
  'since': (string);
  /**
   * Periods with at least one transition, oldest first, then by severity (most severe first).
   */
  'points': (_vmdash_v1_FindingTrendPoint__Output)[];
  /**
   * Every source and severity, by source, then most severe first.
   */
  'open_now': (_vmdash_v1_OpenFindingCount__Output)[];
}
