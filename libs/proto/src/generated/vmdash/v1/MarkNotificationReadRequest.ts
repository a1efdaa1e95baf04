// Original file: vmdash/v1/dashboard_workflows.proto


export interface MarkNotificationReadRequest {
  'id'?: (string);
  /**
   * true marks it read, false unread again.
   */
  'read'?: (boolean);
  /**
   * For the audit entry (notification_update).
   */
  'client_address'?: (string);
}

export interface MarkNotificationReadRequest__Output {
  'id': (string);
  /**
   * true marks it read, false unread again.
   */
  'read': (boolean);
  /**
   * For the audit entry (notification_update).
   */
  'client_address': (string);
}
