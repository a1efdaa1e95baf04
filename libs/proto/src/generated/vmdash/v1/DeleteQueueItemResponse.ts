// Original file: vmdash/v1/dashboard_workflows.proto


export interface DeleteQueueItemResponse {
}

export interface DeleteQueueItemResponse__Output {
}
