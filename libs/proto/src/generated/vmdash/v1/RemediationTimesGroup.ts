// Original file: vmdash/v1/data_cache.proto


/**
 * Days from first_seen to fixed_at of the fixed findings of one team, severity and source.
 */
export interface RemediationTimesGroup {
  /**
   * The value of the scope's team field on the finding's host, empty when the host has none.
   */
  'team'?: (string);
  'severity'?: (string);
  /**
   * alpha or beta.
   */
  'source'?: (string);
  /**
   * How many fixed findings the mean and median are based on.
   */
  'count'?: (number);
  'mean_days'?: (number | string);
  'median_days'?: (number | string);
}

/**
 * Days from first_seen to fixed_at of the fixed findings of one team, severity and source.
 */
export interface RemediationTimesGroup__Output {
  /**
   * The value of the scope's team field on the finding's host, empty when the host has none.
   */
  'team': (string);
  'severity': (string);
  /**
   * alpha or beta.
   */
  'source': (string);
  /**
   * How many fixed findings the mean and median are based on.
   */
  'count': (number);
  'mean_days': (number);
  'median_days': (number);
}
