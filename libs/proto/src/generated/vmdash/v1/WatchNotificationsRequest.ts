// Original file: vmdash/v1/dashboard_workflows.proto


export interface WatchNotificationsRequest {
}

export interface WatchNotificationsRequest__Output {
}
