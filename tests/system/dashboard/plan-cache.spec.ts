import { eventually, startPrivateNats, type PrivateNats } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { jobEventsUntilEnd, type JobJson } from './support/job-events';
import { startWorkflowSystem, TEAM_A, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** GET /api/plans/status as the tests read it. */
interface PlanStatusJson {
  plans_cached: number;
  hosts_known: number;
  last_event_at: string | null;
  last_sync_at: string | null;
  last_sync_duration_ms: number | null;
  behind: boolean;
  pending_events: number;
}

/** Black-box: the dashboard's action-plan cache through the gateway (docs/decisions/0013). */
describe('the action-plan cache', () => {
  let world: WorkflowSystem;
  // The cache counts every plan event on its stream: a NATS of this file alone keeps other files' plans out.
  let nats: PrivateNats;
  let analyst: { browser: Browser };
  let finding: FindingJson;

  const status = async (browser: Browser) => {
    const answer = await browser.request('GET', '/api/plans/status');
    expect(answer.status).toBe(200);
    return answer.body as PlanStatusJson;
  };
  const findingNow = async () => {
    const answer = await analyst.browser.request('GET', `/api/findings?host_id=${finding.host_id}&page_size=200`);
    expect(answer.status).toBe(200);
    return (answer.body as PageJson<FindingJson>).items.find((item) => item.active_host_findings_id === finding.active_host_findings_id);
  };
  const createPlan = async (body: Record<string, unknown>) => {
    const answer = await world.system.request('PUT', `/hosts/${finding.host_id}/action-plans`, body);
    expect(answer.status).toBe(200);
    return (await answer.json()) as { action_plan_id: string };
  };

  beforeAll(async () => {
    nats = await startPrivateNats();
    world = await startWorkflowSystem({ withActionPlan: true, natsUrl: nats.url });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    const page = (await analyst.browser.request('GET', '/api/findings?source=beta&page_size=50')).body as PageJson<FindingJson>;
    finding = page.items[0]!;
  });
  afterAll(async () => {
    await world?.stop();
    await nats?.stop();
  });

  it('when nothing was synced or announced yet, then the status says the cache is behind and no finding has a plan', async () => {
    expect(await status(analyst.browser)).toMatchObject({ plans_cached: 0, hosts_known: 0, last_event_at: null, last_sync_at: null, behind: true });
    expect(await findingNow()).toMatchObject({ action_plan: null, atlas_known: true });
  });

  it('when an action plan is created through the Data API, then within a second it is on /api/plans/status and on its finding', async () => {
    const plan = await createPlan({ plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: finding.scanner_id });
    await eventually(
      () => status(analyst.browser),
      (answer) => answer.plans_cached === 1 && answer.last_event_at !== null,
      { timeoutMs: 1_000 },
    );
    const planned = await eventually(findingNow, (item) => item?.action_plan?.action_plan_id === plan.action_plan_id, { timeoutMs: 1_000 });
    expect(planned?.action_plan).toMatchObject({ plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: finding.scanner_id, active_host_findings_id: null });
    expect(await status(analyst.browser)).toMatchObject({ hosts_known: 1 });
  });

  it('when a plan names the finding itself, then it answers for that finding before the scanner plan; deactivated, the scanner plan answers again', async () => {
    const own = await createPlan({ plan_type: 'remediation', commit_date: '2027-04-30', active_host_findings_id: finding.active_host_findings_id });
    await eventually(findingNow, (item) => item?.action_plan?.action_plan_id === own.action_plan_id, { timeoutMs: 1_000 });
    const patched = await world.system.request('PATCH', `/hosts/${finding.host_id}/action-plans`, { action_plan_id: own.action_plan_id, updates: { deactivation: true } });
    expect(patched.status).toBe(200);
    const after = await eventually(findingNow, (item) => item?.action_plan?.action_plan_id !== own.action_plan_id, { timeoutMs: 1_000 });
    expect(after?.action_plan).toMatchObject({ plan_type: 'remediation', scanner_id: finding.scanner_id });
  });

  it('when a Read_Only user asks for a sync, then it is 403 with the groups required; they may read the status', async () => {
    const reader = await world.signedIn('Read_Only', [TEAM_A]);
    expect(await reader.browser.request('POST', '/api/plans/sync')).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Read_Only' },
    });
    expect((await reader.browser.request('GET', '/api/plans/status')).status).toBe(200);
  });

  it('when a Leadership user starts a plans.sync job through POST /api/jobs, then it is 403 naming the groups that may sync', async () => {
    const leader = await world.signedIn('Leadership', [TEAM_A]);
    expect(await leader.browser.request('POST', '/api/jobs', { body: { kind: 'plans.sync' } })).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Leadership' },
    });
  });

  it('when a Standard_User syncs, then a plans.sync job runs to its end counting hosts, the cache holds exactly the active plans, the status names the sync, the audit trail records it and the owner is notified', async () => {
    const answer = await analyst.browser.request('POST', '/api/plans/sync');
    expect(answer).toMatchObject({ status: 202, body: { kind: 'plans.sync', state: 'queued', progress: { unit: 'hosts' } } });
    const events = await jobEventsUntilEnd(analyst.browser, (answer.body as JobJson).id);
    expect(events.at(-1)).toMatchObject({ state: 'succeeded', progress: { done: 1, total: 1, unit: 'hosts' }, result_counts: { plans_cached: 1, hosts_known: 1, hosts_read: 1 } });
    const after = await status(analyst.browser);
    expect(after).toMatchObject({ plans_cached: 1, behind: false });
    expect(after.last_sync_at).not.toBeNull();
    expect(after.last_sync_duration_ms).toBeGreaterThanOrEqual(0);
    expect((await findingNow())?.action_plan).toMatchObject({ scanner_id: finding.scanner_id });
    const admin = await world.admin();
    const audit = await eventually(
      async () => ((await admin.request('GET', '/api/audit?page_size=200')).body as { items: { action: string; entityType: string; details: unknown }[] }).items,
      (items) => items.some((entry) => entry.action === 'plan_cache_sync'),
    );
    expect(audit.find((entry) => entry.action === 'plan_cache_sync')).toMatchObject({ entityType: 'plan_cache', details: { plans_cached: 1, hosts_known: 1 } });
    const notifications = (await analyst.browser.request('GET', '/api/notifications')).body as { items: { type: string; title: string }[] };
    expect(notifications.items).toContainEqual(expect.objectContaining({ type: 'job_finished', title: 'Action plan sync finished' }));
  });
});
