import { randomUUID } from 'node:crypto';
import { Metadata, status } from '@grpc/grpc-js';
import { connectMongo } from '@vmdash/db';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import type { ActionPlan__Output, CreatePlanRequest, PlanFields } from '@vmdash/proto';
import type { Connection } from 'mongoose';
import { planModelOf } from '../src/plans/plan.model';
import { createPlanRepository, DEADLINE_FAILURE } from '../src/plans/plan.repository';
import { callFailure, startHarness, type Harness } from './support/action-plan.harness';

/*
 * Writes have one outcome (docs/architecture.md): a write whose caller's deadline passed, or that the caller
 * cancelled, is never applied, however late the service gets to it.
 */

const plan: PlanFields = { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'V-1' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('action-plan: no write after the deadline', () => {
  let h: Harness;
  let connection: Connection;
  beforeAll(async () => {
    h = await startHarness();
    connection = await connectMongo(h.config.MONGO_URL, { logger: createLogger('write-deadline-test', 'silent') });
  });
  afterAll(async () => {
    await connection.close();
    await h.close();
  });

  const plans = () => h.db.collection('action_plans');
  const create = (host_id: number, options: { deadline?: number } = {}) => h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan }, options);

  it('when the deadline passes while the create waits for data-cache, then the caller gets DEADLINE_EXCEEDED and nothing is ever stored', async () => {
    const existing = await create(300);
    let release!: () => void;
    h.dataCache.gate = new Promise((resolve) => (release = resolve));
    const callsBefore = h.dataCache.calls.length;
    const error = await callFailure(create(300, { deadline: Date.now() + 400 }));
    expect(error.code).toBe(status.DEADLINE_EXCEEDED);
    expect(h.dataCache.calls.length).toBe(callsBefore + 1);
    h.dataCache.gate = undefined;
    release();
    await pause(500); // the service's handler goes on after the answer: give it time to (not) write
    expect(await h.list(300)).toEqual([existing]);
    expect(await plans().countDocuments({ host_id: 300 })).toBe(1);
  });

  it("when the caller's absolute deadline passed before the service read the call (a frozen service), then nothing is stored", async () => {
    const existing = await create(301);
    const metadata = new Metadata();
    metadata.set('x-deadline-ms', String(Date.now() - 1));
    const error = await callFailure(
      runWithRequestContext(
        { requestId: randomUUID(), internalToken: h.tokenFor('planner') },
        () =>
          new Promise((resolve, reject) => {
            h.client.CreatePlan({ host_id: 301, plan }, metadata, { deadline: Date.now() + 10_000 }, (err, response) => (err ? reject(err) : resolve(response)));
          }),
      ),
    );
    expect(error.code).toBe(status.DEADLINE_EXCEEDED);
    expect(await h.list(301)).toEqual([existing]);
  });

  it('when the commit reaches MongoDB after the deadline, then MongoDB skips it: no plan appears and the plan it would supersede stays active', async () => {
    const existing = await create(302);
    const repository = createPlanRepository(planModelOf(connection), createLogger('write-deadline-test', 'silent'));
    const [outcome] = await repository.createPlans(
      [{ host_id: 302, fields: { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'V-1', active_host_findings_id: null, risk_exc: null } }],
      { by: 'late', commitBy: new Date(Date.now() - 1), requestKey: null },
    );
    expect(outcome).toMatchObject({ ok: false, reason: DEADLINE_FAILURE });
    expect(await h.list(302)).toEqual([existing]);
    expect(await plans().countDocuments({ host_id: 302 })).toBe(1);
  });

  it('when an update reaches MongoDB after the deadline, then the plan is left unchanged', async () => {
    const existing = await create(303);
    const repository = createPlanRepository(planModelOf(connection), createLogger('write-deadline-test', 'silent'));
    const stored = await repository.findOnHost(303, existing.action_plan_id);
    if (!stored) throw new Error('the plan was not stored');
    const updated = await repository.applyChange(stored, { set: { commit_date: '2026-01-31' }, deactivate: false, changedFields: ['commit_date'] }, 'late', new Date(Date.now() - 1));
    expect(updated).toBeNull();
    expect(await h.list(303)).toEqual([existing]);
  });
});
