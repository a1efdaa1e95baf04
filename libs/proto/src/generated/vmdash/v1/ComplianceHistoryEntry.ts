// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * One change of one field of one item.
 */
export interface ComplianceHistoryEntry {
  'metric_id'?: (string);
  /**
   * resolution_date or remediation_plan
   */
  'field'?: (string);
  'old_value'?: (string);
  'new_value'?: (string);
  'change_reason'?: (string);
  /**
   * Username of who changed it.
   */
  'changed_by'?: (string);
  'changed_at'?: (string);
  /**
   * The Admin who changed it while impersonating changed_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  '_old_value'?: "old_value";
  '_new_value'?: "new_value";
  '_change_reason'?: "change_reason";
  '_impersonated_by'?: "impersonated_by";
}

/**
 * One change of one field of one item.
 */
export interface ComplianceHistoryEntry__Output {
  'metric_id': (string);
  /**
   * resolution_date or remediation_plan
   */
  'field': (string);
  'old_value'?: (string);
  'new_value'?: (string);
  'change_reason'?: (string);
  /**
   * Username of who changed it.
   */
  'changed_by': (string);
  'changed_at': (string);
  /**
   * The Admin who changed it while impersonating changed_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
}
