// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * Days to remediate a finding of each level on an asset of one criticality (asset tier 1-5).
 */
export interface SlaPolicyTier {
  'criticality'?: (number);
  'critical'?: (number);
  'high'?: (number);
  'medium'?: (number);
}

/**
 * Days to remediate a finding of each level on an asset of one criticality (asset tier 1-5).
 */
export interface SlaPolicyTier__Output {
  'criticality': (number);
  'critical': (number);
  'high': (number);
  'medium': (number);
}
