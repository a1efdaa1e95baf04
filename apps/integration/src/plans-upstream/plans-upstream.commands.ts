import Bottleneck from 'bottleneck';
import { OutboundError } from '../outbound/outbound-error';
import { UPSTREAM_NAME, type PlansUpstreamClient, type UpstreamPlan } from './plans-upstream.client';

/** One host of the upstream with its active plans; `known` false when the upstream answered 404 for it. */
export interface UpstreamHost {
  hostId: number;
  known: boolean;
  activePlans: UpstreamPlan[];
}

/** The use case behind StreamUpstreamPlans. */
export interface PlansUpstreamCommands {
  /**
   * Every host of the upstream, page by page (GET /beta-assets/{page} from 1 until `items` is empty), each with its
   * active plans (GET /hosts/{host_id}/action-plans, at most `concurrency` at once), in page order. A host listed twice
   * (pages shifted while they were read) is asked once. Stops between hosts when `signal` aborts.
   * @throws OutboundError of the first failed call (nothing more is asked), or `unavailable` when a page lists only
   *   hosts of earlier pages (an upstream that ignores the page number would never end)
   */
  hosts(signal?: AbortSignal): AsyncGenerator<UpstreamHost>;
}

/** The upstream sync over `client`, asking at most `concurrency` hosts at once (bottleneck). */
export function createPlansUpstreamCommands(client: PlansUpstreamClient, concurrency: number): PlansUpstreamCommands {
  return {
    async *hosts(signal) {
      const limiter = new Bottleneck({ maxConcurrent: concurrency });
      const seen = new Set<number>();
      try {
        for (let page = 1; ; page++) {
          signal?.throwIfAborted();
          const listed = await client.hostsOfPage(page);
          if (listed.length === 0) return;
          const fresh = [...new Set(listed)].filter((hostId) => !seen.has(hostId));
          if (fresh.length === 0) throw new OutboundError('unavailable', `${UPSTREAM_NAME}: GET /beta-assets/${page} lists only hosts of earlier pages; the paging does not advance`);
          for (const hostId of fresh) seen.add(hostId);
          const answers = fresh.map((hostId) => limiter.schedule(() => (signal?.aborted ? Promise.resolve(undefined) : client.plansOfHost(hostId))));
          // Answers are awaited in page order; a later one failing first must not be an unhandled rejection.
          for (const answer of answers) answer.catch(() => undefined);
          for (const [index, answer] of answers.entries()) {
            const plans = await answer;
            signal?.throwIfAborted();
            yield { hostId: fresh[index], known: plans !== undefined, activePlans: (plans ?? []).filter((plan) => plan.status === 'active') };
          }
        }
      } finally {
        await limiter.stop({ dropWaitingJobs: true }).catch(() => undefined);
      }
    },
  };
}
