import { UnavailableError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { ActionPlan, UpstreamHostPlans } from '@vmdash/proto';
import type { UpstreamPlan } from './plans-upstream.client';
import type { PlansUpstreamCommands, UpstreamHost } from './plans-upstream.commands';

/** The text of StreamUpstreamPlans while no upstream is configured. */
export const UPSTREAM_NOT_CONFIGURED = 'The action plans upstream service is not configured: PLANS_UPSTREAM_URL of the integration service is unset';

/** The wire form of an upstream plan (action_plan.proto ActionPlan): nulls become unset fields. */
function toActionPlanMessage(plan: UpstreamPlan): ActionPlan {
  return {
    action_plan_id: plan.action_plan_id,
    host_id: plan.host_id,
    plan_type: plan.plan_type,
    commit_date: plan.commit_date,
    scanner_id: plan.scanner_id ?? undefined,
    active_host_findings_id: plan.active_host_findings_id ?? undefined,
    tracker_vnr: plan.tracker_vnr ?? undefined,
    risk_exc: plan.risk_exc ?? undefined,
    status: plan.status,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
    created_by: plan.created_by,
    deactivated_at: plan.deactivated_at ?? undefined,
    superseded_by: plan.superseded_by ?? undefined,
  };
}

/** The UpstreamHostPlans message of one upstream host. */
export function toUpstreamHostMessage(host: UpstreamHost): UpstreamHostPlans {
  return { host_id: host.hostId, known: host.known, active_plans: host.activePlans.map(toActionPlanMessage) };
}

/**
 * StreamUpstreamPlans of IntegrationService: the upstream's hosts with their active plans, or UNAVAILABLE
 * (UPSTREAM_NOT_CONFIGURED) when `commands` is undefined (PLANS_UPSTREAM_URL unset).
 */
export function createPlansUpstreamHandlers(commands: PlansUpstreamCommands | undefined): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, 'StreamUpstreamPlans'> {
  return {
    StreamUpstreamPlans: async function* (_request, context) {
      if (!commands) throw new UnavailableError(UPSTREAM_NOT_CONFIGURED);
      for await (const host of commands.hosts(context.signal)) yield toUpstreamHostMessage(host);
    },
  };
}
