// Original file: vmdash/v1/dashboard_workflows.proto


export interface FpSubmissionRef {
  'id'?: (string);
  'client_address'?: (string);
}

export interface FpSubmissionRef__Output {
  'id': (string);
  'client_address': (string);
}
