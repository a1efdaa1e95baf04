// Original file: vmdash/v1/dashboard_library.proto


/**
 * A copy of template `id` under `name`, created by the caller. An unknown id is NOT_FOUND, a taken name CONFLICT.
 */
export interface CloneRiskTemplateRequest {
  'id'?: (string);
  'name'?: (string);
  'client_address'?: (string);
}

/**
 * A copy of template `id` under `name`, created by the caller. An unknown id is NOT_FOUND, a taken name CONFLICT.
 */
export interface CloneRiskTemplateRequest__Output {
  'id': (string);
  'name': (string);
  'client_address': (string);
}
