// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * Approve, reject or revoke: FAILED_PRECONDITION when the exception is no longer in a state that allows it
 * (another decision came first); PERMISSION_DENIED for the requester (also behind an impersonation) or an approver
 * whose teams do not cover the scope.
 */
export interface DecideExceptionRequest {
  'id'?: (string);
  'comment'?: (string);
  'client_address'?: (string);
}

/**
 * Approve, reject or revoke: FAILED_PRECONDITION when the exception is no longer in a state that allows it
 * (another decision came first); PERMISSION_DENIED for the requester (also behind an impersonation) or an approver
 * whose teams do not cover the scope.
 */
export interface DecideExceptionRequest__Output {
  'id': (string);
  'comment': (string);
  'client_address': (string);
}
