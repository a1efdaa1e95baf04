// Original file: vmdash/v1/dashboard_library.proto


/**
 * Changes of a template; absent fields stay. An unknown id is NOT_FOUND, a name another template has (compared
 * case-insensitively) CONFLICT.
 */
export interface UpdateRiskTemplateRequest {
  'id'?: (string);
  'name'?: (string);
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  'description'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  'risk_rating'?: (string);
  'expiration_days'?: (number);
  'client_address'?: (string);
  '_name'?: "name";
  '_vendor'?: "vendor";
  '_platform'?: "platform";
  '_model'?: "model";
  '_description'?: "description";
  '_justification'?: "justification";
  '_compensating_controls'?: "compensating_controls";
  '_risk_rating'?: "risk_rating";
  '_expiration_days'?: "expiration_days";
}

/**
 * Changes of a template; absent fields stay. An unknown id is NOT_FOUND, a name another template has (compared
 * case-insensitively) CONFLICT.
 */
export interface UpdateRiskTemplateRequest__Output {
  'id': (string);
  'name'?: (string);
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  'description'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  'risk_rating'?: (string);
  'expiration_days'?: (number);
  'client_address': (string);
}
