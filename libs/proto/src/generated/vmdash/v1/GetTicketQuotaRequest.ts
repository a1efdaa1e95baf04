// Original file: vmdash/v1/dashboard_workflows.proto


export interface GetTicketQuotaRequest {
}

export interface GetTicketQuotaRequest__Output {
}
