// Original file: vmdash/v1/dashboard.proto


export interface CleanupSessionsRequest {
}

export interface CleanupSessionsRequest__Output {
}
