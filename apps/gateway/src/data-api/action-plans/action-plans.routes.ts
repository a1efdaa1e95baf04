import { unaryCall } from '../../http/grpc-call';
import { defineRoute, jsonResult, type Route } from '../../http/route';
import { z } from '../../openapi/zod';
import { longCall, type DataApiDeps } from '../shared/data-api.deps';
import {
  ActionPlanRecord,
  BulkCreatePlansRecord,
  BulkCreatePlansRequest,
  CreatePlanRequest,
  HostPlansParams,
  toActionPlanJson,
  toBulkCreateJson,
  toPlanFields,
  toPlanUpdates,
  UpdatePlanRequest,
} from './action-plans.schemas';

const tag = 'action plans';

/** Host action plans (interface-spec.md face A): create, history, update, bulk create. Rules live in the action-plan service. */
export function actionPlanRoutes(deps: DataApiDeps): Route[] {
  const { actionPlan } = deps;
  return [
    defineRoute({
      method: 'put',
      path: '/hosts/{host_id}/action-plans',
      scope: 'plans:write',
      docs: {
        operationId: 'createActionPlan',
        summary: 'Create an action plan for a host',
        description: 'A new plan for the same host and finding (or the same host, for whole-host types) supersedes the active one.',
        tag,
        responseDescription: 'The created plan',
        notFound: 'No such host',
      },
      params: HostPlansParams,
      body: CreatePlanRequest,
      response: ActionPlanRecord,
      handle: async ({ params, body }) => {
        const plan = await unaryCall(actionPlan, 'CreatePlan', { host_id: params.host_id, plan: toPlanFields(body) });
        return jsonResult(toActionPlanJson(plan));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/hosts/{host_id}/action-plans',
      scope: 'data:read',
      docs: { operationId: 'listActionPlans', summary: 'Full history of action plans of a host, active and inactive', tag, responseDescription: 'Plans, newest first', notFound: 'No such host' },
      params: HostPlansParams,
      response: z.array(ActionPlanRecord),
      handle: async ({ params }) => {
        const list = await unaryCall(actionPlan, 'ListPlans', { host_id: params.host_id });
        return jsonResult(list.items.map(toActionPlanJson));
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/hosts/{host_id}/action-plans',
      scope: 'plans:write',
      docs: { operationId: 'updateActionPlan', summary: 'Update an existing plan', tag, responseDescription: 'The updated plan', notFound: 'No such host, or no such plan on it' },
      params: HostPlansParams,
      body: UpdatePlanRequest,
      response: ActionPlanRecord,
      handle: async ({ params, body }) => {
        const plan = await unaryCall(actionPlan, 'UpdatePlan', {
          host_id: params.host_id,
          action_plan_id: body.action_plan_id,
          updates: toPlanUpdates(body.updates),
        });
        return jsonResult(toActionPlanJson(plan));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/hosts/create-bulk-action-plans',
      scope: 'plans:write',
      docs: {
        operationId: 'createBulkActionPlans',
        summary: 'Create plans for many hosts in one request',
        description: 'Each host succeeds or fails on its own; the answer lists both.',
        tag,
        responseDescription: 'Per-host outcome',
      },
      body: BulkCreatePlansRequest,
      response: BulkCreatePlansRecord,
      handle: async ({ body }) => {
        const { host_ids, ...fields } = body;
        const response = await unaryCall(actionPlan, 'BulkCreatePlans', { host_ids, plan: toPlanFields(fields) }, longCall(deps));
        return jsonResult(toBulkCreateJson(response));
      },
    }),
  ];
}
