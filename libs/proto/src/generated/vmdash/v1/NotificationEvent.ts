// Original file: vmdash/v1/dashboard_workflows.proto

import type { Notification as _vmdash_v1_Notification, Notification__Output as _vmdash_v1_Notification__Output } from '../../vmdash/v1/Notification';

/**
 * One message of the notification stream: the first carries only the unread count (sent at once, so the caller knows
 * the stream is open), each later one a new notification and the unread count after it.
 */
export interface NotificationEvent {
  'notification'?: (_vmdash_v1_Notification | null);
  'unread_count'?: (number);
  /**
   * Where the stream is: pass it as `after` to resume without a gap.
   */
  'cursor'?: (string);
  '_notification'?: "notification";
}

/**
 * One message of the notification stream: the first carries only the unread count (sent at once, so the caller knows
 * the stream is open), each later one a new notification and the unread count after it.
 */
export interface NotificationEvent__Output {
  'notification'?: (_vmdash_v1_Notification__Output | null);
  'unread_count': (number);
  /**
   * Where the stream is: pass it as `after` to resume without a gap.
   */
  'cursor': (string);
}
