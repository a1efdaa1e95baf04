// Original file: vmdash/v1/integration.proto


export interface FalsePositiveWorkflow {
  /**
   * The platform's numeric id (as text: it may exceed 2^53).
   */
  'platform_id'?: (string);
  'workflow_uuid'?: (string);
  'name'?: (string);
  /**
   * The platform's state of the batch, e.g. REQUESTED, APPROVED, REJECTED, EXPIRED.
   */
  'state'?: (string);
  'created'?: (string);
  /**
   * The platform's answer as JSON text, kept on the submission.
   */
  'platform_answer_json'?: (string);
  '_created'?: "created";
}

export interface FalsePositiveWorkflow__Output {
  /**
   * The platform's numeric id (as text: it may exceed 2^53).
   */
  'platform_id': (string);
  'workflow_uuid': (string);
  'name': (string);
  /**
   * The platform's state of the batch, e.g. REQUESTED, APPROVED, REJECTED, EXPIRED.
   */
  'state': (string);
  'created'?: (string);
  /**
   * The platform's answer as JSON text, kept on the submission.
   */
  'platform_answer_json': (string);
}
