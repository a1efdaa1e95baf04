// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * A tracker ticket (docs/decisions/0011): stored only once the tracker answered its issue key. Timestamps ISO
 * 8601 UTC; status is the raw tracker status string (interface spec, "Dashboard records").
 */
export interface TrackerTicket {
  'id'?: (string);
  'issue_key'?: (string);
  'url'?: (string);
  'summary'?: (string);
  'status'?: (string);
  /**
   * cve, risk, beta_queue, email or manual
   */
  'source_context'?: (string);
  'cve_id'?: (string);
  'vendor'?: (string);
  /**
   * Username of the submitter.
   */
  'created_by'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'last_synced_at'?: (string);
  'queue_item_ids'?: (string)[];
  /**
   * The Admin who created it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
  '_cve_id'?: "cve_id";
  '_vendor'?: "vendor";
  '_last_synced_at'?: "last_synced_at";
  '_impersonated_by'?: "impersonated_by";
}

/**
 * A tracker ticket (docs/decisions/0011): stored only once the tracker answered its issue key. Timestamps ISO
 * 8601 UTC; status is the raw tracker status string (interface spec, "Dashboard records").
 */
export interface TrackerTicket__Output {
  'id': (string);
  'issue_key': (string);
  'url': (string);
  'summary': (string);
  'status': (string);
  /**
   * cve, risk, beta_queue, email or manual
   */
  'source_context': (string);
  'cve_id'?: (string);
  'vendor'?: (string);
  /**
   * Username of the submitter.
   */
  'created_by': (string);
  'created_at': (string);
  'updated_at': (string);
  'last_synced_at'?: (string);
  'queue_item_ids': (string)[];
  /**
   * The Admin who created it while impersonating created_by (username; RFC 8693 `act`), when one did.
   */
  'impersonated_by'?: (string);
}
