import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { ActionPlan__Output, CreatePlanRequest, PlanFields } from '@vmdash/proto';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import { createTestInternalKeys, eventually } from '@vmdash/testing';
import { startHarness, type Harness } from './support/action-plan.harness';

type HealthClient = grpc.Client & { check(request: { service: string }, callback: (error: grpc.ServiceError | null, response?: { status: string }) => void): void };

/** grpc.health.v1 Check of `service` on the action-plan port. */
async function healthOf(port: number, service: string): Promise<string> {
  const loaded = grpc.loadPackageDefinition(protoLoader.loadSync(healthProtoPath, { enums: String })) as unknown as {
    grpc: { health: { v1: { Health: new (address: string, credentials: grpc.ChannelCredentials) => HealthClient } } };
  };
  const client = new loaded.grpc.health.v1.Health(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  try {
    return await new Promise<string>((resolve, reject) => client.check({ service }, (error, response) => (error ? reject(error) : resolve(response?.status ?? ''))));
  } finally {
    client.close();
  }
}

describe('action-plan: identity, dependencies and lifecycle', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const decommission: PlanFields = { plan_type: 'decommission', commit_date: '2025-06-30' };
  const create = (host_id: number, plan: PlanFields = decommission) => h.call<CreatePlanRequest, ActionPlan__Output>('CreatePlan', { host_id, plan });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: grpc.ServiceError) => error,
    );

  it('when the service has started, then it is ready and grpc.health.v1 reports SERVING', async () => {
    expect(h.service.ready).toBe(true);
    expect(await healthOf(h.port, 'vmdash.v1.ActionPlanService')).toBe('SERVING');
    expect(await healthOf(h.port, '')).toBe('SERVING');
  });

  it('when a call carries no internal token, then it is UNAUTHENTICATED', async () => {
    const error = await failure(h.call('ListPlans', { host_id: 1 }, { token: null }));
    expect(error.code).toBe(grpc.status.UNAUTHENTICATED);
  });

  it('when the token is signed by another key, then the call is UNAUTHENTICATED and nothing is stored', async () => {
    const stranger = createTestInternalKeys().tokenFor({ subject: 'mallory', scopes: ['data:read', 'plans:write'] });
    const error = await failure(h.call('CreatePlan', { host_id: 300, plan: decommission }, { token: stranger }));
    expect(error.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 300 })).toBe(0);
  });

  it('when the caller may only read, then creating is PERMISSION_DENIED and nothing is stored, while reading works', async () => {
    const readOnly = h.tokenFor('auditor', ['data:read']);
    const error = await failure(h.call('CreatePlan', { host_id: 302, plan: decommission }, { token: readOnly }));
    expect(error.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 302 })).toBe(0);
    await expect(h.call('ListPlans', { host_id: 302 }, { token: readOnly })).resolves.toBeDefined();
  });

  it('when data-cache answers UNAVAILABLE, then creating is UNAVAILABLE and nothing is stored', async () => {
    h.dataCache.failWith = grpc.status.UNAVAILABLE;
    try {
      const error = await failure(create(301));
      expect(error.code).toBe(grpc.status.UNAVAILABLE);
      expect(error.details).toBe('Cannot verify hosts: the data-cache service is unavailable');
    } finally {
      h.dataCache.failWith = undefined;
    }
    expect(await h.db.collection('action_plans').countDocuments({ host_id: 301 })).toBe(0);
  });

  it('when data-cache is unreachable, then creating is UNAVAILABLE while history and updates keep working', async () => {
    const plan = await create(302);
    await h.restartService({ DATA_CACHE_ADDR: '127.0.0.1:1' });
    try {
      expect((await failure(create(302))).code).toBe(grpc.status.UNAVAILABLE);
      expect((await h.list(302)).map((p) => p.action_plan_id)).toEqual([plan.action_plan_id]);
      const updated = await h.call<unknown, ActionPlan__Output>('UpdatePlan', { host_id: 302, action_plan_id: plan.action_plan_id, updates: { commit_date: '2025-07-01' } });
      expect(updated.commit_date).toBe('2025-07-01');
      expect(h.service.ready).toBe(true);
    } finally {
      await h.restartService();
    }
  });

  it('when the service restarts on the same database, then the plans are still there', async () => {
    const first = await create(303, { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '1' });
    const second = await create(303, { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '1' });
    const before = await h.list(303);
    await h.restartService();
    expect(await h.list(303)).toEqual(before);
    expect(before.map((p) => p.action_plan_id)).toEqual([second.action_plan_id, first.action_plan_id]);
  });

  it('when the service stops during in-flight calls, then those calls finish, later calls are refused, and the plans are kept', async () => {
    let open: () => void = () => undefined;
    h.dataCache.gate = new Promise<void>((resolve) => (open = resolve));
    const callsBefore = h.dataCache.calls.length;
    const inFlight = [create(310), create(311), create(312)];
    await eventually(() => h.dataCache.calls.length >= callsBefore + 3);

    const stopping = h.service.stop();
    expect(h.service.ready).toBe(false);
    setTimeout(() => open(), 200);
    const results = await Promise.all(inFlight);
    await stopping;
    h.dataCache.gate = undefined;
    expect(results.map((p) => [p.host_id, p.status])).toEqual([
      [310, 'active'],
      [311, 'active'],
      [312, 'active'],
    ]);
    expect((await failure(create(313))).code).toBe(grpc.status.UNAVAILABLE);

    await h.restartService();
    for (const plan of results) expect((await h.list(plan.host_id)).map((p) => p.action_plan_id)).toEqual([plan.action_plan_id]);
    await h.waitForEvents((e) => e.subject === 'plans.action_plan.created' && results.some((p) => p.action_plan_id === e.payload.action_plan_id), 3);
  });

  it('when MongoDB goes away, then the service reports not ready and NOT_SERVING', async () => {
    await h.mongo.stop();
    await eventually(() => !h.service.ready, Boolean, { timeoutMs: 15_000 });
    expect(h.service.ready).toBe(false);
    expect(await healthOf(h.port, 'vmdash.v1.ActionPlanService')).toBe('NOT_SERVING');
  });
});
