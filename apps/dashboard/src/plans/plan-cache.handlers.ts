import type { ServiceImplementation } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { WorkflowAudit } from '../workflows/workflow-audit';
import type { ActivePlanSource, PlanCache } from './plan-cache.commands';
import type { PlanCacheConsumer } from './plan-cache.consumer';

/** What the plan-cache RPCs need. */
interface PlanCacheHandlerDeps {
  cache: PlanCache;
  consumer: PlanCacheConsumer;
  source: ActivePlanSource;
  audit: WorkflowAudit<'plan_cache_sync'>;
  logger: Logger;
}

/**
 * The action-plan cache RPCs of DashboardWorkflowService (docs/decisions/0013): its status, and the full sync (audit
 * action plan_cache_sync, entityType plan_cache, with the counts; in upstream mode a failure of the upstream is refused
 * with its reason, 502 or 504 with its text, and the cache keeps what it had). Every group reads the status; the
 * sync's group rule is its RPC_PERMISSIONS entry. The counts are the whole cache's, not the caller's teams' (a count of
 * plans names no finding; docs/decisions/0013-action-plan-cache.md, "Status").
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
      const result = await deps.cache.sync(deps.source);
      await deps.audit(
        workflowCallerOf(context),
        'plan_cache_sync',
        null,
        { plans_cached: result.plansCached, hosts_known: result.hostsKnown, duration_ms: result.durationMs },
        request.client_address || null,
      );
      return { plans_cached: result.plansCached, hosts_known: result.hostsKnown, duration_ms: result.durationMs, synced_at: result.syncedAt.toISOString() };
    },
  };
}
