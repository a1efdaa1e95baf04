// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListTicketLinksRequest {
}

export interface ListTicketLinksRequest__Output {
}
