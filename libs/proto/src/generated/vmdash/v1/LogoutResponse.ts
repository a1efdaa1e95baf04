// Original file: vmdash/v1/dashboard.proto


export interface LogoutResponse {
  /**
   * True when a session with that id existed and was deleted.
   */
  'ended'?: (boolean);
}

export interface LogoutResponse__Output {
  /**
   * True when a session with that id existed and was deleted.
   */
  'ended': (boolean);
}
