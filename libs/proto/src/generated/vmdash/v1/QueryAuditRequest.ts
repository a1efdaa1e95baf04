// Original file: vmdash/v1/dashboard.proto


export interface QueryAuditRequest {
  'user_id'?: (string);
  /**
   * Compared case-insensitively.
   */
  'username'?: (string);
  'action'?: (string);
  /**
   * Inclusive bounds on the entry's timestamp, ISO 8601.
   */
  'from'?: (string);
  'to'?: (string);
  /**
   * 1-based.
   */
  'page'?: (number);
  'page_size'?: (number);
  '_user_id'?: "user_id";
  '_username'?: "username";
  '_action'?: "action";
  '_from'?: "from";
  '_to'?: "to";
}

export interface QueryAuditRequest__Output {
  'user_id'?: (string);
  /**
   * Compared case-insensitively.
   */
  'username'?: (string);
  'action'?: (string);
  /**
   * Inclusive bounds on the entry's timestamp, ISO 8601.
   */
  'from'?: (string);
  'to'?: (string);
  /**
   * 1-based.
   */
  'page': (number);
  'page_size': (number);
}
