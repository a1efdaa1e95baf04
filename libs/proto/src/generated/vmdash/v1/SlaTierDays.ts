// Original file: vmdash/v1/data_cache.proto


/**
 * Days to remediate per SLA level on assets of one criticality (asset tier).
 */
export interface SlaTierDays {
  'critical'?: (number);
  'high'?: (number);
  'medium'?: (number);
}

/**
 * Days to remediate per SLA level on assets of one criticality (asset tier).
 */
export interface SlaTierDays__Output {
  'critical': (number);
  'high': (number);
  'medium': (number);
}
