// Original file: vmdash/v1/dashboard.proto


export interface ImpersonateRequest {
  'session_id'?: (string);
  'target_user_id'?: (string);
  'client_address'?: (string);
}

export interface ImpersonateRequest__Output {
  'session_id': (string);
  'target_user_id': (string);
  'client_address': (string);
}
