// Original file: vmdash/v1/dashboard_workflows.proto


export interface MarkAllNotificationsReadResponse {
  'updated'?: (number);
}

export interface MarkAllNotificationsReadResponse__Output {
  'updated': (number);
}
