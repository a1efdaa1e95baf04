import { unaryCall } from '@vmdash/grpc';
import { toActionPlanRecord } from '@vmdash/proto';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { ActionPlanRecord, CreateHostPlanRequest, HostPlanList, HostPlansParams, IdempotencyHeaders, toPlanFields } from './host-plans.schemas';

const tag = 'host-plans';
const HOST_NOT_FOUND = '"Host not found": the host is not in the caller\'s teams, or data-cache does not know it (its existence is not confirmed)';

/**
 * A host's action plans for the web app's host page (docs/decisions/0020): the history and the create, through the dashboard
 * service, which applies team scope and calls the action-plan service for the signed-in user
 * (docs/decisions/0020-dashboard-host-plans.md).
 */
export function hostPlanRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/hosts/{host_id}/action-plans',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListHostPlans'),
      params: HostPlansParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.hostPlansFailed,
      docs: {
        operationId: 'listHostActionPlans',
        summary: "A host's action plans, newest first",
        description: "Every plan of the host, active and inactive, as the Data API's GET /hosts/{host_id}/action-plans answers it; the host must be in the caller's teams.",
        tag,
        responses: { 200: { description: 'The plans, newest first', schema: HostPlanList }, 404: { description: HOST_NOT_FOUND } },
      },
      handle: async ({ params, call }) => {
        const answer = await unaryCall(workflows, 'ListHostPlans', { host_id: params.host_id }, call);
        return jsonResult(answer.items.map(toActionPlanRecord));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/hosts/{host_id}/action-plans',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CreateHostPlan'),
      params: HostPlansParams,
      headers: IdempotencyHeaders,
      body: CreateHostPlanRequest,
      invalidInputText: WORKFLOW_TEXTS.planFieldsRequired,
      failureText: WORKFLOW_TEXTS.hostPlanCreateFailed,
      docs: {
        operationId: 'createHostActionPlan',
        summary: 'Create an action plan on a host',
        description:
          "The fields of the Data API's create action plan request, under its rules by plan_type (a rule broken is 400 \"<field>: <reason>\"); a newer plan for the same host and finding makes the older one inactive. The host must be in the caller's teams. The plan's created_by is the caller's user id. Send an Idempotency-Key to retry a 504 safely. Audit action action_plan_create (entityType action_plan).",
        tag,
        responses: {
          201: { description: 'The stored plan', schema: ActionPlanRecord },
          404: { description: HOST_NOT_FOUND },
          409: { description: 'A request with the same Idempotency-Key is still being processed, or the plan conflicts with a concurrent change' },
        },
      },
      handle: async ({ params, headers, body, clientAddress, call }) => {
        const answer = await unaryCall(
          workflows,
          'CreateHostPlan',
          { host_id: params.host_id, plan: toPlanFields(body), idempotency_key: headers['idempotency-key'], client_address: clientAddress },
          call,
        );
        return jsonResult(toActionPlanRecord(answer), 201);
      },
    }),
  ];
}
