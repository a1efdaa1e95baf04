// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceMetadataChange as _vmdash_v1_ComplianceMetadataChange, ComplianceMetadataChange__Output as _vmdash_v1_ComplianceMetadataChange__Output } from '../../vmdash/v1/ComplianceMetadataChange';

export interface UpdateComplianceMetadataRequest {
  'hostname'?: (string);
  'change'?: (_vmdash_v1_ComplianceMetadataChange | null);
  'change_reason'?: (string);
  'client_address'?: (string);
  '_change_reason'?: "change_reason";
}

export interface UpdateComplianceMetadataRequest__Output {
  'hostname': (string);
  'change': (_vmdash_v1_ComplianceMetadataChange__Output | null);
  'change_reason'?: (string);
  'client_address': (string);
}
