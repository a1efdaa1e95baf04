// Original file: vmdash/v1/dashboard_workflows.proto


export interface LinkTicketQueueItemsRequest {
  'id'?: (string);
  'queue_item_ids'?: (string)[];
  'client_address'?: (string);
}

export interface LinkTicketQueueItemsRequest__Output {
  'id': (string);
  'queue_item_ids': (string)[];
  'client_address': (string);
}
