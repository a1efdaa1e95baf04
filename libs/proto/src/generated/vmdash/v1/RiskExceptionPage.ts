// Original file: vmdash/v1/dashboard_compliance.proto

import type { RiskException as _vmdash_v1_RiskException, RiskException__Output as _vmdash_v1_RiskException__Output } from '../../vmdash/v1/RiskException';

export interface RiskExceptionPage {
  'items'?: (_vmdash_v1_RiskException)[];
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
}

export interface RiskExceptionPage__Output {
  'items': (_vmdash_v1_RiskException__Output)[];
  'page': (number);
  'page_size': (number);
  'total': (number);
}
