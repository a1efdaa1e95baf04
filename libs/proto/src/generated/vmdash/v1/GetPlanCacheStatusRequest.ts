// Original file: vmdash/v1/dashboard_workflows.proto


export interface GetPlanCacheStatusRequest {
}

export interface GetPlanCacheStatusRequest__Output {
}
