// Original file: vmdash/v1/dashboard_workflows.proto

import type { EvidenceFileUpload as _vmdash_v1_EvidenceFileUpload, EvidenceFileUpload__Output as _vmdash_v1_EvidenceFileUpload__Output } from '../../vmdash/v1/EvidenceFileUpload';

export interface CreateFpSubmissionRequest {
  'queue_item_ids'?: (string)[];
  'name'?: (string);
  'reason'?: (string);
  'description'?: (string);
  'expiration_date'?: (string);
  'override_control'?: (string);
  'client_address'?: (string);
  /**
   * Sent to the platform with the create (files only at creation); a file of a refused type is INVALID_ARGUMENT,
   * nothing stored.
   */
  'evidence'?: (_vmdash_v1_EvidenceFileUpload)[];
}

export interface CreateFpSubmissionRequest__Output {
  'queue_item_ids': (string)[];
  'name': (string);
  'reason': (string);
  'description': (string);
  'expiration_date': (string);
  'override_control': (string);
  'client_address': (string);
  /**
   * Sent to the platform with the create (files only at creation); a file of a refused type is INVALID_ARGUMENT,
   * nothing stored.
   */
  'evidence': (_vmdash_v1_EvidenceFileUpload__Output)[];
}
