// Original file: vmdash/v1/dashboard_library.proto


/**
 * A Standard_User may delete only templates it created (PERMISSION_DENIED otherwise); an unknown id is NOT_FOUND.
 */
export interface DeleteRiskTemplateRequest {
  'id'?: (string);
  'client_address'?: (string);
}

/**
 * A Standard_User may delete only templates it created (PERMISSION_DENIED otherwise); an unknown id is NOT_FOUND.
 */
export interface DeleteRiskTemplateRequest__Output {
  'id': (string);
  'client_address': (string);
}
