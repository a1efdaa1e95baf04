import { status } from '@grpc/grpc-js';
import { fieldViolationsOf } from '@vmdash/grpc';
import type { ActionPlan__Output, BulkCreatePlansRequest, BulkCreatePlansResponse__Output, CreatePlanRequest, PlanFields } from '@vmdash/proto';
import { STORAGE_FAILURE } from '../src/plans/plan.repository';
import { callFailure, startHarness, type Harness } from './support/action-plan.harness';

describe('action-plan: bulk create', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const bulk = (host_ids: number[], plan: PlanFields) => h.call<BulkCreatePlansRequest, BulkCreatePlansResponse__Output>('BulkCreatePlans', { host_ids, plan });
  const create = (host_id: number, plan: PlanFields) => h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan });
  const range = (from: number, count: number) => Array.from({ length: count }, (_v, i) => from + i);
  const falsePositive: PlanFields = { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506' };

  it('when thousands of hosts are sent, some unknown and some repeated, then each host gets its own outcome in request order', async () => {
    const hostIds = range(10_000, 6_000);
    const unknown = [10_005, 12_345, 15_999];
    for (const id of unknown) h.dataCache.unknown.add(id);
    const callsBefore = h.dataCache.calls.length;
    const response = await bulk([...hostIds, 10_000, 10_001], falsePositive);

    expect(response.created).toHaveLength(hostIds.length - unknown.length);
    expect(response.created.map((c) => c.host_id)).toEqual(hostIds.filter((id) => !unknown.includes(id)));
    expect(new Set(response.created.map((c) => c.action_plan_id)).size).toBe(response.created.length);
    expect(response.failed).toEqual(unknown.map((id) => ({ host_id: id, reason: `Host ${id} not found` })));
    // One FindKnownBetaHosts call per 5,000 distinct ids.
    expect(h.dataCache.calls.slice(callsBefore).map((c) => c.hostIds.length)).toEqual([5_000, 1_000]);

    const sample = response.created[4_321];
    expect(await h.list(sample.host_id)).toEqual([
      expect.objectContaining({ action_plan_id: sample.action_plan_id, plan_type: 'false_positive', scanner_id: '19506', status: 'active', created_by: 'planner' }),
    ]);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: { $gte: 10_000, $lt: 16_000 }, status: 'active' })).toBe(response.created.length);
    expect(await h.db.collection('action_plans').countDocuments({ status: 'pending' })).toBe(0);
    // 6,000 plans on the embedded MongoDB: seconds alone, much longer while the other test projects share the CPUs.
  }, 180_000);

  it('when a bulk plan meets active plans of the same finding, then it supersedes them host by host', async () => {
    const before = await create(20_001, falsePositive);
    const other = await create(20_002, { ...falsePositive, scanner_id: '11111' });
    const response = await bulk([20_001, 20_002, 20_003], { plan_type: 'risk_acceptance', commit_date: '2025-09-30', scanner_id: '19506', risk_exc: 'R-1' });
    expect(response.failed).toEqual([]);
    const history = await h.list(20_001);
    expect(history.map((p) => [p.action_plan_id, p.status])).toEqual([
      [response.created[0].action_plan_id, 'active'],
      [before.action_plan_id, 'inactive'],
    ]);
    expect(history[1].superseded_by).toBe(response.created[0].action_plan_id);
    expect((await h.list(20_002)).find((p) => p.action_plan_id === other.action_plan_id)?.status).toBe('active');
  });

  it('when one host cannot be stored, then it fails with the reason and the other hosts are created', async () => {
    // A unique index that only host 30_500 trips over: its first plan is stored, a second one cannot be.
    await h.db.collection('action_plans').createIndex({ host_id: 1 }, { unique: true, partialFilterExpression: { host_id: 30_500 }, name: 'test_only_one_plan_for_30500' });
    await create(30_500, { plan_type: 'decommission', commit_date: '2025-06-30' });
    const response = await bulk(range(30_000, 1_500), { plan_type: 'scan_exclusion', commit_date: '2025-06-30' });
    await h.db.collection('action_plans').dropIndex('test_only_one_plan_for_30500');
    expect(response.failed).toEqual([{ host_id: 30_500, reason: STORAGE_FAILURE }]);
    expect(response.created).toHaveLength(1_499);
    expect((await h.list(30_500)).map((p) => [p.plan_type, p.status])).toEqual([['decommission', 'active']]);
  });

  it('when the plan breaks a rule, then the whole call is INVALID_ARGUMENT and nothing is created', async () => {
    const error = await callFailure(bulk([40_001, 40_002], { plan_type: 'decommission', commit_date: '2025-06-30', scanner_id: '1' }));
    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(fieldViolationsOf(error).map((v) => v.loc)).toEqual([['body', 'scanner_id']]);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: { $in: [40_001, 40_002] } })).toBe(0);
  });

  it('when a plan for several hosts names active_host_findings_id, then it is refused', async () => {
    const error = await callFailure(bulk([40_003, 40_004], { plan_type: 'remediation', commit_date: '2025-06-30', active_host_findings_id: 5 }));
    expect(fieldViolationsOf(error)).toEqual([expect.objectContaining({ loc: ['body', 'active_host_findings_id'], type: 'value_error' })]);
  });

  it('when more than 10,000 host ids are sent, then the list is too_long', async () => {
    const error = await callFailure(bulk(range(1, 10_001), falsePositive));
    expect(fieldViolationsOf(error)).toEqual([expect.objectContaining({ loc: ['body', 'host_ids'], type: 'too_long' })]);
  });

  it('when no host ids are sent, then nothing is created and data-cache is not asked', async () => {
    const callsBefore = h.dataCache.calls.length;
    expect(await bulk([], falsePositive)).toEqual({ created: [], failed: [] });
    expect(h.dataCache.calls.length).toBe(callsBefore);
  });

  it('when data-cache cannot answer, then the call is UNAVAILABLE and nothing is created', async () => {
    h.dataCache.failWith = status.UNAVAILABLE;
    try {
      const error = await callFailure(bulk([40_010, 40_011], falsePositive));
      expect(error.code).toBe(status.UNAVAILABLE);
    } finally {
      h.dataCache.failWith = undefined;
    }
    expect(await h.db.collection('action_plans').countDocuments({ host_id: { $in: [40_010, 40_011] } })).toBe(0);
  });

  it('when a bulk create succeeds, then one created event per plan goes out', async () => {
    const response = await bulk(range(50_000, 40), falsePositive);
    const ids = new Set(response.created.map((c) => c.action_plan_id));
    const events = await h.waitForEvents((e) => e.subject === 'plans.action_plan.created' && ids.has(e.payload.action_plan_id as string), 40);
    expect(new Set(events.map((e) => e.msgId))).toEqual(new Set([...ids].map((id) => `${id}.created`)));
  });

  it('when the finding the plan names is unknown on some hosts, then those hosts fail with the reason, all checked in one data-cache call', async () => {
    h.dataCache.unknownFindings.add('plugin-55555');
    const plan: PlanFields = { plan_type: 'remediation', commit_date: '2025-06-30', scanner_id: 'plugin-55555' };
    const callsBefore = h.dataCache.findingCalls.length;
    const response = await bulk(range(95_000, 300), plan);
    expect(h.dataCache.findingCalls.slice(callsBefore)).toEqual([300]);
    expect(response.created).toEqual([]);
    expect(response.failed[0]).toEqual({ host_id: 95_000, reason: 'No active finding with scanner_id "plugin-55555" on host 95000' });
    expect(response.failed).toHaveLength(300);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: { $gte: 95_000, $lt: 95_300 } })).toBe(0);
  });
});
