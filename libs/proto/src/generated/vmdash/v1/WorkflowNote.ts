// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * A note on a finding or a queue item. Timestamps ISO 8601 UTC.
 */
export interface WorkflowNote {
  'id'?: (string);
  'text'?: (string);
  'author_id'?: (string);
  'author'?: (string);
  'created_at'?: (string);
}

/**
 * A note on a finding or a queue item. Timestamps ISO 8601 UTC.
 */
export interface WorkflowNote__Output {
  'id': (string);
  'text': (string);
  'author_id': (string);
  'author': (string);
  'created_at': (string);
}
