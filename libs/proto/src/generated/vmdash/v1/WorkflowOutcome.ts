// Original file: vmdash/v1/dashboard_workflows.proto

export const WorkflowOutcome = {
  WORKFLOW_OUTCOME_UNSPECIFIED: 'WORKFLOW_OUTCOME_UNSPECIFIED',
  WORKFLOW_OUTCOME_OK: 'WORKFLOW_OUTCOME_OK',
  /**
   * 201: the records were created.
   */
  WORKFLOW_OUTCOME_CREATED: 'WORKFLOW_OUTCOME_CREATED',
  /**
   * 400: input breaks a rule the schema cannot see (e.g. notes on a queue item that is not Remediate).
   */
  WORKFLOW_OUTCOME_INVALID: 'WORKFLOW_OUTCOME_INVALID',
  /**
   * 404: no such record in the caller's scope (a record of another team or user is not confirmed to exist).
   */
  WORKFLOW_OUTCOME_NOT_FOUND: 'WORKFLOW_OUTCOME_NOT_FOUND',
  /**
   * 409: the record's state refuses the change (e.g. deleting a completed queue item).
   */
  WORKFLOW_OUTCOME_CONFLICT: 'WORKFLOW_OUTCOME_CONFLICT',
  /**
   * 429: the tracker answered 429, or its quota is spent ("Rate limit exceeded. Try again later.").
   */
  WORKFLOW_OUTCOME_RATE_LIMITED: 'WORKFLOW_OUTCOME_RATE_LIMITED',
  /**
   * 502: the tracker answered 5xx (the text carries its body) or could not be reached (the network error).
   */
  WORKFLOW_OUTCOME_UPSTREAM_FAILED: 'WORKFLOW_OUTCOME_UPSTREAM_FAILED',
  /**
   * 504: the tracker did not answer within its 15 s timeout.
   */
  WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT: 'WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT',
} as const;

export type WorkflowOutcome =
  | 'WORKFLOW_OUTCOME_UNSPECIFIED'
  | 0
  | 'WORKFLOW_OUTCOME_OK'
  | 1
  /**
   * 201: the records were created.
   */
  | 'WORKFLOW_OUTCOME_CREATED'
  | 2
  /**
   * 400: input breaks a rule the schema cannot see (e.g. notes on a queue item that is not Remediate).
   */
  | 'WORKFLOW_OUTCOME_INVALID'
  | 3
  /**
   * 404: no such record in the caller's scope (a record of another team or user is not confirmed to exist).
   */
  | 'WORKFLOW_OUTCOME_NOT_FOUND'
  | 4
  /**
   * 409: the record's state refuses the change (e.g. deleting a completed queue item).
   */
  | 'WORKFLOW_OUTCOME_CONFLICT'
  | 5
  /**
   * 429: the tracker answered 429, or its quota is spent ("Rate limit exceeded. Try again later.").
   */
  | 'WORKFLOW_OUTCOME_RATE_LIMITED'
  | 6
  /**
   * 502: the tracker answered 5xx (the text carries its body) or could not be reached (the network error).
   */
  | 'WORKFLOW_OUTCOME_UPSTREAM_FAILED'
  | 7
  /**
   * 504: the tracker did not answer within its 15 s timeout.
   */
  | 'WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT'
  | 8

export type WorkflowOutcome__Output = typeof WorkflowOutcome[keyof typeof WorkflowOutcome]
