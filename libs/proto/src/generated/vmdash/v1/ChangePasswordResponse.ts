// Original file: vmdash/v1/dashboard.proto


export interface ChangePasswordResponse {
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended'?: (number);
  /**
   * The caller's session continues under this new id (the old one no longer works); the gateway sets it as the
   * session_id cookie.
   */
  'session_id'?: (string);
}

export interface ChangePasswordResponse__Output {
  /**
   * Other sessions of the user that were ended.
   */
  'sessions_ended': (number);
  /**
   * The caller's session continues under this new id (the old one no longer works); the gateway sets it as the
   * session_id cookie.
   */
  'session_id': (string);
}
