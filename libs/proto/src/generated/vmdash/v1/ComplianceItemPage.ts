// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceItem as _vmdash_v1_ComplianceItem, ComplianceItem__Output as _vmdash_v1_ComplianceItem__Output } from '../../vmdash/v1/ComplianceItem';

export interface ComplianceItemPage {
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
  'items'?: (_vmdash_v1_ComplianceItem)[];
}

export interface ComplianceItemPage__Output {
  'page': (number);
  'page_size': (number);
  'total': (number);
  'items': (_vmdash_v1_ComplianceItem__Output)[];
}
