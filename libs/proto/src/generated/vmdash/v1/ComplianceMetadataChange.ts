// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * A metadata change: every field given is set (an empty string clears it); metric_ids empty means every active item
 * of the host.
 */
export interface ComplianceMetadataChange {
  'resolution_date'?: (string);
  'remediation_plan'?: (string);
  'metric_ids'?: (string)[];
  '_resolution_date'?: "resolution_date";
  '_remediation_plan'?: "remediation_plan";
}

/**
 * A metadata change: every field given is set (an empty string clears it); metric_ids empty means every active item
 * of the host.
 */
export interface ComplianceMetadataChange__Output {
  'resolution_date'?: (string);
  'remediation_plan'?: (string);
  'metric_ids': (string)[];
}
