// Original file: vmdash/v1/dashboard_library.proto


/**
 * A copy of template `id` under `name`, created by the caller. An unknown id answers NOT_FOUND, a taken name
 * NAME_TAKEN.
 */
export interface CloneRiskTemplateRequest {
  'id'?: (string);
  'name'?: (string);
  'client_address'?: (string);
}

/**
 * A copy of template `id` under `name`, created by the caller. An unknown id answers NOT_FOUND, a taken name
 * NAME_TAKEN.
 */
export interface CloneRiskTemplateRequest__Output {
  'id': (string);
  'name': (string);
  'client_address': (string);
}
