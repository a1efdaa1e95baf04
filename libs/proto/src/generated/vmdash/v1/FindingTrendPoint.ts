// Original file: vmdash/v1/data_cache.proto


/**
 * One period and severity: findings new in it (opened or reopened) and fixed in it.
 */
export interface FindingTrendPoint {
  /**
   * Start of the period (ISO 8601, 00:00 UTC).
   */
  'period'?: (string);
  'severity'?: (string);
  'new'?: (number);
  'fixed'?: (number);
}

/**
 * One period and severity: findings new in it (opened or reopened) and fixed in it.
 */
export interface FindingTrendPoint__Output {
  /**
   * Start of the period (ISO 8601, 00:00 UTC).
   */
  'period': (string);
  'severity': (string);
  'new': (number);
  'fixed': (number);
}
