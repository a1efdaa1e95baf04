// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { WorkflowNote as _vmdash_v1_WorkflowNote, WorkflowNote__Output as _vmdash_v1_WorkflowNote__Output } from '../../vmdash/v1/WorkflowNote';

export interface FindingNotesResponse {
  /**
   * NOT_FOUND when the finding is not an active finding of the caller's teams.
   */
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'notes'?: (_vmdash_v1_WorkflowNote)[];
}

export interface FindingNotesResponse__Output {
  /**
   * NOT_FOUND when the finding is not an active finding of the caller's teams.
   */
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'notes': (_vmdash_v1_WorkflowNote__Output)[];
}
