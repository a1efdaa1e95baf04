// Original file: vmdash/v1/dashboard.proto


export interface StopImpersonationRequest {
  'session_id'?: (string);
  'client_address'?: (string);
}

export interface StopImpersonationRequest__Output {
  'session_id': (string);
  'client_address': (string);
}
