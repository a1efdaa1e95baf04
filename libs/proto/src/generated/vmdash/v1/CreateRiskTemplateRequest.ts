// Original file: vmdash/v1/dashboard_library.proto

import type { RiskTemplateFields as _vmdash_v1_RiskTemplateFields, RiskTemplateFields__Output as _vmdash_v1_RiskTemplateFields__Output } from '../../vmdash/v1/RiskTemplateFields';

export interface CreateRiskTemplateRequest {
  'fields'?: (_vmdash_v1_RiskTemplateFields | null);
  'client_address'?: (string);
}

export interface CreateRiskTemplateRequest__Output {
  'fields': (_vmdash_v1_RiskTemplateFields__Output | null);
  'client_address': (string);
}
