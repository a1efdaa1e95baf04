// Original file: vmdash/v1/dashboard.proto


export interface OidcLogoutResponse {
  /**
   * How many sessions ended (0 when the identity has no user or no session).
   */
  'sessions_ended'?: (number);
}

export interface OidcLogoutResponse__Output {
  /**
   * How many sessions ended (0 when the identity has no user or no session).
   */
  'sessions_ended': (number);
}
