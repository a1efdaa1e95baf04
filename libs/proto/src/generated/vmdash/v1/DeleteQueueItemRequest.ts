// Original file: vmdash/v1/dashboard_workflows.proto


export interface DeleteQueueItemRequest {
  'id'?: (string);
  'client_address'?: (string);
}

export interface DeleteQueueItemRequest__Output {
  'id': (string);
  'client_address': (string);
}
