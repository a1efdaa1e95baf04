// Original file: vmdash/v1/dashboard.proto


export interface ResolveSessionRequest {
  'session_id'?: (string);
}

export interface ResolveSessionRequest__Output {
  'session_id': (string);
}
