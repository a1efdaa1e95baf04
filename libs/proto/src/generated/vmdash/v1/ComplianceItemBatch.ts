// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceItem as _vmdash_v1_ComplianceItem, ComplianceItem__Output as _vmdash_v1_ComplianceItem__Output } from '../../vmdash/v1/ComplianceItem';

/**
 * One batch of a compliance export, in the export's order (at most 1000 items).
 */
export interface ComplianceItemBatch {
  'items'?: (_vmdash_v1_ComplianceItem)[];
}

/**
 * One batch of a compliance export, in the export's order (at most 1000 items).
 */
export interface ComplianceItemBatch__Output {
  'items': (_vmdash_v1_ComplianceItem__Output)[];
}
