// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * The risk template an exception uses, its fields as they were when the exception was requested.
 */
export interface ExceptionTemplate {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'justification'?: (string);
  'compensating_controls'?: (string);
  /**
   * low, medium, high or critical: the rating whose maximum duration bounds expires_on.
   */
  'risk_rating'?: (string);
  'expiration_days'?: (number);
}

/**
 * The risk template an exception uses, its fields as they were when the exception was requested.
 */
export interface ExceptionTemplate__Output {
  'id': (string);
  'name': (string);
  'description': (string);
  'justification': (string);
  'compensating_controls': (string);
  /**
   * low, medium, high or critical: the rating whose maximum duration bounds expires_on.
   */
  'risk_rating': (string);
  'expiration_days': (number);
}
