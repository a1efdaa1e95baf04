// Original file: vmdash/v1/integration.proto


export interface MapFindingToWorkflowRequest {
  'workflow_uuid'?: (string);
  'host_finding_id'?: (string);
}

export interface MapFindingToWorkflowRequest__Output {
  'workflow_uuid': (string);
  'host_finding_id': (string);
}
