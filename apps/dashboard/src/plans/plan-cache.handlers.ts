import type { ServiceImplementation } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { JobCommands } from '../jobs/job.commands';
import { toJobMessage } from '../jobs/job.messages';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { PlanCache } from './plan-cache.commands';
import type { PlanCacheConsumer } from './plan-cache.consumer';
import { PLANS_SYNC_JOB } from './plans-sync.job';

/** What the plan-cache RPCs need. */
interface PlanCacheHandlerDeps {
  cache: PlanCache;
  consumer: PlanCacheConsumer;
  jobs: Pick<JobCommands, 'start'>;
  logger: Logger;
}

/**
 * The action-plan cache RPCs of DashboardWorkflowService (docs/decisions/0013): its status, and the sync, which starts
 * a plans.sync job for the caller and answers it as StartJob does (docs/decisions/0028-jobs.md, "Plan sync as a job";
 * the job audits plan_cache_sync with the counts when it ends). Every group reads the status; the sync's group rule is
 * its RPC_PERMISSIONS entry. The counts are the whole cache's, not the caller's teams' (a count of plans names no
 * finding; docs/decisions/0013-action-plan-cache.md, "Status").
 */
export function createPlanCacheHandlers(deps: PlanCacheHandlerDeps): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'GetPlanCacheStatus' | 'SyncPlanCache'> {
  return {
    GetPlanCacheStatus: async () => {
      // A backlog NATS cannot report counts as behind (1): the status must not claim to be current then.
      const pending = await deps.consumer.pendingEvents().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'plan consumer backlog unknown');
        return 1;
      });
      const status = await deps.cache.status(pending);
      return {
        plans_cached: status.plansCached,
        hosts_known: status.hostsKnown,
        last_event_at: status.lastEventAt?.toISOString(),
        last_sync_at: status.lastSyncAt?.toISOString(),
        last_sync_duration_ms: status.lastSyncDurationMs ?? undefined,
        behind: status.behind,
        pending_events: status.pendingEvents,
      };
    },
    SyncPlanCache: async (request, context) => {
      const start = { kind: PLANS_SYNC_JOB, format: '', job_grant: request.job_grant, client_address: request.client_address };
      return toJobMessage(await deps.jobs.start(workflowCallerOf(context), start, request.client_address || null));
    },
  };
}
