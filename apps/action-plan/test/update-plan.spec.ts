import { status } from '@grpc/grpc-js';
import { fieldViolationsOf } from '@vmdash/grpc';
import type { ActionPlan__Output, CreatePlanRequest, PlanFields, PlanUpdates, UpdatePlanRequest } from '@vmdash/proto';
import { callFailure, startHarness, type Harness } from './support/action-plan.harness';

describe('action-plan: update plans', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const create = (host_id: number, plan: PlanFields) => h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan });
  const update = (host_id: number, action_plan_id: string, updates: PlanUpdates | null, subject = 'updater') =>
    h.call<UpdatePlanRequest, ActionPlan__Output>('UpdatePlan', { host_id, action_plan_id, updates }, { subject });
  const falsePositive: PlanFields = { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'VNR-1' };

  it('when commit_date is patched, then it changes, updated_at moves and an updated event goes out', async () => {
    const plan = await create(200, falsePositive);
    const updated = await update(200, plan.action_plan_id, { commit_date: '2025-12-31' });
    expect(updated).toMatchObject({ action_plan_id: plan.action_plan_id, commit_date: '2025-12-31', tracker_vnr: 'VNR-1', status: 'active', created_by: 'planner' });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(plan.updated_at));
    expect(await h.list(200)).toEqual([updated]);
    const [event] = await h.waitForEvents((e) => e.subject === 'plans.action_plan.updated' && e.payload.action_plan_id === plan.action_plan_id, 1);
    expect(event.msgId).toBe(`${plan.action_plan_id}.updated.1`);
    expect(event.payload).toEqual({
      action_plan_id: plan.action_plan_id,
      host_id: 200,
      changed_fields: ['commit_date'],
      status: 'active',
      commit_date: '2025-12-31',
      updated_by: 'updater',
      occurred_at: updated.updated_at,
    });
  });

  it('when tracker_vnr is set and then cleared, then the plan carries the new value and then none', async () => {
    const plan = await create(201, falsePositive);
    expect((await update(201, plan.action_plan_id, { tracker_vnr: { value: 'VNR-2' } })).tracker_vnr).toBe('VNR-2');
    expect((await update(201, plan.action_plan_id, { tracker_vnr: {} })).tracker_vnr).toBeUndefined();
  });

  it('when risk_exc is patched on a risk_acceptance plan, then it changes', async () => {
    const plan = await create(202, { plan_type: 'risk_acceptance', commit_date: '2025-06-30', scanner_id: '1' });
    expect((await update(202, plan.action_plan_id, { risk_exc: { value: 'RISK-5' } })).risk_exc).toBe('RISK-5');
  });

  it('when an update changes nothing, then the plan is answered unchanged', async () => {
    const plan = await create(203, falsePositive);
    expect(await update(203, plan.action_plan_id, { commit_date: plan.commit_date, deactivation: false })).toEqual(plan);
  });

  it('when a plan is deactivated, then it is inactive with deactivated_at, stays in the history, and repeating it is harmless', async () => {
    const plan = await create(204, { plan_type: 'decommission', commit_date: '2025-06-30' });
    const deactivated = await update(204, plan.action_plan_id, { deactivation: true });
    expect(deactivated).toMatchObject({ status: 'inactive', deactivated_at: deactivated.updated_at });
    expect(deactivated.superseded_by).toBeUndefined();
    expect(await update(204, plan.action_plan_id, { deactivation: true })).toEqual(deactivated);
    expect(await h.list(204)).toEqual([deactivated]);
    const events = await h.waitForEvents((e) => e.payload.action_plan_id === plan.action_plan_id && e.subject === 'plans.action_plan.updated', 1);
    expect(events.map((e) => [e.msgId, e.payload.status, e.payload.changed_fields])).toEqual([[`${plan.action_plan_id}.deactivated`, 'inactive', ['status', 'deactivated_at']]]);
    // After deactivation the slot is free: a new whole-host plan supersedes nothing.
    const next = await create(204, { plan_type: 'scan_exclusion', commit_date: '2025-07-01' });
    expect((await h.list(204)).map((p) => [p.action_plan_id, p.status])).toEqual([
      [next.action_plan_id, 'active'],
      [plan.action_plan_id, 'inactive'],
    ]);
  });

  it('when an inactive plan is patched, then the call is FAILED_PRECONDITION and the plan is unchanged', async () => {
    const old = await create(205, falsePositive);
    await create(205, { ...falsePositive, tracker_vnr: 'VNR-NEW' });
    const error = await callFailure(update(205, old.action_plan_id, { commit_date: '2026-01-01' }));
    expect(error.code).toBe(status.FAILED_PRECONDITION);
    expect(error.details).toBe(`Action plan ${old.action_plan_id} is inactive and cannot be updated`);
    expect((await h.list(205)).find((p) => p.action_plan_id === old.action_plan_id)?.commit_date).toBe('2025-06-30');
  });

  it('when the plan id is unknown or belongs to another host, then the call is NOT_FOUND', async () => {
    const plan = await create(206, falsePositive);
    const unknown = await callFailure(update(206, 'no-such-plan', { commit_date: '2026-01-01' }));
    expect(unknown.code).toBe(status.NOT_FOUND);
    expect(unknown.details).toBe('Action plan no-such-plan not found for host 206');
    const otherHost = await callFailure(update(207, plan.action_plan_id, { commit_date: '2026-01-01' }));
    expect(otherHost.code).toBe(status.NOT_FOUND);
    expect(otherHost.details).toBe(`Action plan ${plan.action_plan_id} not found for host 207`);
  });

  it.each<[string, PlanUpdates | null, (string | number)[]]>([
    ['empty', {}, ['body', 'updates']],
    ['missing', null, ['body', 'updates']],
    ['a date that does not exist', { commit_date: '2025-04-31' }, ['body', 'updates', 'commit_date']],
    ['risk_exc on a false_positive plan', { risk_exc: { value: 'R' } }, ['body', 'updates', 'risk_exc']],
  ])('when updates are %s, then the call is INVALID_ARGUMENT naming the field', async (_name, updates, loc) => {
    const plan = await create(208, falsePositive);
    const error = await callFailure(update(208, plan.action_plan_id, updates));
    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(fieldViolationsOf(error).map((v) => v.loc)).toEqual([loc]);
  });

  it('when two updates race on one plan, then both apply (neither is lost) and each event has its own revision', async () => {
    const plan = await create(209, falsePositive);
    await Promise.all([update(209, plan.action_plan_id, { commit_date: '2026-02-01' }), update(209, plan.action_plan_id, { tracker_vnr: { value: 'VNR-9' } })]);
    const [stored] = await h.list(209);
    expect(stored).toMatchObject({ commit_date: '2026-02-01', tracker_vnr: 'VNR-9' });
    const events = await h.waitForEvents((e) => e.payload.action_plan_id === plan.action_plan_id && e.subject === 'plans.action_plan.updated', 2);
    expect(events.map((e) => e.msgId).sort()).toEqual([`${plan.action_plan_id}.updated.1`, `${plan.action_plan_id}.updated.2`]);
  });
});
