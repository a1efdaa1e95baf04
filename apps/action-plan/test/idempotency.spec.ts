import { randomUUID } from 'node:crypto';
import { status, type ServiceError } from '@grpc/grpc-js';
import { fieldViolationsOf } from '@vmdash/grpc';
import type { ActionPlan__Output, BulkCreatePlansRequest, BulkCreatePlansResponse__Output, CreatePlanRequest, PlanFields, UpdatePlanRequest } from '@vmdash/proto';
import { requestKeyOf } from '@vmdash/identity';
import { IDEMPOTENCY_KEY_IN_USE as KEY_IN_USE, IDEMPOTENCY_KEY_REUSED as KEY_REUSED } from '@vmdash/domain';
import { callFailure, startHarness, type Harness } from './support/action-plan.harness';

/*
 * Idempotency-Key on the plan writes (docs/decisions/0008-writes-have-one-outcome.md): a retry answers the first
 * result and writes nothing; another request under the same key is refused; concurrent retries create once.
 */

const plan: PlanFields = { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'V-1' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('action-plan: Idempotency-Key', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const plans = () => h.db.collection('action_plans');
  const create = (host_id: number, idempotency_key: string | undefined, options: { subject?: string; deadline?: number; fields?: PlanFields } = {}) =>
    h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan: options.fields ?? plan, idempotency_key }, options);
  const bulk = (host_ids: number[], idempotency_key: string) => h.call<BulkCreatePlansRequest, BulkCreatePlansResponse__Output>('BulkCreatePlans', { host_ids, plan, idempotency_key });

  it('when a create is retried with the same key and request, then the retry answers the first plan and nothing more is stored', async () => {
    const key = randomUUID();
    const first = await create(400, key);
    const retry = await create(400, key);
    expect(retry).toEqual(first);
    expect(await h.list(400)).toEqual([first]);
  });

  it('when the same key comes with another request, then the call is INVALID_ARGUMENT naming the header and nothing is stored', async () => {
    const key = randomUUID();
    const first = await create(401, key);
    const error = await callFailure(create(401, key, { fields: { ...plan, commit_date: '2025-07-31' } }));
    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(error.details).toBe(KEY_REUSED);
    expect(fieldViolationsOf(error)).toEqual([{ loc: ['header', 'Idempotency-Key'], msg: KEY_REUSED, type: 'idempotency_key_reused' }]);
    expect(await h.list(401)).toEqual([first]);
  });

  it('when another caller sends the same key, then it is a request of its own', async () => {
    const key = randomUUID();
    const alice = await create(402, key, { subject: 'alice' });
    const bob = await create(402, key, { subject: 'bob' });
    expect(bob.action_plan_id).not.toBe(alice.action_plan_id);
    expect((await h.list(402)).map((p) => p.created_by)).toEqual(['bob', 'alice']);
  });

  it('when concurrent requests share one key, then one plan is created and the others answer it or FAILED_PRECONDITION', async () => {
    const key = randomUUID();
    const answers = await Promise.allSettled(Array.from({ length: 8 }, () => create(403, key)));
    const created = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.action_plan_id] : []));
    const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as ServiceError] : []));
    expect(new Set(created).size).toBe(1);
    for (const error of refused) expect([error.code, error.details]).toEqual([status.FAILED_PRECONDITION, KEY_IN_USE]);
    expect(await plans().countDocuments({ host_id: 403 })).toBe(1);
    expect((await create(403, key)).action_plan_id).toBe(created[0]);
  });

  it('when the first request failed on its input or the stored state, then a retry gets the same failure', async () => {
    const key = randomUUID();
    h.dataCache.unknown.add(404);
    const first = await callFailure(create(404, key));
    h.dataCache.unknown.delete(404);
    const retry = await callFailure(create(404, key));
    expect([retry.code, retry.details]).toEqual([first.code, first.details]);
    expect(first.code).toBe(status.NOT_FOUND);
    expect(await plans().countDocuments({ host_id: 404 })).toBe(0);
  });

  it('when the first request ran out of time before its commit, then the key is free again and the retry creates the plan once', async () => {
    const key = randomUUID();
    let release!: () => void;
    h.dataCache.gate = new Promise((resolve) => (release = resolve));
    expect((await callFailure(create(405, key, { deadline: Date.now() + 400 }))).code).toBe(status.DEADLINE_EXCEEDED);
    h.dataCache.gate = undefined;
    release();
    await pause(500); // the first attempt's handler goes on after its answer: let it finish
    const retry = await create(405, key);
    expect(await h.list(405)).toEqual([retry]);
  });

  it('when a PATCH that deactivated a plan is retried with its key, then the retry answers the same plan instead of 409', async () => {
    const created = await create(406, undefined);
    const key = randomUUID();
    const patch = () => h.call<UpdatePlanRequest, ActionPlan__Output>('UpdatePlan', { host_id: 406, action_plan_id: created.action_plan_id, updates: { deactivation: true }, idempotency_key: key });
    const first = await patch();
    expect(first.status).toBe('inactive');
    expect(await patch()).toEqual(first);
  });

  it('when a bulk create is retried with its key, then it answers the first outcome and creates nothing twice', async () => {
    const key = randomUUID();
    h.dataCache.unknown.add(412);
    const first = await bulk([410, 411, 412], key);
    const retry = await bulk([410, 411, 412], key);
    expect(retry).toEqual(first);
    expect(first.created.map((c) => c.host_id)).toEqual([410, 411]);
    expect(await plans().countDocuments({ host_id: { $in: [410, 411, 412] } })).toBe(2);
  });

  it('when an attempt died after committing part of a bulk create, then a retry after its lease takes the key over and creates only the rest', async () => {
    const key = randomUUID();
    const first = await bulk([420, 421], key);
    // Stage what a killed attempt leaves: its record still running with a lease that ended, only host 420 committed.
    const lost = first.created.find((c) => c.host_id === 421);
    await plans().deleteOne({ action_plan_id: lost?.action_plan_id });
    await h.db.collection('idempotency_records').updateOne({ request_key: requestKeyOf('planner', key) }, { $set: { state: 'running', outcome: null, lease_until: new Date(Date.now() - 1_000) } });

    const retry = await bulk([420, 421], key);
    expect(retry.failed).toEqual([]);
    expect(retry.created.map((c) => c.host_id)).toEqual([420, 421]);
    expect(retry.created[0]).toEqual(first.created[0]);
    expect(await plans().countDocuments({ host_id: { $in: [420, 421] } })).toBe(2);
    expect(await bulk([420, 421], key)).toEqual(retry);
  });

  it('when the running attempt still holds its lease, then a retry is FAILED_PRECONDITION and runs nothing', async () => {
    const key = randomUUID();
    await bulk([430], key);
    await h.db.collection('idempotency_records').updateOne({ request_key: requestKeyOf('planner', key) }, { $set: { state: 'running', outcome: null, lease_until: new Date(Date.now() + 60_000) } });
    const error = await callFailure(bulk([430], key));
    expect([error.code, error.details]).toEqual([status.FAILED_PRECONDITION, KEY_IN_USE]);
    expect(await plans().countDocuments({ host_id: 430 })).toBe(1);
  });
});
