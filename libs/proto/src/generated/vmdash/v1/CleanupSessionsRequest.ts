// Original file: vmdash/v1/dashboard.proto


export interface CleanupSessionsRequest {
  /**
   * For the audit entry (sessions_cleanup).
   */
  'client_address'?: (string);
}

export interface CleanupSessionsRequest__Output {
  /**
   * For the audit entry (sessions_cleanup).
   */
  'client_address': (string);
}
