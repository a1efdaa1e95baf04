// Original file: vmdash/v1/dashboard.proto

import type { AuditEntry as _vmdash_v1_AuditEntry, AuditEntry__Output as _vmdash_v1_AuditEntry__Output } from '../../vmdash/v1/AuditEntry';

export interface AuditPage {
  'entries'?: (_vmdash_v1_AuditEntry)[];
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
}

export interface AuditPage__Output {
  'entries': (_vmdash_v1_AuditEntry__Output)[];
  'page': (number);
  'page_size': (number);
  'total': (number);
}
