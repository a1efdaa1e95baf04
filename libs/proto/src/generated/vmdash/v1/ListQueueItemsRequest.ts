// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListQueueItemsRequest {
  'status'?: (string);
  'workflow_type'?: (string);
  'page'?: (number);
  'page_size'?: (number);
  '_status'?: "status";
  '_workflow_type'?: "workflow_type";
}

export interface ListQueueItemsRequest__Output {
  'status'?: (string);
  'workflow_type'?: (string);
  'page': (number);
  'page_size': (number);
}
