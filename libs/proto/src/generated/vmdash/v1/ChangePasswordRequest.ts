// Original file: vmdash/v1/dashboard.proto


export interface ChangePasswordRequest {
  /**
   * The caller's own session: it stays, every other session of the user ends.
   */
  'session_id'?: (string);
  'current_password'?: (string);
  'new_password'?: (string);
  'client_address'?: (string);
}

export interface ChangePasswordRequest__Output {
  /**
   * The caller's own session: it stays, every other session of the user ends.
   */
  'session_id': (string);
  'current_password': (string);
  'new_password': (string);
  'client_address': (string);
}
