// Original file: vmdash/v1/dashboard_workflows.proto


export interface MarkAllNotificationsReadRequest {
}

export interface MarkAllNotificationsReadRequest__Output {
}
