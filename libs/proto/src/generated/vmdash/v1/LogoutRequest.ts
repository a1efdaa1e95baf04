// Original file: vmdash/v1/dashboard.proto


export interface LogoutRequest {
  'session_id'?: (string);
  'client_address'?: (string);
}

export interface LogoutRequest__Output {
  'session_id': (string);
  'client_address': (string);
}
