// Original file: vmdash/v1/data_cache.proto

import type { SlaTrendPoint as _vmdash_v1_SlaTrendPoint, SlaTrendPoint__Output as _vmdash_v1_SlaTrendPoint__Output } from '../../vmdash/v1/SlaTrendPoint';

export interface SlaTrend {
  'window_days'?: (number);
  'interval'?: (string);
  'since'?: (string);
  'basis'?: (string);
  'policy_version'?: (number);
  /**
   * Every period of the window, oldest first, then by level (critical, high, medium).
   */
  'points'?: (_vmdash_v1_SlaTrendPoint)[];
}

export interface SlaTrend__Output {
  'window_days': (number);
  'interval': (string);
  'since': (string);
  'basis': (string);
  'policy_version': (number);
  /**
   * Every period of the window, oldest first, then by level (critical, high, medium).
   */
  'points': (_vmdash_v1_SlaTrendPoint__Output)[];
}
