// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * A queue item of the caller linked to a tracker ticket.
 */
export interface TicketLink {
  'queue_item_id'?: (string);
  'ticket_id'?: (string);
  'issue_key'?: (string);
  'linked_at'?: (string);
}

/**
 * A queue item of the caller linked to a tracker ticket.
 */
export interface TicketLink__Output {
  'queue_item_id': (string);
  'ticket_id': (string);
  'issue_key': (string);
  'linked_at': (string);
}
