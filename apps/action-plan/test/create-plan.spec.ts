import { status } from '@grpc/grpc-js';
import { fieldViolationsOf } from '@vmdash/grpc';
import type { ActionPlan__Output, CreatePlanRequest, PlanFields } from '@vmdash/proto';
import { callFailure, startHarness, type Harness } from './support/action-plan.harness';

describe('action-plan: create and list plans', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const create = (host_id: number, plan: PlanFields, subject?: string) => h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan }, { subject });

  it.each<[string, number, PlanFields]>([
    ['decommission', 100, { plan_type: 'decommission', commit_date: '2025-06-30' }],
    ['scan_exclusion', 101, { plan_type: 'scan_exclusion', commit_date: '2025-06-30', risk_exc: 'RISK-9' }],
    ['remediation', 102, { plan_type: 'remediation', commit_date: '2025-06-30', active_host_findings_id: 77 }],
    ['false_positive', 103, { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'VNR-1' }],
    ['risk_acceptance', 104, { plan_type: 'risk_acceptance', commit_date: '2025-06-30', scanner_id: '19506', risk_exc: 'RISK-1' }],
  ])('when a valid %s plan is created, then it is stored active with the caller as created_by', async (_type, hostId, plan) => {
    const created = await create(hostId, plan, 'alice');
    expect(created).toMatchObject({ host_id: hostId, plan_type: plan.plan_type, commit_date: '2025-06-30', status: 'active', created_by: 'alice' });
    expect(created.action_plan_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect(created.updated_at).toBe(created.created_at);
    for (const field of ['scanner_id', 'active_host_findings_id', 'tracker_vnr', 'risk_exc'] as const) expect(created[field]).toBe(plan[field]);
    expect(created.deactivated_at).toBeUndefined();
    expect(created.superseded_by).toBeUndefined();
    expect(await h.list(hostId)).toEqual([created]);
  });

  it.each<[string, PlanFields, (string | number)[]]>([
    ['decommission with scanner_id', { plan_type: 'decommission', commit_date: '2025-06-30', scanner_id: '1' }, ['body', 'scanner_id']],
    ['scan_exclusion with active_host_findings_id', { plan_type: 'scan_exclusion', commit_date: '2025-06-30', active_host_findings_id: 5 }, ['body', 'active_host_findings_id']],
    ['remediation without a finding', { plan_type: 'remediation', commit_date: '2025-06-30' }, ['body', 'scanner_id']],
    ['false_positive without scanner_id', { plan_type: 'false_positive', commit_date: '2025-06-30', active_host_findings_id: 5 }, ['body', 'scanner_id']],
    ['risk_acceptance without scanner_id', { plan_type: 'risk_acceptance', commit_date: '2025-06-30' }, ['body', 'scanner_id']],
    ['risk_acceptance with tracker_vnr', { plan_type: 'risk_acceptance', commit_date: '2025-06-30', scanner_id: '1', tracker_vnr: 'V' }, ['body', 'tracker_vnr']],
    ['a date that does not exist', { plan_type: 'decommission', commit_date: '2025-02-30' }, ['body', 'commit_date']],
    ['a plan_type outside the five', { plan_type: 'ignore', commit_date: '2025-06-30' }, ['body', 'plan_type']],
  ])('when the plan is %s, then the call is INVALID_ARGUMENT naming the field and nothing is stored', async (_name, plan, loc) => {
    const error = await callFailure(create(120, plan));
    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(fieldViolationsOf(error).map((v) => v.loc)).toEqual([loc]);
    expect(await h.list(120)).toEqual([]);
  });

  it('when the host is unknown to data-cache, then the call is NOT_FOUND and nothing is stored', async () => {
    h.dataCache.unknown.add(999);
    const error = await callFailure(create(999, { plan_type: 'decommission', commit_date: '2025-06-30' }));
    expect(error.code).toBe(status.NOT_FOUND);
    expect(error.details).toBe('Host 999 not found');
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 999 })).toBe(0);
    expect((await callFailure(h.list(999))).details).toBe('Host 999 not found');
  });

  it.each<[string, PlanFields, string]>([
    ['a scanner_id', { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '../../etc/passwd' }, 'No active finding with scanner_id "../../etc/passwd" on host 125'],
    [
      'an active_host_findings_id',
      { plan_type: 'remediation', commit_date: '2025-06-30', active_host_findings_id: Number.MAX_SAFE_INTEGER },
      `No active finding with active_host_findings_id ${Number.MAX_SAFE_INTEGER} on host 125`,
    ],
  ])('when the plan names %s data-cache does not know on the host, then the call is NOT_FOUND and nothing is stored', async (_what, plan, text) => {
    h.dataCache.unknownFindings.add('../../etc/passwd').add(String(Number.MAX_SAFE_INTEGER));
    const error = await callFailure(create(125, plan));
    expect([error.code, error.details]).toEqual([status.NOT_FOUND, text]);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 125 })).toBe(0);
  });

  it("when data-cache is asked, then the caller's token travels with the call", async () => {
    await create(130, { plan_type: 'decommission', commit_date: '2025-06-30' }, 'bob');
    expect(h.dataCache.calls.at(-1)).toEqual({ hostIds: [130], subject: 'bob' });
  });

  it('when a host has no plans, then its history is empty', async () => {
    expect(await h.list(131)).toEqual([]);
  });

  it('when a second plan names the same host and finding, then the first becomes inactive and the history lists both, newest first', async () => {
    const first = await create(140, { plan_type: 'remediation', commit_date: '2025-06-30', scanner_id: '19506' });
    const second = await create(140, { plan_type: 'false_positive', commit_date: '2025-07-31', scanner_id: '19506' }, 'carol');
    const history = await h.list(140);
    expect(history.map((p) => [p.action_plan_id, p.status])).toEqual([
      [second.action_plan_id, 'active'],
      [first.action_plan_id, 'inactive'],
    ]);
    expect(history[1]).toMatchObject({ superseded_by: second.action_plan_id, created_by: 'planner' });
    expect(history[1].deactivated_at).toBe(history[1].updated_at);
    expect(Date.parse(history[1].deactivated_at ?? '')).toBeGreaterThanOrEqual(Date.parse(first.created_at));
  });

  it('when plans name different findings of a host, then they stay active side by side', async () => {
    await create(141, { plan_type: 'remediation', commit_date: '2025-06-30', scanner_id: '1' });
    await create(141, { plan_type: 'remediation', commit_date: '2025-06-30', scanner_id: '2' });
    await create(141, { plan_type: 'remediation', commit_date: '2025-06-30', active_host_findings_id: 2 });
    expect((await h.list(141)).map((p) => p.status)).toEqual(['active', 'active', 'active']);
  });

  it('when a whole-host plan follows another, then it supersedes it but leaves the vulnerability-level plans active', async () => {
    const fp = await create(142, { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '7' });
    const decommission = await create(142, { plan_type: 'decommission', commit_date: '2025-06-30' });
    const exclusion = await create(142, { plan_type: 'scan_exclusion', commit_date: '2025-08-01', risk_exc: 'R-2' });
    const byId = new Map((await h.list(142)).map((p) => [p.action_plan_id, p]));
    expect(byId.get(fp.action_plan_id)?.status).toBe('active');
    expect(byId.get(decommission.action_plan_id)).toMatchObject({ status: 'inactive', superseded_by: exclusion.action_plan_id });
    expect(byId.get(exclusion.action_plan_id)?.status).toBe('active');
  });

  it('when many creates for one host and finding run at once, then exactly one plan is active and every other names an existing successor', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_v, i) => create(150, { plan_type: 'remediation', commit_date: '2025-06-30', scanner_id: '19506', active_host_findings_id: i + 1 })));
    const history = await h.list(150);
    expect(history).toHaveLength(12);
    expect(history.filter((p) => p.status === 'active')).toHaveLength(1);
    const ids = new Set(created.map((p) => p.action_plan_id));
    for (const plan of history.filter((p) => p.status === 'inactive')) expect(ids.has(plan.superseded_by ?? '')).toBe(true);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 150, status: 'pending' })).toBe(0);
  });

  it('when a plan is created over another, then created and updated events go out on NATS with deterministic message ids', async () => {
    const first = await create(160, { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '42', tracker_vnr: 'V-1' }, 'dave');
    const second = await create(160, { plan_type: 'risk_acceptance', commit_date: '2025-09-30', scanner_id: '42', risk_exc: 'R-1' }, 'erin');
    const [createdEvent] = await h.waitForEvents((e) => e.payload.action_plan_id === second.action_plan_id && e.subject === 'plans.action_plan.created', 1);
    expect(createdEvent).toEqual({
      subject: 'plans.action_plan.created',
      msgId: `${second.action_plan_id}.created`,
      payload: {
        action_plan_id: second.action_plan_id,
        host_id: 160,
        plan_type: 'risk_acceptance',
        scanner_id: '42',
        active_host_findings_id: null,
        created_by: 'erin',
        superseded_action_plan_id: first.action_plan_id,
        commit_date: '2025-09-30',
        occurred_at: second.created_at,
      },
    });
    const [supersededEvent] = await h.waitForEvents((e) => e.payload.action_plan_id === first.action_plan_id && e.subject === 'plans.action_plan.updated', 1);
    expect(supersededEvent.msgId).toBe(`${first.action_plan_id}.deactivated`);
    expect(supersededEvent.payload).toMatchObject({ host_id: 160, status: 'inactive', updated_by: 'erin', changed_fields: ['status', 'deactivated_at', 'superseded_by'] });
  });
});
