// Original file: vmdash/v1/dashboard_library.proto


/**
 * An unknown id is NOT_FOUND.
 */
export interface GetRiskTemplateRequest {
  'id'?: (string);
}

/**
 * An unknown id is NOT_FOUND.
 */
export interface GetRiskTemplateRequest__Output {
  'id': (string);
}
