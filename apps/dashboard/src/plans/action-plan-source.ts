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

/** Hosts of one page of a sync from the action-plan service (the plans of 1,000 hosts: a few thousand plans). */
export const ACTION_PLAN_PAGE_HOSTS = 1_000;

/**
 * The active plans of the action-plan service's StreamActivePlans, a page of ACTION_PLAN_PAGE_HOSTS hosts per call
 * (hosts after the cursor, the last host of the page before; docs/decisions/0028-jobs.md, "Plan sync as a job"). Each
 * call runs in the job's request context, so its grant travels with it (libs/grpc), and ends after `deadlineMs`. The
 * service counts no hosts ahead, so a page names no total.
 * @param client the dashboard's one client of the action-plan service (its owner closes it)
 */
export function createActionPlanServiceSource(client: ActionPlanServiceClient, deadlineMs: number, logger: Logger): ActivePlanSource {
  return {
    async page(cursor) {
      const call = client.StreamActivePlans({ ...(cursor === null ? {} : { after_host_id: cursor }), host_limit: ACTION_PLAN_PAGE_HOSTS }, { deadline: Date.now() + deadlineMs });
      const items: SyncedPlan[] = [];
      try {
        for await (const plan of call as AsyncIterable<ActionPlan__Output>) items.push(toSyncedPlan(plan));
      } catch (error) {
        throw peerUnavailable(error, 'action-plan StreamActivePlans', UNAVAILABLE_TEXT, logger);
      } finally {
        call.cancel();
      }
      const hostIds = [...new Set(items.map((plan) => plan.host_id))];
      return { items, hostIds, next: hostIds.length < ACTION_PLAN_PAGE_HOSTS ? null : hostIds[hostIds.length - 1]!, totalHosts: null };
    },
  };
}
