// Original file: vmdash/v1/dashboard_workflows.proto


export interface JobRef {
  'id'?: (string);
  'client_address'?: (string);
}

export interface JobRef__Output {
  'id': (string);
  'client_address': (string);
}
