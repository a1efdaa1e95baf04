// Original file: vmdash/v1/integration.proto


export interface GetTrackerQuotaRequest {
}

export interface GetTrackerQuotaRequest__Output {
}
