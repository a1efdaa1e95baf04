// Original file: vmdash/v1/integration.proto


export interface UpdateTrackerIssueRequest {
  'key'?: (string);
  /**
   * Only the fields vmdash owns; an absent field is left as it is.
   */
  'summary'?: (string);
  'description'?: (string);
  '_summary'?: "summary";
  '_description'?: "description";
}

export interface UpdateTrackerIssueRequest__Output {
  'key': (string);
  /**
   * Only the fields vmdash owns; an absent field is left as it is.
   */
  'summary'?: (string);
  'description'?: (string);
}
