// Original file: vmdash/v1/dashboard_workflows.proto


export interface WatchNotificationsRequest {
  /**
   * Resume after this cursor (a NotificationEvent's cursor, the browser's Last-Event-ID): the notifications stored
   * since then come first. Unset or malformed: from now.
   */
  'after'?: (string);
  '_after'?: "after";
}

export interface WatchNotificationsRequest__Output {
  /**
   * Resume after this cursor (a NotificationEvent's cursor, the browser's Last-Event-ID): the notifications stored
   * since then come first. Unset or malformed: from now.
   */
  'after'?: (string);
}
