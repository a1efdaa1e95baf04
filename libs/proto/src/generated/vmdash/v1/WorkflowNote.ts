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
  /**
   * The Admin who wrote it while impersonating the author (username and id; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  'impersonated_by_id'?: (string);
  '_impersonated_by'?: "impersonated_by";
  '_impersonated_by_id'?: "impersonated_by_id";
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
  /**
   * The Admin who wrote it while impersonating the author (username and id; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  'impersonated_by_id'?: (string);
}
