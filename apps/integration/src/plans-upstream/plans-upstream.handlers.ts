import { UnavailableError, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { toActionPlanMessage, type UpstreamHostPlans } from '@vmdash/proto';
import type { PlansUpstreamCommands, UpstreamHost } from './plans-upstream.commands';

/** The text of StreamUpstreamPlans while no upstream is configured. */
export const UPSTREAM_NOT_CONFIGURED = 'The action plans upstream service is not configured: PLANS_UPSTREAM_URL of the integration service is unset';

/** The UpstreamHostPlans message of one upstream host. */
export function toUpstreamHostMessage(host: UpstreamHost): UpstreamHostPlans {
  return { host_id: host.hostId, known: host.known, active_plans: host.activePlans.map(toActionPlanMessage), ...(host.upstreamTotal === undefined ? {} : { upstream_total: host.upstreamTotal }) };
}

/** The text of StreamUpstreamPlans for a page below 1. */
export const UPSTREAM_PAGE_INVALID = 'page must be 1 or more (GET /beta-assets/{page} is 1-based)';

/**
 * StreamUpstreamPlans of IntegrationService: the hosts of one upstream page with their active plans; INVALID_ARGUMENT
 * for a page below 1, UNAVAILABLE (UPSTREAM_NOT_CONFIGURED) when `commands` is undefined (PLANS_UPSTREAM_URL unset).
 */
export function createPlansUpstreamHandlers(commands: PlansUpstreamCommands | undefined): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, 'StreamUpstreamPlans'> {
  return {
    StreamUpstreamPlans: async function* (request, context) {
      if (!commands) throw new UnavailableError(UPSTREAM_NOT_CONFIGURED);
      if (request.page < 1) throw new ValidationError(UPSTREAM_PAGE_INVALID, [{ loc: ['page'], msg: UPSTREAM_PAGE_INVALID, type: 'value_error' }]);
      for await (const host of commands.hostsOfPage(request.page, context.signal)) yield toUpstreamHostMessage(host);
    },
  };
}
