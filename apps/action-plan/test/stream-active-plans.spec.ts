import * as grpc from '@grpc/grpc-js';
import type { ActionPlan__Output, CreatePlanRequest, UpdatePlanRequest } from '@vmdash/proto';
import { startHarness, type Harness } from './support/action-plan.harness';

/** Component: StreamActivePlans, the full read of the dashboard's action-plan cache sync (docs/decisions/0013). */
describe('action-plan: every active plan as a stream', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const create = (host_id: number, scanner_id: string) =>
    h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan: { plan_type: 'remediation', commit_date: '2026-09-30', scanner_id } });
  const streamAll = (token: string, request: { after_host_id?: number; host_limit?: number } = {}) =>
    new Promise<ActionPlan__Output[]>((resolve, reject) => {
      const metadata = new grpc.Metadata();
      metadata.set('x-internal-token', token);
      const call = h.client.StreamActivePlans(request, metadata, { deadline: Date.now() + 30_000 });
      const plans: ActionPlan__Output[] = [];
      call.on('data', (plan: ActionPlan__Output) => plans.push(plan));
      call.on('error', reject);
      call.on('end', () => resolve(plans));
    });

  it('when plans are created, superseded and deactivated, then the stream answers exactly the active ones, by host', async () => {
    const superseded = await create(702, '10863');
    const replacing = await create(702, '10863');
    const deactivated = await create(701, '20000');
    const kept = await create(701, '30000');
    await h.call<UpdatePlanRequest, ActionPlan__Output>('UpdatePlan', { host_id: 701, action_plan_id: deactivated.action_plan_id, updates: { deactivation: true } });
    const streamed = await streamAll(h.tokenFor('dashboard-user', []));
    expect(streamed.map((plan) => plan.action_plan_id)).toEqual([kept.action_plan_id, replacing.action_plan_id]);
    expect(streamed.every((plan) => plan.status === 'active')).toBe(true);
    expect(streamed.map((plan) => plan.action_plan_id)).not.toContain(superseded.action_plan_id);
  });

  it('when a page of hosts is asked for, then the stream answers the active plans of at most that many hosts after the one named, every plan of each', async () => {
    const first = await create(801, '10001');
    const second = await create(801, '10002');
    const third = await create(802, '10003');
    const fourth = await create(803, '10004');
    const token = h.tokenFor('dashboard-user', []);
    const ids = (plans: ActionPlan__Output[]) => plans.map((plan) => plan.action_plan_id);
    expect(ids(await streamAll(token, { after_host_id: 800, host_limit: 2 }))).toEqual([first.action_plan_id, second.action_plan_id, third.action_plan_id]);
    expect(ids(await streamAll(token, { after_host_id: 802, host_limit: 2 }))).toEqual([fourth.action_plan_id]);
    expect(await streamAll(token, { after_host_id: 803, host_limit: 2 })).toEqual([]);
  });
});
