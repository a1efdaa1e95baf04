// Original file: vmdash/v1/dashboard.proto


export interface OidcRecheckSessionResponse {
  /**
   * How many sessions of the user ended (0 when authorised).
   */
  'sessions_ended'?: (number);
}

export interface OidcRecheckSessionResponse__Output {
  /**
   * How many sessions of the user ended (0 when authorised).
   */
  'sessions_ended': (number);
}
