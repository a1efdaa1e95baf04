import { status } from '@grpc/grpc-js';
import { UpstreamFailedError, UpstreamTimeoutError } from '@vmdash/domain';
import { isGrpcError } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { IntegrationServiceClient, UpstreamHostPlans__Output } from '@vmdash/proto';
import { toSyncedPlan } from './action-plan-source';
import type { ActivePlanSource } from './plan-cache.commands';

/** The text when the integration service names no failure of its own. */
const UNAVAILABLE_TEXT = 'The action plans are unavailable: the action plans upstream service could not be read through the integration service';
/** The text when the sync's deadline passed and the integration service named nothing else. */
const TIMEOUT_TEXT = 'The action plans upstream service did not answer before the sync deadline';

/**
 * Every host of the action plans upstream service with its active plans, from the integration service's
 * StreamUpstreamPlans (PLANS_SOURCE=upstream; docs/decisions/0013-action-plan-cache.md, "Upstream mode"): each host
 * as a SyncedHost (known false when the upstream answered 404 for it), then its plans. The call runs in the request
 * context (the token of the user who asked for the sync travels with it) and ends after `deadlineMs`.
 * @throws the refusal the user sees when the stream fails, as the ticket routes answer the tracker's failures:
 *   UpstreamTimeoutError (504) for DEADLINE_EXCEEDED, else UpstreamFailedError (502), with the integration service's
 *   text (e.g. the upstream refusing PLANS_UPSTREAM_USER's credentials)
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
        const { code, details } = isGrpcError(error) ? error : { code: undefined, details: '' };
        logger.warn({ code, details }, 'integration StreamUpstreamPlans failed');
        if (code === status.DEADLINE_EXCEEDED) throw new UpstreamTimeoutError(details || TIMEOUT_TEXT);
        throw new UpstreamFailedError(details || UNAVAILABLE_TEXT);
      } finally {
        call.cancel();
      }
    },
  };
}
