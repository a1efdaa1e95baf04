import { eventually, startPrivateNats, type PrivateNats } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, TEAM_B, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A plan as GET and POST /api/hosts/{host_id}/action-plans answer it (the fields the tests read). */
interface PlanJson {
  action_plan_id: string;
  host_id: number;
  plan_type: string;
  commit_date: string;
  scanner_id: string | null;
  status: string;
  created_by: string;
}

/**
 * Black-box: a host's action plans through the gateway (docs/decisions/0020, the web app's host page) on the real exports, with
 * the real data-cache, action-plan and dashboard services.
 */
describe("a host's action plans on the dashboard API", () => {
  let world: WorkflowSystem;
  // The dashboard's plan cache hears every plan event on its stream: a NATS of this file alone keeps other files' out.
  let nats: PrivateNats;
  let analyst: { browser: Browser; id: string };
  let finding: FindingJson;

  const plansPath = () => `/api/hosts/${finding.host_id}/action-plans`;
  const findingNow = async (browser: Browser) => {
    const answer = await browser.request('GET', `/api/findings?host_id=${finding.host_id}&page_size=200`);
    expect(answer.status).toBe(200);
    return (answer.body as PageJson<FindingJson>).items.find((item) => item.active_host_findings_id === finding.active_host_findings_id);
  };

  beforeAll(async () => {
    nats = await startPrivateNats();
    world = await startWorkflowSystem({ withActionPlan: true, natsUrl: nats.url });
    analyst = await world.signedIn('Standard_User', [TEAM_A]);
    finding = ((await analyst.browser.request('GET', '/api/findings?source=beta&page_size=50')).body as PageJson<FindingJson>).items[0]!;
  });
  afterAll(async () => {
    await world?.stop();
    await nats?.stop();
  });

  it("when a Standard_User of the host's team creates a plan, then it is in the host's history as theirs and, once the plan cache heard of it, the finding's active plan", async () => {
    const created = await analyst.browser.request('POST', plansPath(), { body: { plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: finding.scanner_id } });
    expect(created.status).toBe(201);
    const plan = created.body as PlanJson;
    expect(plan).toMatchObject({ host_id: finding.host_id, plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: finding.scanner_id, status: 'active', created_by: analyst.id });

    const history = await analyst.browser.request('GET', plansPath());
    expect(history.status).toBe(200);
    expect((history.body as PlanJson[])[0]).toEqual(plan);

    const planned = await eventually(
      () => findingNow(analyst.browser),
      (item) => item?.action_plan?.action_plan_id === plan.action_plan_id,
    );
    expect(planned?.action_plan).toMatchObject({ plan_type: 'remediation', commit_date: '2027-03-31', scanner_id: finding.scanner_id });
  });

  it('when a newer plan covers the same finding, then the history lists both, newest first, the older one inactive', async () => {
    const newer = await analyst.browser.request('POST', plansPath(), { body: { plan_type: 'risk_acceptance', commit_date: '2027-05-31', scanner_id: finding.scanner_id, risk_exc: 'RISK-42' } });
    expect(newer.status).toBe(201);
    const history = (await analyst.browser.request('GET', plansPath())).body as PlanJson[];
    expect(history.map((plan) => [plan.plan_type, plan.status])).toEqual([
      ['risk_acceptance', 'active'],
      ['remediation', 'inactive'],
    ]);
  });

  it('when a plan breaks a rule of its type or a field is malformed, then it is 400 naming the field and nothing is stored', async () => {
    const before = ((await analyst.browser.request('GET', plansPath())).body as PlanJson[]).length;
    expect(await analyst.browser.request('POST', plansPath(), { body: { plan_type: 'false_positive', commit_date: '2027-03-31' } })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^scanner_id: /) },
    });
    expect(await analyst.browser.request('POST', plansPath(), { body: { plan_type: 'later', commit_date: '2027-03-31' } })).toMatchObject({
      status: 400,
      body: { error: 'plan_type must be one of decommission, remediation, false_positive, risk_acceptance, scan_exclusion' },
    });
    expect(await analyst.browser.request('POST', plansPath(), { body: { plan_type: 'decommission', commit_date: '2027-02-30' } })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^commit_date: /) },
    });
    expect(((await analyst.browser.request('GET', plansPath())).body as PlanJson[]).length).toBe(before);
  });

  it("when a user of another team asks for the host's plans or creates one, then it is 404 as for a host that does not exist", async () => {
    const outsider = await world.signedIn('Standard_User', [TEAM_B]);
    const notFound = { status: 404, body: { error: 'Host not found' } };
    expect(await outsider.browser.request('GET', plansPath())).toMatchObject(notFound);
    expect(await outsider.browser.request('POST', plansPath(), { body: { plan_type: 'decommission', commit_date: '2027-03-31' } })).toMatchObject(notFound);
    expect(await outsider.browser.request('GET', '/api/hosts/987654321/action-plans')).toMatchObject(notFound);
  });

  it('when a Read_Only user of the team creates a plan, then it is 403 naming the groups required; they may read the history', async () => {
    const reader = await world.signedIn('Read_Only', [TEAM_A]);
    expect(await reader.browser.request('POST', plansPath(), { body: { plan_type: 'decommission', commit_date: '2027-03-31' } })).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Read_Only' },
    });
    expect((await reader.browser.request('GET', plansPath())).status).toBe(200);
  });
});
