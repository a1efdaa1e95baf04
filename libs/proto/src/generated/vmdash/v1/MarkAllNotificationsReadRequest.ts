// Original file: vmdash/v1/dashboard_workflows.proto


export interface MarkAllNotificationsReadRequest {
  /**
   * For the audit entry (notifications_read_all).
   */
  'client_address'?: (string);
}

export interface MarkAllNotificationsReadRequest__Output {
  /**
   * For the audit entry (notifications_read_all).
   */
  'client_address': (string);
}
