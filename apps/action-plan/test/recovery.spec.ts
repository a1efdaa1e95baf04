import { randomUUID } from 'node:crypto';
import { eventually } from '@vmdash/testing';
import { RECOVERY_ACTOR } from '../src/plans/plan.commands';
import { startHarness, type Harness } from './support/action-plan.harness';

/*
 * Crash states of the supersede path (plan.supersede.ts), staged directly in the database as a process killed
 * between two writes would leave them; the recovery sweep at start must roll each unfinished create back.
 */

const hourAgo = () => new Date(Date.now() - 3_600_000);

/** A stored plan document as the service writes it. */
function planDoc(host_id: number, status: 'pending' | 'active' | 'inactive', over: Record<string, unknown> = {}) {
  const created_at = hourAgo();
  return {
    action_plan_id: randomUUID(),
    host_id,
    plan_type: 'false_positive',
    commit_date: '2025-06-30',
    scanner_id: '19506',
    active_host_findings_id: null,
    tracker_vnr: null,
    risk_exc: null,
    status,
    slot: 'scanner:19506',
    created_at,
    updated_at: created_at,
    created_by: 'crashed',
    updated_by: 'crashed',
    deactivated_at: null,
    superseded_by: null,
    revision: 0,
    ...over,
  };
}

describe('action-plan: roll-back of unfinished creates (crash recovery and failed creates)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const plans = () => h.db.collection('action_plans');
  /** Waits until the sweep has removed the pending plan. */
  const gone = (actionPlanId: string) =>
    eventually(
      () => plans().countDocuments({ action_plan_id: actionPlanId }),
      (count) => count === 0,
    );

  it('when crashes left unfinished creates, then the sweep at start rolls each back and leaves young pending plans alone', async () => {
    // A: the old plan was made inactive for the new one, which never became active: the old one comes back.
    const oldA = planDoc(400, 'inactive', { deactivated_at: hourAgo() });
    const newA = planDoc(400, 'pending');
    oldA.superseded_by = newA.action_plan_id as never;
    // B: same, but another create has since taken the slot: the old plan stays inactive under that plan.
    const oldB = planDoc(401, 'inactive', { deactivated_at: hourAgo() });
    const newB = planDoc(401, 'pending');
    oldB.superseded_by = newB.action_plan_id as never;
    const holderB = planDoc(401, 'active');
    // C: only the pending insert happened: it is removed, the active plan is untouched.
    const activeC = planDoc(402, 'active');
    const newC = planDoc(402, 'pending');
    // D: a create still within the cutoff (maybe in flight on another replica): not touched.
    const youngD = planDoc(403, 'pending', { created_at: new Date(), updated_at: new Date() });
    await plans().insertMany([oldA, newA, oldB, newB, holderB, activeC, newC, youngD]);

    await h.restartService({ PENDING_RECOVERY_AFTER_MS: '600000' });
    await Promise.all([gone(newA.action_plan_id), gone(newB.action_plan_id), gone(newC.action_plan_id)]);

    expect(await h.list(400)).toEqual([expect.objectContaining({ action_plan_id: oldA.action_plan_id, status: 'active' })]);
    const [restored] = await h.list(400);
    expect(restored.superseded_by).toBeUndefined();
    expect(restored.deactivated_at).toBeUndefined();

    expect((await h.list(401)).map((p) => [p.action_plan_id, p.status, p.superseded_by])).toEqual([
      [holderB.action_plan_id, 'active', undefined],
      [oldB.action_plan_id, 'inactive', holderB.action_plan_id],
    ]);
    const [event] = await h.waitForEvents((e) => e.payload.action_plan_id === oldB.action_plan_id, 1);
    expect(event).toMatchObject({ subject: 'plans.action_plan.updated', msgId: `${oldB.action_plan_id}.deactivated`, payload: { status: 'inactive', updated_by: RECOVERY_ACTOR } });

    expect((await h.list(402)).map((p) => [p.action_plan_id, p.status])).toEqual([[activeC.action_plan_id, 'active']]);
    expect(await plans().countDocuments({ action_plan_id: youngD.action_plan_id, status: 'pending' })).toBe(1);
    expect(await h.list(403)).toEqual([]);
  });

  it('when a create fails after making the old plan inactive, then the old plan is active again at once', async () => {
    // A test-only unique index that the new plan trips over when it becomes active (another host already holds the
    // tracker reference "DUP"), after the old plan was made inactive: the create fails, the old plan comes back.
    await plans().createIndex({ tracker_vnr: 1 }, { unique: true, partialFilterExpression: { status: 'active', tracker_vnr: 'DUP' }, name: 'test_unique_dup_tracker' });
    try {
      await h.call('CreatePlan', { host_id: 410, plan: { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '5', tracker_vnr: 'DUP' } });
      const old = await h.call<unknown, { action_plan_id: string }>('CreatePlan', { host_id: 411, plan: { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '5' } });
      const error = await h.call('CreatePlan', { host_id: 411, plan: { plan_type: 'false_positive', commit_date: '2025-07-30', scanner_id: '5', tracker_vnr: 'DUP' } }).then(
        () => undefined,
        (e: { code: number; details: string }) => e,
      );
      expect(error).toMatchObject({ code: 14, details: 'Storage error: the plan was not stored' });
      expect((await h.list(411)).map((p) => [p.action_plan_id, p.status, p.superseded_by])).toEqual([[old.action_plan_id, 'active', undefined]]);
      expect(await plans().countDocuments({ host_id: 411, status: 'pending' })).toBe(0);
    } finally {
      await plans().dropIndex('test_unique_dup_tracker');
    }
  });
});
