// Original file: vmdash/v1/dashboard.proto


/**
 * Refused with INVALID_ARGUMENT for an unknown target, oneself, another Admin or a disabled user, SESSION_ENDED when the
 * Admin's session is no longer active.
 */
export interface ImpersonateRequest {
  'session_id'?: (string);
  'target_user_id'?: (string);
  'client_address'?: (string);
}

/**
 * Refused with INVALID_ARGUMENT for an unknown target, oneself, another Admin or a disabled user, SESSION_ENDED when the
 * Admin's session is no longer active.
 */
export interface ImpersonateRequest__Output {
  'session_id': (string);
  'target_user_id': (string);
  'client_address': (string);
}
