// Original file: vmdash/v1/integration.proto


export interface GetTrackerIssueRequest {
  'key'?: (string);
}

export interface GetTrackerIssueRequest__Output {
  'key': (string);
}
