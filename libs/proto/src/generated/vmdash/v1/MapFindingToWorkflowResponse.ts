// Original file: vmdash/v1/integration.proto


export interface MapFindingToWorkflowResponse {
}

export interface MapFindingToWorkflowResponse__Output {
}
