// Original file: vmdash/v1/dashboard_workflows.proto


export interface CreateTrackerTicketRequest {
  'summary'?: (string);
  'description'?: (string);
  'source_context'?: (string);
  'cve_id'?: (string);
  'vendor'?: (string);
  /**
   * Queue items of the caller to link (each must be visible to the caller).
   */
  'queue_item_ids'?: (string)[];
  'client_address'?: (string);
  '_cve_id'?: "cve_id";
  '_vendor'?: "vendor";
}

export interface CreateTrackerTicketRequest__Output {
  'summary': (string);
  'description': (string);
  'source_context': (string);
  'cve_id'?: (string);
  'vendor'?: (string);
  /**
   * Queue items of the caller to link (each must be visible to the caller).
   */
  'queue_item_ids': (string)[];
  'client_address': (string);
}
