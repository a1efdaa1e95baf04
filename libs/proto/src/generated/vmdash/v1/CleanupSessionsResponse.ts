// Original file: vmdash/v1/dashboard.proto


export interface CleanupSessionsResponse {
  'deleted'?: (number);
}

export interface CleanupSessionsResponse__Output {
  'deleted': (number);
}
