// Original file: vmdash/v1/dashboard_workflows.proto


export interface MapFpFindingsRequest {
  'id'?: (string);
  'queue_item_ids'?: (string)[];
  'client_address'?: (string);
}

export interface MapFpFindingsRequest__Output {
  'id': (string);
  'queue_item_ids': (string)[];
  'client_address': (string);
}
