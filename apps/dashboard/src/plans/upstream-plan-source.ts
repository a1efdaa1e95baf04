import { status, type ServiceError } from '@grpc/grpc-js';
import { DeadlineExceededError, UnavailableError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import type { IntegrationServiceClient, UpstreamHostPlans__Output } from '@vmdash/proto';
import { toSyncedPlan } from './action-plan-source';
import type { ActivePlanSource } from './plan-cache.commands';

/** The text when the integration service names no failure of its own. */
const UNAVAILABLE_TEXT = 'The action plans are unavailable: the action plans upstream service could not be read through the integration service';

/**
 * Every host of the action plans upstream service with its active plans, from the integration service's
 * StreamUpstreamPlans (PLANS_SOURCE=upstream; docs/decisions/0013-action-plan-cache.md, "Upstream mode"): each host
 * as a SyncedHost (known false when the upstream answered 404 for it), then its plans. The call runs in the request
 * context (the token of the user who asked for the sync travels with it) and ends after `deadlineMs`.
 * Failures keep the integration service's text (e.g. the upstream refusing PLANS_UPSTREAM_USER's credentials): a
 * DEADLINE_EXCEEDED is a DeadlineExceededError, anything else an UnavailableError.
 */
export function createUpstreamPlanSource(client: IntegrationServiceClient, deadlineMs: number, logger: Logger): ActivePlanSource {
  return {
    async *activePlans() {
      const call = client.StreamUpstreamPlans({}, { deadline: Date.now() + deadlineMs });
      try {
        for await (const host of call as AsyncIterable<UpstreamHostPlans__Output>) {
          yield { kind: 'host', host_id: Number(host.host_id), known: host.known };
          for (const plan of host.active_plans) yield toSyncedPlan(plan);
        }
      } catch (error) {
        const { code, details } = error as Partial<ServiceError>;
        logger.warn({ code, details }, 'integration StreamUpstreamPlans failed');
        if (code === status.DEADLINE_EXCEEDED) throw new DeadlineExceededError(details || UNAVAILABLE_TEXT);
        throw new UnavailableError(details || UNAVAILABLE_TEXT);
      } finally {
        call.cancel();
      }
    },
  };
}
