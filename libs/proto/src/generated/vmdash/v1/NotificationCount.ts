// Original file: vmdash/v1/dashboard_workflows.proto


export interface NotificationCount {
  'count'?: (number);
}

export interface NotificationCount__Output {
  'count': (number);
}
