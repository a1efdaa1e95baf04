// Original file: vmdash/v1/dashboard_workflows.proto


export interface CleanupDataResponse {
  /**
   * ISO 8601 UTC: records older than this were removed.
   */
  'cutoff'?: (string);
  /**
   * Completed queue items (in no false-positive submission) completed before the cutoff.
   */
  'queue_items_removed'?: (number);
  /**
   * Their tracker-ticket links and remediation notes, removed with them.
   */
  'ticket_links_removed'?: (number);
  'remediation_notes_removed'?: (number);
  /**
   * Read notifications created before the cutoff.
   */
  'notifications_removed'?: (number);
}

export interface CleanupDataResponse__Output {
  /**
   * ISO 8601 UTC: records older than this were removed.
   */
  'cutoff': (string);
  /**
   * Completed queue items (in no false-positive submission) completed before the cutoff.
   */
  'queue_items_removed': (number);
  /**
   * Their tracker-ticket links and remediation notes, removed with them.
   */
  'ticket_links_removed': (number);
  'remediation_notes_removed': (number);
  /**
   * Read notifications created before the cutoff.
   */
  'notifications_removed': (number);
}
