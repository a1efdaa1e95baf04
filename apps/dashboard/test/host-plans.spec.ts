import { status } from '@grpc/grpc-js';
import { ValidationError } from '@vmdash/domain';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type ActionPlan__Output, type AuditPage__Output, type DashboardAuthServiceClient, type DashboardWorkflowServiceClient } from '@vmdash/proto';
import { eventually } from '@vmdash/testing';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailure, startFakeUpstreams, type FakeUpstreams } from './support/fake-upstreams';
import { grpcFailureOf, refusal } from './support/grpc-failure';

const REMEDIATION = { plan_type: 'remediation', commit_date: '2027-01-31', scanner_id: '100' };

/**
 * A host's action plans on the real dashboard service (embedded MongoDB, real NATS) against a fake data-cache (the
 * host's team) and a fake action-plan service (docs/decisions/0020): team scope before any call, the plan created as the signed-in
 * user within the caller's deadline and audited, and action-plan's refusals as the dashboard's, naming the field.
 */
describe("a host's action plans (dashboard service, fake data-cache and action-plan)", () => {
  let h: DashboardHarness;
  let upstreams: FakeUpstreams;
  let auth: DashboardAuthServiceClient;
  let workflows: DashboardWorkflowServiceClient;
  let alice: CallerIdentity;
  let bob: CallerIdentity;
  const admin: CallerIdentity = { subject: 'admin-of-test', scopes: ['dashboard'], group: 'Admin' };

  const call = <Res>(identity: CallerIdentity, method: keyof DashboardWorkflowServiceClient, request: object): Promise<Res> => {
    return h.as(identity, () => unaryCall(workflows, method as UnaryRpc<typeof workflows>, request as never)) as Promise<Res>;
  };
  const history = (identity: CallerIdentity, hostId: number) => call<{ items: ActionPlan__Output[] }>(identity, 'ListHostPlans', { host_id: hostId });
  const create = (identity: CallerIdentity, hostId: number, plan: object = REMEDIATION) => call<ActionPlan__Output>(identity, 'CreateHostPlan', { host_id: hostId, plan, client_address: '10.0.0.7' });

  beforeAll(async () => {
    h = await createDashboardHarness();
    upstreams = await startFakeUpstreams(h.environment.keys.publicKeyPem);
    const started = await h.start({ DATA_CACHE_ADDR: upstreams.dataCacheAddr, ACTION_PLAN_ADDR: upstreams.actionPlanAddr });
    auth = started.client;
    workflows = createGrpcClient(loadVmdashProtos().DashboardWorkflowService, `127.0.0.1:${started.port}`, { deadlineMs: 30_000 });
    const userOf = async (username: string, team: string): Promise<CallerIdentity> => {
      const created = await h.call<object, { id: string }>(
        auth,
        'CreateUser',
        { username, email: `${username}@example.test`, password: 'long enough password', group: 'Standard_User', bu_teams: [team] },
        admin,
      );
      return { subject: created.id, scopes: ['dashboard'], group: 'Standard_User', teams: [team] };
    };
    alice = await userOf('plan-alice', 'team-a');
    bob = await userOf('plan-bob', 'team-b');
  });
  afterEach(() => {
    upstreams.actionPlans.failWith = undefined;
  });
  afterAll(async () => {
    workflows?.close();
    await upstreams?.stop();
    await h.close();
  });

  it("when a user of the host's team creates a plan, then action-plan stores it as that user before the caller's deadline, the history shows it first, and it is audited", async () => {
    const before = Date.now();
    const plan = await create(alice, 1);
    expect(plan).toMatchObject({ host_id: 1, plan_type: 'remediation', commit_date: '2027-01-31', scanner_id: '100', status: 'active', created_by: alice.subject });
    const seen = upstreams.actionPlans.creates.at(-1)!;
    expect(seen).toMatchObject({ subject: alice.subject, group: 'Standard_User' });
    // The dashboard passes its own commit instant on as action-plan's deadline: never later than the caller's 30 s.
    expect(seen.deadlineMs).toBeLessThanOrEqual(before + 30_000);

    await create(alice, 1, { plan_type: 'decommission', commit_date: '2027-02-28' });
    const listed = await history(alice, 1);
    expect(listed.items.map((plan) => plan.plan_type)).toEqual(['decommission', 'remediation']);

    const entries = await eventually(
      async () => (await h.call<object, AuditPage__Output>(auth, 'QueryAudit', { page: 1, page_size: 200 }, admin)).entries.filter((entry) => entry.entity_id === plan.action_plan_id),
      (found) => found.length >= 1,
    );
    expect(entries[0]).toMatchObject({ action: 'action_plan_create', entity_type: 'action_plan', user_id: alice.subject, ip_address: '10.0.0.7' });
    expect(JSON.parse(entries[0]!.details_json)).toMatchObject({ host_id: 1, plan_type: 'remediation', scanner_id: '100' });
  });

  it("when a user asks for a host of another team or an unknown host, then both are 'Host not found' and action-plan is never asked", async () => {
    const creates = upstreams.actionPlans.creates.length;
    for (const hostId of [1, 999]) {
      expect(await grpcFailureOf(history(bob, hostId))).toEqual(refusal('NOT_FOUND', 'Host not found'));
      expect(await grpcFailureOf(create(bob, hostId))).toEqual(refusal('NOT_FOUND', 'Host not found'));
    }
    expect(upstreams.actionPlans.creates).toHaveLength(creates);
    expect((await history(bob, 2)).items).toEqual(expect.any(Array));
  });

  it('when action-plan refuses a plan by its rules, then the refusal is INVALID_ARGUMENT naming the field, and its not-found and conflict keep their texts', async () => {
    upstreams.actionPlans.failWith = new ValidationError('Invalid action plan', [
      { loc: ['body', 'scanner_id'], msg: 'Value error, scanner_id is required for false_positive plans', type: 'value_error' },
    ]);
    expect(await grpcFailureOf(create(alice, 3, { plan_type: 'false_positive', commit_date: '2027-01-31' }))).toEqual(
      refusal('INVALID_ARGUMENT', 'scanner_id: Value error, scanner_id is required for false_positive plans'),
    );
    upstreams.actionPlans.failWith = grpcFailure(status.NOT_FOUND, 'Host 3 not found');
    expect(await grpcFailureOf(history(alice, 3))).toEqual(refusal('NOT_FOUND', 'Host 3 not found'));
    upstreams.actionPlans.failWith = grpcFailure(status.FAILED_PRECONDITION, 'Request with this Idempotency-Key is still being processed');
    expect(await grpcFailureOf(create(alice, 3))).toEqual(refusal('CONFLICT', 'Request with this Idempotency-Key is still being processed'));
  });

  it('when a Read_Only user creates a plan, then the dashboard refuses it and an Admin of every team reaches any host', async () => {
    const readOnly: CallerIdentity = { subject: 'reader', scopes: ['dashboard'], group: 'Read_Only', teams: ['team-a'] };
    await expect(create(readOnly, 1)).rejects.toMatchObject({ code: status.PERMISSION_DENIED });
    expect((await history(readOnly, 1)).items.length).toBeGreaterThan(0);
    const allTeams: CallerIdentity = { ...admin, teams: ['*'] };
    expect(await create(allTeams, 2)).toMatchObject({ host_id: 2, created_by: admin.subject });
  });
});
