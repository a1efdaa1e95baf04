import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { PlanCacheStatusBody, PlanSyncBody, toPlanCacheStatusJson, toPlanSyncJson } from './plans.schemas';

const tag = 'plans';

/** The dashboard's action-plan cache (docs/decisions/0013): its status and a full sync. */
export function planRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/plans/status',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetPlanCacheStatus'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.planStatusFailed,
      docs: {
        operationId: 'getPlanCacheStatus',
        summary: 'State of the action-plan cache',
        description:
          "The dashboard keeps the active action plans of the action-plan service, fed by its plan events and rebuilt by POST /api/plans/sync. The counts are the whole cache's (they name no finding, so team scope does not apply).",
        tag,
        responses: { 200: { description: 'The status', schema: PlanCacheStatusBody } },
      },
      handle: async ({ call }) => jsonResult(toPlanCacheStatusJson(await unaryCall(workflows, 'GetPlanCacheStatus', {}, call))),
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/plans/sync',
      access: accessOf('vmdash.v1.DashboardWorkflowService/SyncPlanCache'),
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: WORKFLOW_TEXTS.planSyncFailed,
      docs: {
        operationId: 'syncPlanCache',
        summary: 'Rebuild the action-plan cache',
        description:
          'Reads every active plan of the action-plan service and replaces the cache with them; while it runs the cache keeps answering with what it held, and changes announced meanwhile are kept. Audit action plan_cache_sync.',
        tag,
        responses: {
          200: { description: 'The rebuilt cache', schema: PlanSyncBody },
          502: { description: "Upstream mode: the action plans upstream service failed or refused the credentials (the error carries the integration service's text); the cache keeps what it had" },
          504: { description: 'Upstream mode: the action plans upstream service did not answer before the sync deadline; the cache keeps what it had' },
        },
      },
      handle: async ({ clientAddress, call }) => {
        return jsonResult(toPlanSyncJson(await unaryCall(workflows, 'SyncPlanCache', { client_address: clientAddress }, call)));
      },
    }),
  ];
}
