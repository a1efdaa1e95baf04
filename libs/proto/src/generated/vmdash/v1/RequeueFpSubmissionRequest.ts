// Original file: vmdash/v1/dashboard_workflows.proto


export interface RequeueFpSubmissionRequest {
  'id'?: (string);
  /**
   * FP, RISK, CARD, GRANITE or DECOM
   */
  'workflow_type'?: (string);
  'vendor'?: (string);
  'client_address'?: (string);
  '_vendor'?: "vendor";
}

export interface RequeueFpSubmissionRequest__Output {
  'id': (string);
  /**
   * FP, RISK, CARD, GRANITE or DECOM
   */
  'workflow_type': (string);
  'vendor'?: (string);
  'client_address': (string);
}
