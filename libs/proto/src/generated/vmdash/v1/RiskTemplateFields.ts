// Original file: vmdash/v1/dashboard_library.proto


/**
 * The editable fields of a template (every one required on create).
 */
export interface RiskTemplateFields {
  'name'?: (string);
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  'description'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  'risk_rating'?: (string);
  'expiration_days'?: (number);
}

/**
 * The editable fields of a template (every one required on create).
 */
export interface RiskTemplateFields__Output {
  'name': (string);
  'vendor': (string);
  'platform': (string);
  'model': (string);
  'description': (string);
  'justification': (string);
  'compensating_controls': (string);
  'risk_rating': (string);
  'expiration_days': (number);
}
