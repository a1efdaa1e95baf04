// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * A host outside the caller's teams, or without items, is NOT_FOUND.
 */
export interface GetComplianceHostRequest {
  'hostname'?: (string);
}

/**
 * A host outside the caller's teams, or without items, is NOT_FOUND.
 */
export interface GetComplianceHostRequest__Output {
  'hostname': (string);
}
