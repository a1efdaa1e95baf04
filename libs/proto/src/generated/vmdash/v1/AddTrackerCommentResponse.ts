// Original file: vmdash/v1/integration.proto


export interface AddTrackerCommentResponse {
  'comment_id'?: (string);
}

export interface AddTrackerCommentResponse__Output {
  'comment_id': (string);
}
