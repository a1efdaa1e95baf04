// Original file: vmdash/v1/dashboard_workflows.proto


export interface ListNotificationsRequest {
  'unread_only'?: (boolean);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListNotificationsRequest__Output {
  'unread_only': (boolean);
  'page': (number);
  'page_size': (number);
}
