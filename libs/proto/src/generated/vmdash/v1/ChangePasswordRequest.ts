// Original file: vmdash/v1/dashboard.proto


/**
 * Refused with CREDENTIALS_REFUSED (the current password is wrong), SESSION_ENDED (the session ended or expired
 * meanwhile, or the account is disabled) or INVALID_ARGUMENT (the session is impersonating: an Admin does not change
 * another user's password through their session).
 */
export interface ChangePasswordRequest {
  /**
   * The caller's own session: it stays, every other session of the user ends.
   */
  'session_id'?: (string);
  'current_password'?: (string);
  'new_password'?: (string);
  'client_address'?: (string);
}

/**
 * Refused with CREDENTIALS_REFUSED (the current password is wrong), SESSION_ENDED (the session ended or expired
 * meanwhile, or the account is disabled) or INVALID_ARGUMENT (the session is impersonating: an Admin does not change
 * another user's password through their session).
 */
export interface ChangePasswordRequest__Output {
  /**
   * The caller's own session: it stays, every other session of the user ends.
   */
  'session_id': (string);
  'current_password': (string);
  'new_password': (string);
  'client_address': (string);
}
