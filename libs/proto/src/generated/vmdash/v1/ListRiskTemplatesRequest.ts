// Original file: vmdash/v1/dashboard_library.proto


export interface ListRiskTemplatesRequest {
  /**
   * Case-insensitive substring of name, description, justification or compensating_controls.
   */
  'q'?: (string);
  /**
   * Exact matches, compared case-insensitively.
   */
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  /**
   * 1-based.
   */
  'page'?: (number);
  'page_size'?: (number);
  '_q'?: "q";
  '_vendor'?: "vendor";
  '_platform'?: "platform";
  '_model'?: "model";
}

export interface ListRiskTemplatesRequest__Output {
  /**
   * Case-insensitive substring of name, description, justification or compensating_controls.
   */
  'q'?: (string);
  /**
   * Exact matches, compared case-insensitively.
   */
  'vendor'?: (string);
  'platform'?: (string);
  'model'?: (string);
  /**
   * 1-based.
   */
  'page': (number);
  'page_size': (number);
}
