// Original file: vmdash/v1/dashboard_workflows.proto


export interface CreateFpSubmissionRequest {
  'queue_item_ids'?: (string)[];
  'name'?: (string);
  'reason'?: (string);
  'description'?: (string);
  'expiration_date'?: (string);
  'override_control'?: (string);
  'client_address'?: (string);
}

export interface CreateFpSubmissionRequest__Output {
  'queue_item_ids': (string)[];
  'name': (string);
  'reason': (string);
  'description': (string);
  'expiration_date': (string);
  'override_control': (string);
  'client_address': (string);
}
