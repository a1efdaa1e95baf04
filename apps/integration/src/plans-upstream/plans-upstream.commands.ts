import Bottleneck from 'bottleneck';
import type { PlansUpstreamClient, UpstreamPlan } from './plans-upstream.client';

/**
 * One host of the upstream with its active plans; `known` false when the upstream answered 404 for it; `upstreamTotal`
 * the hosts the upstream lists in all, when its page said so.
 */
export interface UpstreamHost {
  hostId: number;
  known: boolean;
  activePlans: UpstreamPlan[];
  upstreamTotal: number | undefined;
}

/** The use case behind StreamUpstreamPlans. */
export interface PlansUpstreamCommands {
  /**
   * The hosts of page `page` (1-based; GET /beta-assets/{page}), each with its active plans (GET
   * /hosts/{host_id}/action-plans, at most `concurrency` at once), in page order; nothing past the last page. A host
   * the page lists twice is asked once. The caller reads one page per call and resumes at the next
   * (docs/decisions/0028-jobs.md, "Plan sync as a job"). Stops between hosts when `signal` aborts.
   * @throws OutboundError of the first failed call (nothing more is asked)
   */
  hostsOfPage(page: number, signal?: AbortSignal): AsyncGenerator<UpstreamHost>;
}

/** The upstream sync over `client`, asking at most `concurrency` hosts at once (bottleneck). */
export function createPlansUpstreamCommands(client: PlansUpstreamClient, concurrency: number): PlansUpstreamCommands {
  return {
    async *hostsOfPage(page, signal) {
      const limiter = new Bottleneck({ maxConcurrent: concurrency });
      try {
        signal?.throwIfAborted();
        const listed = await client.hostsOfPage(page);
        const hostIds = [...new Set(listed.hostIds)];
        const answers = hostIds.map((hostId) => limiter.schedule(() => (signal?.aborted ? Promise.resolve(undefined) : client.plansOfHost(hostId))));
        // Answers are awaited in page order; a later one failing first must not be an unhandled rejection.
        for (const answer of answers) answer.catch(() => undefined);
        for (const [index, answer] of answers.entries()) {
          const plans = await answer;
          signal?.throwIfAborted();
          yield { hostId: hostIds[index], known: plans !== undefined, activePlans: (plans ?? []).filter((plan) => plan.status === 'active'), upstreamTotal: listed.total };
        }
      } finally {
        await limiter.stop({ dropWaitingJobs: true }).catch(() => undefined);
      }
    },
  };
}
