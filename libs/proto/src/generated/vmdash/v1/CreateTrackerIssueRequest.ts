// Original file: vmdash/v1/integration.proto


export interface CreateTrackerIssueRequest {
  /**
   * The caller's idempotency id: written as the description's last line `vmdash-request: <id>` and searched for
   * after a timeout or 5xx before any second create, so a retried create never makes a duplicate issue.
   */
  'request_id'?: (string);
  'summary'?: (string);
  /**
   * The body of the description; the service appends `Submitted by: <submitted_by>` and the request line.
   */
  'description'?: (string);
  /**
   * The dashboard username of the submitter (the webhook finds the user from this line).
   */
  'submitted_by'?: (string);
}

export interface CreateTrackerIssueRequest__Output {
  /**
   * The caller's idempotency id: written as the description's last line `vmdash-request: <id>` and searched for
   * after a timeout or 5xx before any second create, so a retried create never makes a duplicate issue.
   */
  'request_id': (string);
  'summary': (string);
  /**
   * The body of the description; the service appends `Submitted by: <submitted_by>` and the request line.
   */
  'description': (string);
  /**
   * The dashboard username of the submitter (the webhook finds the user from this line).
   */
  'submitted_by': (string);
}
