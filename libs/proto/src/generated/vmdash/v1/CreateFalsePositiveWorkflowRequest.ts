// Original file: vmdash/v1/integration.proto

import type { WorkflowFile as _vmdash_v1_WorkflowFile, WorkflowFile__Output as _vmdash_v1_WorkflowFile__Output } from '../../vmdash/v1/WorkflowFile';

export interface CreateFalsePositiveWorkflowRequest {
  /**
   * Unique name, at most 255 characters: the uuid is resolved by an EXACT search on it.
   */
  'name'?: (string);
  'reason'?: (string);
  /**
   * May be empty.
   */
  'description'?: (string);
  /**
   * YYYY-MM-DD
   */
  'expiration_date'?: (string);
  /**
   * AUTHORIZED, NONE or AUTOMATED (NONE with no findings is refused before any call)
   */
  'override_control'?: (string);
  /**
   * Host finding ids of the workflow's subject filter (IN, one comma-separated value); none makes an empty workflow.
   */
  'host_finding_ids'?: (string)[];
  'files'?: (_vmdash_v1_WorkflowFile)[];
}

export interface CreateFalsePositiveWorkflowRequest__Output {
  /**
   * Unique name, at most 255 characters: the uuid is resolved by an EXACT search on it.
   */
  'name': (string);
  'reason': (string);
  /**
   * May be empty.
   */
  'description': (string);
  /**
   * YYYY-MM-DD
   */
  'expiration_date': (string);
  /**
   * AUTHORIZED, NONE or AUTOMATED (NONE with no findings is refused before any call)
   */
  'override_control': (string);
  /**
   * Host finding ids of the workflow's subject filter (IN, one comma-separated value); none makes an empty workflow.
   */
  'host_finding_ids': (string)[];
  'files': (_vmdash_v1_WorkflowFile__Output)[];
}
