// Original file: vmdash/v1/dashboard.proto


/**
 * Refused with INVALID_ARGUMENT when the session is not impersonating, SESSION_ENDED when it is no longer active.
 */
export interface StopImpersonationRequest {
  'session_id'?: (string);
  'client_address'?: (string);
}

/**
 * Refused with INVALID_ARGUMENT when the session is not impersonating, SESSION_ENDED when it is no longer active.
 */
export interface StopImpersonationRequest__Output {
  'session_id': (string);
  'client_address': (string);
}
