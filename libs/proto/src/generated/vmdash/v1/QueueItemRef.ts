// Original file: vmdash/v1/dashboard_workflows.proto


export interface QueueItemRef {
  'id'?: (string);
}

export interface QueueItemRef__Output {
  'id': (string);
}
