// Original file: vmdash/v1/dashboard_compliance.proto


export interface GetExceptionRequest {
  'id'?: (string);
}

export interface GetExceptionRequest__Output {
  'id': (string);
}
