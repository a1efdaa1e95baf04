// Original file: vmdash/v1/dashboard_compliance.proto

import type { ComplianceMetadataChange as _vmdash_v1_ComplianceMetadataChange, ComplianceMetadataChange__Output as _vmdash_v1_ComplianceMetadataChange__Output } from '../../vmdash/v1/ComplianceMetadataChange';

export interface BulkCommitHost {
  'hostname'?: (string);
  'change'?: (_vmdash_v1_ComplianceMetadataChange | null);
}

export interface BulkCommitHost__Output {
  'hostname': (string);
  'change': (_vmdash_v1_ComplianceMetadataChange__Output | null);
}
