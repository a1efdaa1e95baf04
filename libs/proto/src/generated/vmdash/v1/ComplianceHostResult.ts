// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceItem as _vmdash_v1_ComplianceItem, ComplianceItem__Output as _vmdash_v1_ComplianceItem__Output } from '../../vmdash/v1/ComplianceItem';
import type { ComplianceHistoryEntry as _vmdash_v1_ComplianceHistoryEntry, ComplianceHistoryEntry__Output as _vmdash_v1_ComplianceHistoryEntry__Output } from '../../vmdash/v1/ComplianceHistoryEntry';

export interface ComplianceHostResult {
  'items'?: (_vmdash_v1_ComplianceItem)[];
  /**
   * The host's last 10 changes, newest first.
   */
  'history'?: (_vmdash_v1_ComplianceHistoryEntry)[];
}

export interface ComplianceHostResult__Output {
  'items': (_vmdash_v1_ComplianceItem__Output)[];
  /**
   * The host's last 10 changes, newest first.
   */
  'history': (_vmdash_v1_ComplianceHistoryEntry__Output)[];
}
