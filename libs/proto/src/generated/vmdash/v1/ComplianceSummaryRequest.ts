// Original file: vmdash/v1/dashboard_compliance.proto


export interface ComplianceSummaryRequest {
}

export interface ComplianceSummaryRequest__Output {
}
