// Original file: vmdash/v1/dashboard_compliance.proto

import type { BulkCommitHost as _vmdash_v1_BulkCommitHost, BulkCommitHost__Output as _vmdash_v1_BulkCommitHost__Output } from '../../vmdash/v1/BulkCommitHost';

export interface BulkCommitComplianceRequest {
  'hosts'?: (_vmdash_v1_BulkCommitHost)[];
  'change_reason'?: (string);
  'client_address'?: (string);
  '_change_reason'?: "change_reason";
}

export interface BulkCommitComplianceRequest__Output {
  'hosts': (_vmdash_v1_BulkCommitHost__Output)[];
  'change_reason'?: (string);
  'client_address': (string);
}
