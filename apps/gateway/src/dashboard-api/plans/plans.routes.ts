import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { jobGrantFor } from '../jobs/job-grant';
import { JobBody, toJobJson } from '../jobs/jobs.schemas';
import { PlanCacheStatusBody, toPlanCacheStatusJson } from './plans.schemas';

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
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: WORKFLOW_TEXTS.planSyncFailed,
      docs: {
        operationId: 'syncPlanCache',
        summary: 'Rebuild the action-plan cache as a job',
        description:
          "Starts a `plans.sync` job (as POST /api/jobs with that kind) and answers 202 with it, queued. The job reads every active plan of the action-plan service (or, in upstream mode, every host of the action plans upstream service) a page of hosts at a time, and replaces the cache with them once the last page is stored; while it runs the cache keeps answering with what it held, and changes announced meanwhile are kept. Watch it with GET /api/jobs/{id}/events: its progress counts hosts (the total when the source names one). It ends succeeded with `result_counts` (plans_cached, hosts_known, hosts_read, duration_ms), or failed with the reason (e.g. the upstream refusing the integration service's credentials), the cache then keeping what it had. One sync runs at a time: while a sync started by anyone is queued or running, a start answers 409. Audit actions job_start, then plan_cache_sync with the counts; the owner gets a notification when it ends.",
        tag,
        responses: {
          202: { description: 'The sync job, queued', schema: JobBody },
          409: { description: 'A sync is already queued or running' },
          429: { description: "Too many of the caller's jobs are waiting" },
        },
      },
      handle: async ({ session, clientAddress, call }) => {
        return jsonResult(toJobJson(await unaryCall(workflows, 'SyncPlanCache', { client_address: clientAddress, job_grant: jobGrantFor(deps, session) }, call)), 202);
      },
    }),
  ];
}
