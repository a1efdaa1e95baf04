import type { Refusal } from './workflow-outcome';

/** WorkflowStatus outcomes of dashboard_workflows.proto, by refusal kind. */
const REFUSAL_OUTCOMES = {
  invalid: 'WORKFLOW_OUTCOME_INVALID',
  not_found: 'WORKFLOW_OUTCOME_NOT_FOUND',
  conflict: 'WORKFLOW_OUTCOME_CONFLICT',
  rate_limited: 'WORKFLOW_OUTCOME_RATE_LIMITED',
  upstream_failed: 'WORKFLOW_OUTCOME_UPSTREAM_FAILED',
  upstream_timeout: 'WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT',
} as const;

/** The WorkflowStatus of a successful call. */
export const OK_STATUS = { outcome: 'WORKFLOW_OUTCOME_OK', error: '' } as const;

/** The WorkflowStatus of a call that created records (201). */
export const CREATED_STATUS = { outcome: 'WORKFLOW_OUTCOME_CREATED', error: '' } as const;

/** The WorkflowStatus of a refused call: its outcome and the user's text. */
export function statusOf(refusal: Refusal): { outcome: (typeof REFUSAL_OUTCOMES)[Refusal['kind']]; error: string } {
  return { outcome: REFUSAL_OUTCOMES[refusal.kind], error: refusal.error };
}
