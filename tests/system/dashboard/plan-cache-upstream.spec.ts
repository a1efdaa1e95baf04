import { eventually, startSimulatorProcess, upstreamPlanJson, type SimulatorProcess } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { jobEventsUntilEnd, type JobJson } from './support/job-events';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/*
 * Black-box: the action-plan cache in upstream mode (docs/decisions/0013, "Upstream
 * mode"): the dashboard with PLANS_SOURCE=upstream, the real integration service, and the action plans upstream
 * simulator (tools/simulators/plans-upstream), which refuses any request the sync would never make.
 */

const USER = 'vmdash-plans';
const PASSWORD = 'plans-system-test-password';
/** The size of the large upstream: four times what one sync under a request deadline could read (docs/decisions/0013). */
const LARGE_UPSTREAM_HOSTS = 20_000;
/** Ids of the large upstream's made-up hosts (no finding lists them), far from the real exports' host ids. */
const MADE_UP_HOST_IDS = 50_000_000;

describe('the action-plan cache read from the action plans upstream service', () => {
  let upstream: SimulatorProcess;
  let world: WorkflowSystem;
  let analyst: { browser: Browser };
  let planned: FindingJson;
  let unknown: FindingJson;

  const findingsOfHost = async (hostId: number) => {
    const answer = await analyst.browser.request('GET', `/api/findings?host_id=${hostId}&page_size=200`);
    expect(answer.status).toBe(200);
    return (answer.body as PageJson<FindingJson>).items;
  };
  const status = async () => (await analyst.browser.request('GET', '/api/plans/status')).body as { plans_cached: number; hosts_known: number; last_sync_at: string | null };
  /** POST /api/plans/sync (202, a plans.sync job), then every progress event of the job until it ended. */
  const sync = async () => {
    const answer = await analyst.browser.request('POST', '/api/plans/sync');
    expect(answer).toMatchObject({ status: 202, body: { kind: 'plans.sync', state: 'queued' } });
    return jobEventsUntilEnd(analyst.browser, (answer.body as JobJson).id);
  };
  /** The two hosts of the real exports the upstream knows: the first with an active plan and a superseded one, the second a 404. */
  const realHosts = () => [
    {
      host_id: planned.host_id,
      plans: [
        upstreamPlanJson('up-active', planned.host_id, { scanner_id: planned.scanner_id }),
        upstreamPlanJson('up-old', planned.host_id, { scanner_id: planned.scanner_id, status: 'inactive', deactivated_at: '2026-11-02T10:00:00.000Z', superseded_by: 'up-active' }),
      ],
    },
    { host_id: unknown.host_id, known: false },
  ];

  beforeAll(async () => {
    upstream = await startSimulatorProcess('plans-upstream', { PLANS_UPSTREAM_USER: USER, PLANS_UPSTREAM_PASSWORD: PASSWORD });
    world = await startWorkflowSystem({
      // The large upstream is asked host by host: 16 at once keeps its 20,000 calls to seconds.
      integration: { PLANS_UPSTREAM_URL: upstream.url, PLANS_UPSTREAM_USER: USER, PLANS_UPSTREAM_PASSWORD: PASSWORD, PLANS_UPSTREAM_CONCURRENCY: '16' },
      // A killed worker's job is offered again after 5 s (JOB_ACK_WAIT_MS) rather than 30 s.
      dashboard: { PLANS_SOURCE: 'upstream', JOB_ACK_WAIT_MS: '5000', JOB_SWEEP_INTERVAL_MS: '1000' },
    });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    const findings = ((await analyst.browser.request('GET', '/api/findings?source=beta&page_size=200')).body as PageJson<FindingJson>).items;
    planned = findings[0]!;
    unknown = findings.find((finding) => finding.host_id !== planned.host_id)!;
    expect(unknown).toBeDefined();
    // The upstream knows the first host (one active plan on its finding, one superseded) and answers 404 for the other.
    await upstream.post('/seed', { page_size: 1, hosts: realHosts() });
  });
  afterAll(async () => {
    await world?.stop();
    // A request the sync would never make fails the file (the simulator records it as invalid).
    const received = (await upstream?.get<{ method: string; path: string; invalid?: string }[]>('/requests')) ?? [];
    await upstream?.stop();
    expect(received.filter((request) => request.invalid)).toEqual([]);
  });

  it("when the upstream refuses the integration service's credentials, then the sync job fails naming the settings to check and the cache keeps what it had", async () => {
    await upstream.post('/failures', { path: '/beta-assets/1', status: 401 });
    const finished = (await sync()).at(-1)!;
    expect(finished).toMatchObject({ state: 'failed', failure_reason: expect.stringContaining('PLANS_UPSTREAM_USER') });
    expect(await status()).toMatchObject({ plans_cached: 0, last_sync_at: null });
  });

  it('when the upstream answers, then the sync job caches its active plans: the plan is on its finding, and a host the upstream does not know is atlas_known false', async () => {
    expect((await sync()).at(-1)).toMatchObject({ state: 'succeeded', progress: { done: 2, total: 2, unit: 'hosts' }, result_counts: { plans_cached: 1, hosts_known: 1, hosts_read: 2 } });
    expect((await findingsOfHost(planned.host_id)).find((finding) => finding.active_host_findings_id === planned.active_host_findings_id)).toMatchObject({
      action_plan: { action_plan_id: 'up-active', plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: planned.scanner_id },
      atlas_known: true,
    });
    const ofUnknownHost = await findingsOfHost(unknown.host_id);
    expect(ofUnknownHost.length).toBeGreaterThan(0);
    expect(ofUnknownHost.every((finding) => finding.atlas_known === false && finding.action_plan === null)).toBe(true);
    expect(await status()).toMatchObject({ plans_cached: 1, hosts_known: 1 });
  });

  it(`when the upstream lists ${LARGE_UPSTREAM_HOSTS} hosts, then the sync job pages through them with progress events in order up to the total, and the cache then knows every host`, async () => {
    const madeUp = Array.from({ length: LARGE_UPSTREAM_HOSTS - 2 }, (_, index) => {
      const hostId = MADE_UP_HOST_IDS + index;
      // Every tenth host has an active plan.
      return index % 10 === 0 ? { host_id: hostId, plans: [upstreamPlanJson(`large-${hostId}`, hostId)] } : { host_id: hostId, plans: [] };
    });
    await upstream.post('/seed', { page_size: 500, hosts: [...realHosts(), ...madeUp] });
    const events = await sync();
    const finished = events.at(-1)!;
    expect(finished).toMatchObject({ state: 'succeeded', attempts: 1, progress: { done: LARGE_UPSTREAM_HOSTS, total: LARGE_UPSTREAM_HOSTS, unit: 'hosts' } });
    const progress = events.filter((event) => event.state === 'running').map((event) => event.progress.done);
    // The progress moved while the job ran (more than one event), and never back.
    expect(progress.length).toBeGreaterThan(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(events.filter((event) => event.state === 'running' && event.progress.total !== null).every((event) => event.progress.total === LARGE_UPSTREAM_HOSTS)).toBe(true);
    const plans = 1 + madeUp.filter((host) => host.plans.length > 0).length;
    expect(finished.result_counts).toMatchObject({ plans_cached: plans, hosts_known: LARGE_UPSTREAM_HOSTS - 1, hosts_read: LARGE_UPSTREAM_HOSTS });
    expect(await status()).toMatchObject({ plans_cached: plans, hosts_known: LARGE_UPSTREAM_HOSTS - 1 });
    expect((await findingsOfHost(planned.host_id)).find((finding) => finding.active_host_findings_id === planned.active_host_findings_id)).toMatchObject({
      action_plan: { action_plan_id: 'up-active' },
    });
    // About a minute on a busy two-core machine: 20,000 host histories asked of the simulator over HTTP.
  }, 300_000);

  it('when the upstream fails mid-way through a sync, then the job fails with the reason and readers keep the cache of the last finished sync', async () => {
    const before = await status();
    // Now the upstream has no plans left; its third page refuses the credentials (a 401 is not retried).
    await upstream.post('/seed', {
      page_size: 2,
      hosts: [...realHosts().map((host) => ({ ...host, plans: [] })), ...Array.from({ length: 4 }, (_, index) => ({ host_id: MADE_UP_HOST_IDS + index, plans: [] }))],
    });
    await upstream.post('/failures', { path: '/beta-assets/3', status: 401 });
    const events = await sync();
    expect(events.at(-1)).toMatchObject({ state: 'failed', failure_reason: expect.stringContaining('PLANS_UPSTREAM_USER') });
    expect(await status()).toMatchObject({ plans_cached: before.plans_cached, hosts_known: before.hosts_known, last_sync_at: before.last_sync_at });
    expect((await findingsOfHost(planned.host_id)).find((finding) => finding.active_host_findings_id === planned.active_host_findings_id)).toMatchObject({
      action_plan: { action_plan_id: 'up-active' },
      atlas_known: true,
    });
  });

  it('when the dashboard is killed mid-sync and started again, then the job resumes after the last page it stored and ends succeeded', async () => {
    const hosts = Array.from({ length: 3_000 }, (_, index) => ({ host_id: MADE_UP_HOST_IDS + index, plans: [] }));
    await upstream.post('/seed', { page_size: 100, hosts });
    const before = (await upstream.get<{ path: string }[]>('/requests')).length;
    const started = (await analyst.browser.request('POST', '/api/plans/sync')).body as JobJson;
    await eventually(async () => ((await analyst.browser.request('GET', `/api/jobs/${started.id}`)).body as JobJson).progress.done >= 500, Boolean, { timeoutMs: 60_000, intervalMs: 100 });
    const killed = world.system.pid('dashboard')!;
    process.kill(killed, 'SIGKILL');
    // startApp does nothing while the killed process is not yet known to have exited: asked again until a new one runs.
    await eventually(
      async () => {
        await world.system.startApp('dashboard');
        return world.system.pid('dashboard') !== killed;
      },
      Boolean,
      { timeoutMs: 180_000, intervalMs: 100 },
    );
    const ended = await eventually(
      async () => (await analyst.browser.request('GET', `/api/jobs/${started.id}`)).body as JobJson,
      (job) => ['succeeded', 'failed'].includes(job.state),
      { timeoutMs: 120_000, intervalMs: 500 },
    );
    expect(ended).toMatchObject({ state: 'succeeded', attempts: 2, progress: { done: 3_000, total: 3_000 }, result_counts: { hosts_known: 3_000, hosts_read: 3_000 } });
    // Resumed, not run again from its start: the first page was asked once.
    const pages = (await upstream.get<{ path: string }[]>('/requests')).slice(before).filter((request) => request.path.startsWith('/beta-assets/'));
    expect(pages.filter((request) => request.path === '/beta-assets/1')).toHaveLength(1);
    expect(await status()).toMatchObject({ plans_cached: 0, hosts_known: 3_000 });
  }, 240_000);
});
