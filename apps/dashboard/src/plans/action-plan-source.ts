import { peerUnavailable } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { ActionPlanServiceClient, ActionPlan__Output } from '@vmdash/proto';
import type { ActivePlanSource } from './plan-cache.commands';
import type { SyncedPlan } from './plan-cache.repository';

const UNAVAILABLE_TEXT = 'The action plans are unavailable: the action-plan service did not answer';

/** A plan of the ActionPlan message (this deployment's action-plan service, or the upstream's through integration) as a sync writes it. */
export function toSyncedPlan(plan: ActionPlan__Output): SyncedPlan {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? null,
    active_host_findings_id: plan.active_host_findings_id ?? null,
    created_by: plan.created_by,
    created_at: plan.created_at,
    updated_at: new Date(plan.updated_at),
  };
}

/**
 * Every active plan from the action-plan service's StreamActivePlans. The call runs in the request context, so the
 * token of the user who asked for the sync travels with it (libs/grpc); it ends after `deadlineMs`.
 * @param client the dashboard's one client of the action-plan service (its owner closes it)
 */
export function createActionPlanServiceSource(client: ActionPlanServiceClient, deadlineMs: number, logger: Logger): ActivePlanSource {
  return {
    async *activePlans() {
      const call = client.StreamActivePlans({}, { deadline: Date.now() + deadlineMs });
      try {
        for await (const plan of call as AsyncIterable<ActionPlan__Output>) yield toSyncedPlan(plan);
      } catch (error) {
        throw peerUnavailable(error, 'action-plan StreamActivePlans', UNAVAILABLE_TEXT, logger);
      } finally {
        call.cancel();
      }
    },
  };
}
