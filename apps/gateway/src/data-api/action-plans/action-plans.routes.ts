import { unaryCall } from '@vmdash/grpc';
import { toActionPlanRecord } from '@vmdash/proto';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import { defineRoute, type DataApiRoute } from '../http/data-api-route';
import type { DataApiDeps } from '../shared/data-api.deps';
import {
  ActionPlanRecord,
  BulkCreatePlansRecord,
  BulkCreatePlansRequest,
  CreatePlanRequest,
  HostPlansParams,
  IdempotencyHeaders,
  toBulkCreateJson,
  toPlanFields,
  toPlanUpdates,
  UpdatePlanRequest,
} from './action-plans.schemas';

const tag = 'action plans';

/** 409 of a write whose Idempotency-Key another request still holds. */
const KEY_IN_USE_RESPONSE = { description: 'A request with this Idempotency-Key is still being processed' };

/**
 * Host action plans (interface-spec, "A. Data API"): create, history, update, bulk create. Rules live in the
 * action-plan service. The writes take an Idempotency-Key header, forwarded as the request's idempotency_key.
 */
export function actionPlanRoutes(deps: DataApiDeps): DataApiRoute[] {
  const { actionPlan } = deps;
  return [
    defineRoute({
      method: 'put',
      path: '/hosts/{host_id}/action-plans',
      access: accessOf('vmdash.v1.ActionPlanService/CreatePlan'),
      docs: {
        operationId: 'createActionPlan',
        summary: 'Create an action plan for a host',
        description: 'A new plan for the same host and finding (or the same host, for whole-host types) supersedes the active one.',
        tag,
        responses: { 200: { description: 'The created plan', schema: ActionPlanRecord }, 404: { description: 'No such host' }, 409: KEY_IN_USE_RESPONSE },
      },
      params: HostPlansParams,
      headers: IdempotencyHeaders,
      body: CreatePlanRequest,
      handle: async ({ params, headers, body, call }) => {
        const plan = await unaryCall(actionPlan, 'CreatePlan', { host_id: params.host_id, plan: toPlanFields(body), idempotency_key: headers['idempotency-key'] }, call);
        return jsonResult(toActionPlanRecord(plan));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/hosts/{host_id}/action-plans',
      access: accessOf('vmdash.v1.ActionPlanService/ListPlans'),
      docs: {
        operationId: 'listActionPlans',
        summary: 'Full history of action plans of a host, active and inactive',
        tag,
        responses: { 200: { description: 'Plans, newest first', schema: z.array(ActionPlanRecord) }, 404: { description: 'No such host' } },
      },
      params: HostPlansParams,
      handle: async ({ params, call }) => {
        const list = await unaryCall(actionPlan, 'ListPlans', { host_id: params.host_id }, call);
        return jsonResult(list.items.map(toActionPlanRecord));
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/hosts/{host_id}/action-plans',
      access: accessOf('vmdash.v1.ActionPlanService/UpdatePlan'),
      docs: {
        operationId: 'updateActionPlan',
        summary: 'Update an existing plan',
        tag,
        responses: {
          200: { description: 'The updated plan', schema: ActionPlanRecord },
          404: { description: 'No such host, or no such plan on it' },
          409: { description: 'The plan is inactive, or a request with this Idempotency-Key is still being processed' },
        },
      },
      params: HostPlansParams,
      headers: IdempotencyHeaders,
      body: UpdatePlanRequest,
      handle: async ({ params, headers, body, call }) => {
        const plan = await unaryCall(
          actionPlan,
          'UpdatePlan',
          { host_id: params.host_id, action_plan_id: body.action_plan_id, updates: toPlanUpdates(body.updates), idempotency_key: headers['idempotency-key'] },
          call,
        );
        return jsonResult(toActionPlanRecord(plan));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/hosts/create-bulk-action-plans',
      access: accessOf('vmdash.v1.ActionPlanService/BulkCreatePlans'),
      deadline: 'bulk',
      docs: {
        operationId: 'createBulkActionPlans',
        summary: 'Create plans for many hosts in one request',
        description: 'Each host succeeds or fails on its own; the answer lists both.',
        tag,
        responses: { 200: { description: 'Per-host outcome', schema: BulkCreatePlansRecord }, 409: KEY_IN_USE_RESPONSE },
      },
      headers: IdempotencyHeaders,
      body: BulkCreatePlansRequest,
      handle: async ({ headers, body, call }) => {
        const { host_ids, ...fields } = body;
        const response = await unaryCall(actionPlan, 'BulkCreatePlans', { host_ids, plan: toPlanFields(fields), idempotency_key: headers['idempotency-key'] }, call);
        return jsonResult(toBulkCreateJson(response));
      },
    }),
  ];
}
