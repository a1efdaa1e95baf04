import { status } from '@grpc/grpc-js';
import { UpstreamFailedError, UpstreamTimeoutError } from '@vmdash/domain';
import { isGrpcError } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { IntegrationServiceClient, UpstreamHostPlans__Output } from '@vmdash/proto';
import { toSyncedPlan } from './action-plan-source';
import type { ActivePlanSource } from './plan-cache.commands';
import type { SyncedHost, SyncedPlan } from './plan-cache.repository';

/** The text when the integration service names no failure of its own. */
const UNAVAILABLE_TEXT = 'The action plans are unavailable: the action plans upstream service could not be read through the integration service';
/** The text when the sync's deadline passed and the integration service named nothing else. */
const TIMEOUT_TEXT = 'The action plans upstream service did not answer a page before the sync deadline (PLAN_SYNC_DEADLINE_MS)';

/**
 * The hosts of the action plans upstream service with their active plans, one upstream page (GET /beta-assets/{page},
 * the cursor; 1 first) per call of the integration service's StreamUpstreamPlans (PLANS_SOURCE=upstream;
 * docs/decisions/0013-action-plan-cache.md "Upstream mode", docs/decisions/0028-jobs.md "Plan sync as a job"): each
 * host as a SyncedHost (known false when the upstream answered 404 for it), then its plans; an empty page is the end.
 * Each call runs in the job's request context (its grant travels with it) and ends after `deadlineMs`.
 * @throws the refusal the owner sees when a page fails, as the ticket routes answer the tracker's failures:
 *   UpstreamTimeoutError for DEADLINE_EXCEEDED, else UpstreamFailedError, with the integration service's text (e.g.
 *   the upstream refusing PLANS_UPSTREAM_USER's credentials)
 */
export function createUpstreamPlanSource(client: IntegrationServiceClient, deadlineMs: number, logger: Logger): ActivePlanSource {
  return {
    async page(cursor) {
      const page = cursor ?? 1;
      const call = client.StreamUpstreamPlans({ page }, { deadline: Date.now() + deadlineMs });
      const items: (SyncedPlan | SyncedHost)[] = [];
      const hostIds: number[] = [];
      let totalHosts: number | null = null;
      try {
        for await (const host of call as AsyncIterable<UpstreamHostPlans__Output>) {
          const hostId = Number(host.host_id);
          hostIds.push(hostId);
          totalHosts = host.upstream_total === undefined ? totalHosts : Number(host.upstream_total);
          items.push({ kind: 'host', host_id: hostId, known: host.known }, ...host.active_plans.map(toSyncedPlan));
        }
      } catch (error) {
        const { code, details } = isGrpcError(error) ? error : { code: undefined, details: '' };
        logger.warn({ code, details, page }, 'integration StreamUpstreamPlans failed');
        if (code === status.DEADLINE_EXCEEDED) throw new UpstreamTimeoutError(details || TIMEOUT_TEXT);
        throw new UpstreamFailedError(details || UNAVAILABLE_TEXT);
      } finally {
        call.cancel();
      }
      return { items, hostIds, next: hostIds.length === 0 ? null : page + 1, totalHosts };
    },
  };
}
