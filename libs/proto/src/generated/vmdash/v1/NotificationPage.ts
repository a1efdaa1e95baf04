// Original file: vmdash/v1/dashboard_workflows.proto

import type { Notification as _vmdash_v1_Notification, Notification__Output as _vmdash_v1_Notification__Output } from '../../vmdash/v1/Notification';

export interface NotificationPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_Notification)[];
}

export interface NotificationPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_Notification__Output)[];
}
