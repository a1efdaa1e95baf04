import { status, type ServiceError } from '@grpc/grpc-js';
import type { UpstreamHostPlans__Output } from '@vmdash/proto';
import { upstreamPlanJson } from '@vmdash/testing';
import { PLANS_UPSTREAM_PASSWORD, startHarness, type Harness, type RunningIntegration } from './support/integration.harness';

/*
 * The client of the action plans upstream service (interface spec, "Authentication: Outbound"; docs/decisions/0013) against the
 * upstream simulator, which checks Basic credentials and records any request the sync does not make (the harness
 * fails the file then). StreamUpstreamPlans, one page per call, is the action-plan cache's sync in upstream mode.
 */

interface Received {
  method: string;
  path: string;
  tls: boolean;
  status: number;
}

/** Five hosts over three pages of two: host 3 unknown to the upstream (404), host 1 with an inactive plan too. */
const SEED = {
  page_size: 2,
  hosts: [
    { host_id: 1, plans: [upstreamPlanJson('p1-new', 1), upstreamPlanJson('p1-old', 1, { status: 'inactive', deactivated_at: '2026-11-02T10:00:00.000Z', superseded_by: 'p1-new' })] },
    { host_id: 2, plans: [] },
    { host_id: 3, known: false },
    { host_id: 4, plans: [upstreamPlanJson('p4', 4, { plan_type: 'decommission', scanner_id: null })] },
    { host_id: 5, plans: [upstreamPlanJson('p5', 5, { scanner_id: null, active_host_findings_id: 77 })] },
  ],
};

let h: Harness;
const extra: RunningIntegration[] = [];
beforeAll(async () => {
  h = await startHarness({ plansUpstream: true });
}, 60_000);
beforeEach(async () => {
  await h.plansUpstream!.post('/seed', SEED);
});
afterEach(async () => {
  for (const instance of extra.splice(0)) await instance.stop();
});
afterAll(() => h?.close());

const upstream = () => h.plansUpstream!;
const requests = () => upstream().get<Received[]>('/requests');
const pageOn = (page: number, on?: RunningIntegration) => h.stream<UpstreamHostPlans__Output>('StreamUpstreamPlans', { page }, { on });
/** Every page from the first until one is empty, as the dashboard's sync reads them (one call per page). */
const streamOn = async (on?: RunningIntegration) => {
  const hosts: UpstreamHostPlans__Output[] = [];
  for (let page = 1; ; page++) {
    const read = await pageOn(page, on);
    if (read.length === 0) return hosts;
    hosts.push(...read);
  }
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ServiceError) => ({ code: error.code, details: error.details }),
  );
const serviceWith = async (env: Record<string, string>) => {
  const instance = await h.startService(env);
  extra.push(instance);
  return instance;
};

