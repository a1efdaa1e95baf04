// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowNote as _vmdash_v1_WorkflowNote, WorkflowNote__Output as _vmdash_v1_WorkflowNote__Output } from '../../vmdash/v1/WorkflowNote';

/**
 * The notes of a finding or a queue item, oldest first.
 */
export interface WorkflowNoteList {
  'notes'?: (_vmdash_v1_WorkflowNote)[];
}

/**
 * The notes of a finding or a queue item, oldest first.
 */
export interface WorkflowNoteList__Output {
  'notes': (_vmdash_v1_WorkflowNote__Output)[];
}
