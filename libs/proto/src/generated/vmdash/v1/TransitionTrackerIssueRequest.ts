// Original file: vmdash/v1/integration.proto


export interface TransitionTrackerIssueRequest {
  'key'?: (string);
  'transition_id'?: (string);
}

export interface TransitionTrackerIssueRequest__Output {
  'key': (string);
  'transition_id': (string);
}
