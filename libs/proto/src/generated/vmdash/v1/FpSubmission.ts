// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * A false-positive submission (docs/decisions/0011): a platform workflow made from FP queue items. Timestamps ISO 8601 UTC.
 */
export interface FpSubmission {
  'id'?: (string);
  'name'?: (string);
  /**
   * The platform's numeric id (as text).
   */
  'platform_id'?: (string);
  'workflow_uuid'?: (string);
  /**
   * submitted, approved, rejected or expired
   */
  'lifecycle_status'?: (string);
  /**
   * The platform's last state of the workflow, e.g. REQUESTED.
   */
  'platform_state'?: (string);
  'queue_item_ids'?: (string)[];
  /**
   * active_host_findings_id of each finding, as text.
   */
  'finding_ids'?: (string)[];
  'reason'?: (string);
  'description'?: (string);
  'expiration_date'?: (string);
  'override_control'?: (string);
  /**
   * Username of the submitter.
   */
  'created_by'?: (string);
  'created_at'?: (string);
  'requeued_at'?: (string);
  'last_synced_at'?: (string);
  /**
   * The platform's answer to the create, JSON text.
   */
  'platform_answer_json'?: (string);
  /**
   * The Admin who submitted it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  '_requeued_at'?: "requeued_at";
  '_last_synced_at'?: "last_synced_at";
  '_impersonated_by'?: "impersonated_by";
}

/**
 * A false-positive submission (docs/decisions/0011): a platform workflow made from FP queue items. Timestamps ISO 8601 UTC.
 */
export interface FpSubmission__Output {
  'id': (string);
  'name': (string);
  /**
   * The platform's numeric id (as text).
   */
  'platform_id': (string);
  'workflow_uuid': (string);
  /**
   * submitted, approved, rejected or expired
   */
  'lifecycle_status': (string);
  /**
   * The platform's last state of the workflow, e.g. REQUESTED.
   */
  'platform_state': (string);
  'queue_item_ids': (string)[];
  /**
   * active_host_findings_id of each finding, as text.
   */
  'finding_ids': (string)[];
  'reason': (string);
  'description': (string);
  'expiration_date': (string);
  'override_control': (string);
  /**
   * Username of the submitter.
   */
  'created_by': (string);
  'created_at': (string);
  'requeued_at'?: (string);
  'last_synced_at'?: (string);
  /**
   * The platform's answer to the create, JSON text.
   */
  'platform_answer_json': (string);
  /**
   * The Admin who submitted it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
}
