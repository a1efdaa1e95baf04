// Original file: vmdash/v1/dashboard_library.proto


/**
 * A risk-acceptance template (issue: id, name, vendor, platform, model, description, justification,
 * compensating_controls, risk_rating, expiration_days, created_by, created_at, updated_at). Timestamps ISO 8601 UTC.
 */
export interface RiskTemplate {
  'id'?: (string);
  /**
   * Unique, compared case-insensitively.
   */
  'name'?: (string);
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  'description'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  /**
   * low, medium, high or critical
   */
  'risk_rating'?: (string);
  /**
   * Days a risk acceptance made from the template lasts.
   */
  'expiration_days'?: (number);
  /**
   * Username of the creator.
   */
  'created_by'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * The Admin who created it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  '_impersonated_by'?: "impersonated_by";
}

/**
 * A risk-acceptance template (issue: id, name, vendor, platform, model, description, justification,
 * compensating_controls, risk_rating, expiration_days, created_by, created_at, updated_at). Timestamps ISO 8601 UTC.
 */
export interface RiskTemplate__Output {
  'id': (string);
  /**
   * Unique, compared case-insensitively.
   */
  'name': (string);
  'vendor': (string);
  'platform': (string);
  'model': (string);
  'description': (string);
  'justification': (string);
  'compensating_controls': (string);
  /**
   * low, medium, high or critical
   */
  'risk_rating': (string);
  /**
   * Days a risk acceptance made from the template lasts.
   */
  'expiration_days': (number);
  /**
   * Username of the creator.
   */
  'created_by': (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * The Admin who created it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
}
