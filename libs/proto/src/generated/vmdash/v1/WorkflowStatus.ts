// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowOutcome as _vmdash_v1_WorkflowOutcome, WorkflowOutcome__Output as _vmdash_v1_WorkflowOutcome__Output } from '../../vmdash/v1/WorkflowOutcome';

/**
 * The outcome of a call and, unless OK or CREATED, the text the user sees.
 */
export interface WorkflowStatus {
  'outcome'?: (_vmdash_v1_WorkflowOutcome);
  'error'?: (string);
}

/**
 * The outcome of a call and, unless OK or CREATED, the text the user sees.
 */
export interface WorkflowStatus__Output {
  'outcome': (_vmdash_v1_WorkflowOutcome__Output);
  'error': (string);
}
