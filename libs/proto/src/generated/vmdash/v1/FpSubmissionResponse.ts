// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { FpSubmission as _vmdash_v1_FpSubmission, FpSubmission__Output as _vmdash_v1_FpSubmission__Output } from '../../vmdash/v1/FpSubmission';

export interface FpSubmissionResponse {
  'status'?: (_vmdash_v1_WorkflowStatus | null);
  'submission'?: (_vmdash_v1_FpSubmission | null);
}

export interface FpSubmissionResponse__Output {
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
  'submission': (_vmdash_v1_FpSubmission__Output | null);
}
