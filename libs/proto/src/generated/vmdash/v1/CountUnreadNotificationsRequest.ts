// Original file: vmdash/v1/dashboard_workflows.proto


export interface CountUnreadNotificationsRequest {
}

export interface CountUnreadNotificationsRequest__Output {
}
