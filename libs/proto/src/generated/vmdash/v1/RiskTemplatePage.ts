// Original file: vmdash/v1/dashboard_library.proto

import type { RiskTemplate as _vmdash_v1_RiskTemplate, RiskTemplate__Output as _vmdash_v1_RiskTemplate__Output } from '../../vmdash/v1/RiskTemplate';

export interface RiskTemplatePage {
  'templates'?: (_vmdash_v1_RiskTemplate)[];
  'page'?: (number);
  'page_size'?: (number);
  'total'?: (number);
}

export interface RiskTemplatePage__Output {
  'templates': (_vmdash_v1_RiskTemplate__Output)[];
  'page': (number);
  'page_size': (number);
  'total': (number);
}
