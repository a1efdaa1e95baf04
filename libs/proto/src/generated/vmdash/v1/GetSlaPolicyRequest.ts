// Original file: vmdash/v1/dashboard_compliance.proto


export interface GetSlaPolicyRequest {
}

export interface GetSlaPolicyRequest__Output {
}
