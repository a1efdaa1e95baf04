// Original file: vmdash/v1/data_cache.proto


/**
 * One period and SLA level (critical, high, medium).
 */
export interface SlaTrendPoint {
  /**
   * Start of the period (ISO 8601, 00:00 UTC).
   */
  'period'?: (string);
  'level'?: (string);
  /**
   * Findings fixed in the period, and how many of them by their SLA due date.
   */
  'fixed'?: (number);
  'fixed_within_sla'?: (number);
  /**
   * Findings open at the end of the period (or now, for the current one) and past their SLA due date.
   */
  'open_past_sla'?: (number);
}

/**
 * One period and SLA level (critical, high, medium).
 */
export interface SlaTrendPoint__Output {
  /**
   * Start of the period (ISO 8601, 00:00 UTC).
   */
  'period': (string);
  'level': (string);
  /**
   * Findings fixed in the period, and how many of them by their SLA due date.
   */
  'fixed': (number);
  'fixed_within_sla': (number);
  /**
   * Findings open at the end of the period (or now, for the current one) and past their SLA due date.
   */
  'open_past_sla': (number);
}