describe('StreamUpstreamPlans (the action plans upstream service)', () => {
  it('when the upstream lists hosts over several pages, then every host comes once in page order with its active plans, and an unknown host is marked', async () => {
    const before = (await requests()).length;
    const hosts = await streamOn();
    expect(hosts.map((host) => [host.host_id, host.known])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
      [5, true],
    ]);
    expect(hosts[0].active_plans.map((found) => found.action_plan_id)).toEqual(['p1-new']);
    expect(hosts[3].active_plans[0]).toMatchObject({ action_plan_id: 'p4', plan_type: 'decommission', status: 'active', updated_at: '2026-11-02T10:00:00.000Z' });
    expect(hosts[3].active_plans[0].scanner_id).toBeUndefined();
    expect(hosts[4].active_plans[0]).toMatchObject({ action_plan_id: 'p5', active_host_findings_id: 77 });
    expect(hosts[2].active_plans).toEqual([]);
    // The simulator names its total on every page; the sync shows it as the total of its progress.
    expect(hosts.every((host) => host.upstream_total === 5)).toBe(true);
    const made = (await requests()).slice(before);
    expect(made.filter((request) => request.path.startsWith('/beta-assets/')).map((request) => request.path)).toEqual(['/beta-assets/1', '/beta-assets/2', '/beta-assets/3', '/beta-assets/4']);
    expect(
      made
        .filter((request) => request.path.startsWith('/hosts/'))
        .map((request) => request.path)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5].map((id) => `/hosts/${id}/action-plans`));
    expect(made.every((request) => request.status === 200 || request.path === '/hosts/3/action-plans')).toBe(true);
  });

  it('when the upstream refuses the credentials (401), then the stream fails with FAILED_PRECONDITION naming the settings to check', async () => {
    const wrong = await serviceWith({ PLANS_UPSTREAM_PASSWORD: `${PLANS_UPSTREAM_PASSWORD}-wrong` });
    const failure = await failureOf(streamOn(wrong));
    expect(failure?.code).toBe(status.FAILED_PRECONDITION);
    expect(failure?.details).toContain('PLANS_UPSTREAM_USER and PLANS_UPSTREAM_PASSWORD');
  });

  it('when a host answers 503 once, then its GET is retried and the stream completes; when it keeps answering 503, then UNAVAILABLE with the status', async () => {
    await upstream().post('/failures', { path: '/hosts/2/action-plans', status: 503, times: 1 });
    expect((await streamOn()).map((host) => host.host_id)).toEqual([1, 2, 3, 4, 5]);

    await upstream().post('/failures', { path: '/hosts/2/action-plans', status: 503, times: 10 });
    const failure = await failureOf(streamOn());
    expect(failure?.code).toBe(status.UNAVAILABLE);
    expect(failure?.details).toContain('(503)');
  });

  it('when the upstream does not answer within PLANS_UPSTREAM_TIMEOUT_MS, then the stream fails with DEADLINE_EXCEEDED', async () => {
    const impatient = await serviceWith({ PLANS_UPSTREAM_TIMEOUT_MS: '1000' });
    await upstream().post('/failures', { path: '/beta-assets/1', hang_ms: 3_000 });
    const failure = await failureOf(streamOn(impatient));
    expect(failure).toEqual({ code: status.DEADLINE_EXCEEDED, details: expect.stringContaining('timed out after 1 seconds') });
  });

  it('when the upstream speaks HTTPS with a self-signed certificate, then verification refuses it, and PLANS_UPSTREAM_TLS_VERIFY=false accepts it', async () => {
    const verifying = await serviceWith({ PLANS_UPSTREAM_URL: upstream().tlsUrl });
    const refused = await failureOf(streamOn(verifying));
    expect(refused?.code).toBe(status.UNAVAILABLE);
    expect(refused?.details).toMatch(/certificate/i);

    const before = (await requests()).length;
    const trusting = await serviceWith({ PLANS_UPSTREAM_URL: upstream().tlsUrl, PLANS_UPSTREAM_TLS_VERIFY: 'false' });
    expect((await streamOn(trusting)).map((host) => host.host_id)).toEqual([1, 2, 3, 4, 5]);
    expect((await requests()).slice(before).every((request) => request.tls)).toBe(true);
  });

  it('when a page below 1 is asked for, then INVALID_ARGUMENT and nothing is asked of the upstream', async () => {
    const before = (await requests()).length;
    expect(await failureOf(pageOn(0))).toEqual({ code: status.INVALID_ARGUMENT, details: expect.stringContaining('page must be 1 or more') });
    expect((await requests()).length).toBe(before);
  });

  it('when no upstream is configured, then the stream fails with UNAVAILABLE naming PLANS_UPSTREAM_URL', async () => {
    const unconfigured = await serviceWith({ PLANS_UPSTREAM_URL: '' });
    expect(await failureOf(streamOn(unconfigured))).toEqual({ code: status.UNAVAILABLE, details: expect.stringContaining('PLANS_UPSTREAM_URL') });
  });
});
