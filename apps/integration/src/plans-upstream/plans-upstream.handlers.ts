import { UnavailableError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { toActionPlanMessage, type UpstreamHostPlans } from '@vmdash/proto';
import type { PlansUpstreamCommands, UpstreamHost } from './plans-upstream.commands';

/** The text of StreamUpstreamPlans while no upstream is configured. */
export const UPSTREAM_NOT_CONFIGURED = 'The action plans upstream service is not configured: PLANS_UPSTREAM_URL of the integration service is unset';

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
