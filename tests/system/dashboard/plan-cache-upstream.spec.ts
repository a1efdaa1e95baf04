import { startSimulatorProcess, upstreamPlanJson, type SimulatorProcess } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/*
 * Black-box: the action-plan cache in upstream mode (docs/decisions/0013, "Upstream
 * mode"): the dashboard with PLANS_SOURCE=upstream, the real integration service, and the action plans upstream
 * simulator (tools/simulators/plans-upstream), which refuses any request the sync would never make.
 */

const USER = 'vmdash-plans';
const PASSWORD = 'plans-system-test-password';

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

  beforeAll(async () => {
    upstream = await startSimulatorProcess('plans-upstream', { PLANS_UPSTREAM_USER: USER, PLANS_UPSTREAM_PASSWORD: PASSWORD });
    world = await startWorkflowSystem({
      integration: { PLANS_UPSTREAM_URL: upstream.url, PLANS_UPSTREAM_USER: USER, PLANS_UPSTREAM_PASSWORD: PASSWORD },
      dashboard: { PLANS_SOURCE: 'upstream' },
    });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    const findings = ((await analyst.browser.request('GET', '/api/findings?source=beta&page_size=200')).body as PageJson<FindingJson>).items;
    planned = findings[0]!;
    unknown = findings.find((finding) => finding.host_id !== planned.host_id)!;
    expect(unknown).toBeDefined();
    // The upstream knows the first host (one active plan on its finding, one superseded) and answers 404 for the other.
    await upstream.post('/seed', {
      page_size: 1,
      hosts: [
        {
          host_id: planned.host_id,
          plans: [
            upstreamPlanJson('up-active', planned.host_id, { scanner_id: planned.scanner_id }),
            upstreamPlanJson('up-old', planned.host_id, { scanner_id: planned.scanner_id, status: 'inactive', deactivated_at: '2026-11-02T10:00:00.000Z', superseded_by: 'up-active' }),
          ],
        },
        { host_id: unknown.host_id, known: false },
      ],
    });
  });
  afterAll(async () => {
    await world?.stop();
    // A request the sync would never make fails the file (the simulator records it as invalid).
    const received = (await upstream?.get<{ method: string; path: string; invalid?: string }[]>('/requests')) ?? [];
    await upstream?.stop();
    expect(received.filter((request) => request.invalid)).toEqual([]);
  });

  it("when the upstream refuses the integration service's credentials, then the sync answers 502 naming the settings to check and the cache keeps what it had", async () => {
    await upstream.post('/failures', { path: '/beta-assets/1', status: 401 });
    const answer = await analyst.browser.request('POST', '/api/plans/sync');
    expect(answer.status).toBe(502);
    expect((answer.body as { error: string }).error).toContain('PLANS_UPSTREAM_USER');
    expect(await status()).toMatchObject({ plans_cached: 0, last_sync_at: null });
  });

  it('when the upstream answers, then the sync caches its active plans: the plan is on its finding, and a host the upstream does not know is atlas_known false', async () => {
    const answer = await analyst.browser.request('POST', '/api/plans/sync');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ plans_cached: 1, hosts_known: 1 });
    expect((await findingsOfHost(planned.host_id)).find((finding) => finding.active_host_findings_id === planned.active_host_findings_id)).toMatchObject({
      action_plan: { action_plan_id: 'up-active', plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: planned.scanner_id },
      atlas_known: true,
    });
    const ofUnknownHost = await findingsOfHost(unknown.host_id);
    expect(ofUnknownHost.length).toBeGreaterThan(0);
    expect(ofUnknownHost.every((finding) => finding.atlas_known === false && finding.action_plan === null)).toBe(true);
    expect(await status()).toMatchObject({ plans_cached: 1, hosts_known: 1 });
  });
});
