// Original file: vmdash/v1/dashboard_workflows.proto


export interface AddQueueNoteRequest {
  'id'?: (string);
  /**
   * At most 5000 characters (interface spec, Limits: remediation note).
   */
  'text'?: (string);
  /**
   * For the audit entry (queue_note_create).
   */
  'client_address'?: (string);
}

export interface AddQueueNoteRequest__Output {
  'id': (string);
  /**
   * At most 5000 characters (interface spec, Limits: remediation note).
   */
  'text': (string);
  /**
   * For the audit entry (queue_note_create).
   */
  'client_address': (string);
}
