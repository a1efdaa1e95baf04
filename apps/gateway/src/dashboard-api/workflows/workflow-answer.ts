import type { WorkflowStatus__Output } from '@vmdash/proto';
import { jsonResult, type RouteResult } from '../../http/route-result';

/** HTTP status of each refused WorkflowOutcome (dashboard_workflows.proto; interface spec, Errors: outbound failures). */
const REFUSAL_STATUS: Partial<Record<WorkflowStatus__Output['outcome'], number>> = {
  WORKFLOW_OUTCOME_INVALID: 400,
  WORKFLOW_OUTCOME_NOT_FOUND: 404,
  WORKFLOW_OUTCOME_CONFLICT: 409,
  WORKFLOW_OUTCOME_RATE_LIMITED: 429,
  WORKFLOW_OUTCOME_UPSTREAM_FAILED: 502,
  WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT: 504,
};

/**
 * Answers a workflow RPC's status: `success()` when it is OK (200) or CREATED (201), else `{"error": <the service's
 * text>}` with the outcome's status.
 * @throws Error when the status is missing or unspecified (a broken contract, answered as the route's 500)
 */
export function workflowAnswer(status: WorkflowStatus__Output | null | undefined, success: (httpStatus: 200 | 201) => RouteResult): RouteResult {
  if (status?.outcome === 'WORKFLOW_OUTCOME_OK') return success(200);
  if (status?.outcome === 'WORKFLOW_OUTCOME_CREATED') return success(201);
  const refusal = status ? REFUSAL_STATUS[status.outcome] : undefined;
  if (refusal === undefined) throw new Error(`the dashboard answered an unknown workflow outcome ${status?.outcome ?? 'none'}`);
  return jsonResult({ error: status!.error }, refusal);
}
