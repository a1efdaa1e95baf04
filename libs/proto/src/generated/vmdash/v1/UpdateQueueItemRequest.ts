// Original file: vmdash/v1/dashboard_workflows.proto


export interface UpdateQueueItemRequest {
  'id'?: (string);
  /**
   * pending or completed
   */
  'status'?: (string);
  'vendor'?: (string);
  'client_address'?: (string);
  '_status'?: "status";
  '_vendor'?: "vendor";
}

export interface UpdateQueueItemRequest__Output {
  'id': (string);
  /**
   * pending or completed
   */
  'status'?: (string);
  'vendor'?: (string);
  'client_address': (string);
}
