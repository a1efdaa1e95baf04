import { z } from 'zod';
import { OutboundError, RATE_LIMIT_TEXT } from '../outbound/outbound-error';
import type { OutboundAnswer, OutboundHttp } from '../outbound/outbound-http';

/** The name of the system in error texts. */
export const UPSTREAM_NAME = 'Action plans upstream service';

/**
 * One action plan as the upstream's Data API answers GET /hosts/{host_id}/action-plans (the ActionPlanRecord of this
 * interface's Data API, libs/proto records/action-plan-record.ts). Fields this client does not use may be absent;
 * unknown fields are ignored.
 */
export const UpstreamPlanShape = z.object({
  action_plan_id: z.string().min(1),
  host_id: z.number().int(),
  plan_type: z.string().min(1),
  commit_date: z.string(),
  scanner_id: z.string().nullish(),
  active_host_findings_id: z.number().int().nullish(),
  tracker_vnr: z.string().nullish(),
  risk_exc: z.string().nullish(),
  /** "active" or "inactive". */
  status: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().default(''),
  deactivated_at: z.string().nullish(),
  superseded_by: z.string().nullish(),
});

/** An upstream action plan (UpstreamPlanShape). */
export type UpstreamPlan = z.output<typeof UpstreamPlanShape>;

/**
 * GET /beta-assets/{page}: the page's hosts (only host_id is read; `items` is empty past the last page) and `total`, the
 * hosts of every page, when the upstream names it (the interface specification shows no shape, so it may not).
 */
const AssetPageShape = z.object({ items: z.array(z.object({ host_id: z.number().int() })), total: z.number().int().nonnegative().optional().catch(undefined) });

/** One page of the upstream's hosts: their ids in page order, and how many hosts it lists in all when it says so. */
export interface UpstreamHostPage {
  hostIds: number[];
  total: number | undefined;
}

/** The two reads of the upstream's Data API the action-plan cache's sync needs (docs/decisions/0013-action-plan-cache.md). */
export interface PlansUpstreamClient {
  /**
   * The host ids of page `page` (1-based) of GET /beta-assets/{page} (empty past the end) and the upstream's total.
   * @throws OutboundError (plansUpstreamFailure) for any answer but 200, or one without an `items` list of hosts
   */
  hostsOfPage(page: number): Promise<UpstreamHostPage>;
  /**
   * The host's plan history (active and inactive) from GET /hosts/{host_id}/action-plans, or undefined when the
   * upstream answers 404: it does not know the host.
   * @throws OutboundError (plansUpstreamFailure) for any other answer but 200, or a body that is not a list of plans
   */
  plansOfHost(hostId: number): Promise<UpstreamPlan[] | undefined>;
}

/**
 * The failure an unsuccessful upstream answer means (integration.proto header): 401 its refusal of the configured
 * credentials (named, so an operator knows what to fix), 403 a permission the account lacks, 429 the rate-limit
 * text, 400 or 422 a request it refused, anything else (5xx included, after the agent's retries) unavailable with the
 * body.
 */
export function plansUpstreamFailure(answer: OutboundAnswer, call: string): OutboundError {
  const body = answer.text.slice(0, 2_000);
  if (answer.status === 401)
    return new OutboundError('credentials', `${UPSTREAM_NAME} refused the credentials (401): check PLANS_UPSTREAM_USER and PLANS_UPSTREAM_PASSWORD of the integration service`);
  if (answer.status === 403) return new OutboundError('permission', `${UPSTREAM_NAME}: the account of PLANS_UPSTREAM_USER may not ${call} (403)`);
  if (answer.status === 429) return new OutboundError('rate_limited', RATE_LIMIT_TEXT);
  if (answer.status === 400 || answer.status === 422) return new OutboundError('rejected', `${UPSTREAM_NAME} refused ${call} (${answer.status}): ${body}`);
  return new OutboundError('unavailable', `${UPSTREAM_NAME} API error on ${call} (${answer.status}): ${body}`);
}

function parsed<T>(shape: z.ZodType<T>, answer: OutboundAnswer, call: string): T {
  const result = shape.safeParse(answer.json);
  if (!result.success) throw new OutboundError('unavailable', `${UPSTREAM_NAME} answered ${call} with a body this client cannot read: ${z.prettifyError(result.error).slice(0, 500)}`);
  return result.data;
}

/** A client of the upstream's Data API over `http` (its base is PLANS_UPSTREAM_URL; Basic authentication in its headers). */
export function createPlansUpstreamClient(http: OutboundHttp): PlansUpstreamClient {
  return {
    async hostsOfPage(page) {
      const call = `GET /beta-assets/${page}`;
      const answer = await http.send({ method: 'GET', path: `/beta-assets/${page}` });
      if (answer.status !== 200) throw plansUpstreamFailure(answer, call);
      const body = parsed(AssetPageShape, answer, call);
      return { hostIds: body.items.map((host) => host.host_id), total: body.total };
    },
    async plansOfHost(hostId) {
      const call = `GET /hosts/${hostId}/action-plans`;
      const answer = await http.send({ method: 'GET', path: `/hosts/${hostId}/action-plans` });
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw plansUpstreamFailure(answer, call);
      return parsed(z.array(UpstreamPlanShape), answer, call);
    },
  };
}
