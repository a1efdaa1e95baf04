// Original file: vmdash/v1/dashboard_workflows.proto

import type { FindingRef as _vmdash_v1_FindingRef, FindingRef__Output as _vmdash_v1_FindingRef__Output } from '../../vmdash/v1/FindingRef';

export interface AddFindingNoteRequest {
  'finding'?: (_vmdash_v1_FindingRef | null);
  /**
   * At most 255 characters (interface spec, Limits: finding note).
   */
  'text'?: (string);
  /**
   * For the audit entry (finding_note_create).
   */
  'client_address'?: (string);
}

export interface AddFindingNoteRequest__Output {
  'finding': (_vmdash_v1_FindingRef__Output | null);
  /**
   * At most 255 characters (interface spec, Limits: finding note).
   */
  'text': (string);
  /**
   * For the audit entry (finding_note_create).
   */
  'client_address': (string);
}
