// Original file: vmdash/v1/integration.proto


export interface AddTrackerCommentRequest {
  'key'?: (string);
  'body'?: (string);
}

export interface AddTrackerCommentRequest__Output {
  'key': (string);
  'body': (string);
}
