// Original file: vmdash/v1/data_cache.proto

import type { RemediationTimesGroup as _vmdash_v1_RemediationTimesGroup, RemediationTimesGroup__Output as _vmdash_v1_RemediationTimesGroup__Output } from '../../vmdash/v1/RemediationTimesGroup';

export interface RemediationTimes {
  'window_days'?: (number);
  /**
   * Start of the window (ISO 8601): findings fixed at or after it count.
   */
  'since'?: (string);
  /**
   * Ordered by team, severity (most severe first), source.
   */
  'groups'?: (_vmdash_v1_RemediationTimesGroup)[];
}

export interface RemediationTimes__Output {
  'window_days': (number);
  /**
   * Start of the window (ISO 8601): findings fixed at or after it count.
   */
  'since': (string);
  /**
   * Ordered by team, severity (most severe first), source.
   */
  'groups': (_vmdash_v1_RemediationTimesGroup__Output)[];
}
