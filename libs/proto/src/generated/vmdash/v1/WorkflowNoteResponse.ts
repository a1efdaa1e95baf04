// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { WorkflowNote as _vmdash_v1_WorkflowNote, WorkflowNote__Output as _vmdash_v1_WorkflowNote__Output } from '../../vmdash/v1/WorkflowNote';

export interface WorkflowNoteResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'note'?: (_vmdash_v1_WorkflowNote | null);
}

export interface WorkflowNoteResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'note': (_vmdash_v1_WorkflowNote__Output | null);
}
