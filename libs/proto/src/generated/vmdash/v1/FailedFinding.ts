// Original file: vmdash/v1/dashboard_workflows.proto


export interface FailedFinding {
  'queue_item_id'?: (string);
  'error'?: (string);
}

export interface FailedFinding__Output {
  'queue_item_id': (string);
  'error': (string);
}
