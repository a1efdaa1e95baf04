// Original file: vmdash/v1/dashboard_compliance.proto


export interface RefusedHost {
  'hostname'?: (string);
  /**
   * "unknown host" or "outside the caller's teams"
   */
  'reason'?: (string);
}

export interface RefusedHost__Output {
  'hostname': (string);
  /**
   * "unknown host" or "outside the caller's teams"
   */
  'reason': (string);
}
