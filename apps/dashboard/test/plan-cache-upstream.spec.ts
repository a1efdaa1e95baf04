import { status } from '@grpc/grpc-js';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import { eventually, startPrivateNats, type PrivateNats } from '@vmdash/testing';
import { signJobGrant, type CallerIdentity } from '@vmdash/identity';
import { loadVmdashProtos, type ActionPlan, type DashboardWorkflowServiceClient, type Job__Output, type PlanCacheStatus__Output } from '@vmdash/proto';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { grpcFailure, startFakeUpstreams, type FakeUpstreams } from './support/fake-upstreams';

/** What the test reads of ListFindings' FindingPage. */
interface ListedFindings {
  items: { finding: { host_id: number; scanner_id: string } | null; action_plan: { action_plan_id: string } | null; atlas_known: boolean }[];
}

const upstreamPlan = (id: string, hostId: number, scannerId: string | undefined): ActionPlan => ({
  action_plan_id: id,
  host_id: hostId,
  plan_type: scannerId ? 'remediation' : 'decommission',
  commit_date: '2027-01-31',
  scanner_id: scannerId,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  created_by: 'upstream-user',
});

/**
 * The action-plan cache in upstream mode (PLANS_SOURCE=upstream, docs/decisions/0013-action-plan-cache.md):
 * the real dashboard service (embedded MongoDB, real NATS) syncs from a fake integration service's StreamUpstreamPlans
 * and lists the findings of a fake data-cache (hosts 1 and 3 of team-a, host 2 of team-b). The service has a NATS of
 * its own: plan events still apply between syncs in upstream mode, so the plan events other test files publish on the
 * shared test NATS at the same time would be counted in the cache.
 */
describe('the action-plan cache synced from the action plans upstream service', () => {
  let h: DashboardHarness;
  let upstreams: FakeUpstreams;
  let nats: PrivateNats;
  let workflows: DashboardWorkflowServiceClient;
  const alice: CallerIdentity = { subject: 'alice-of-test', scopes: ['dashboard'], group: 'Standard_User', teams: ['team-a', 'team-b'] };

  const call = <Res>(method: keyof DashboardWorkflowServiceClient, request: object): Promise<Res> => {
    return h.as(alice, () => unaryCall(workflows, method as UnaryRpc<typeof workflows>, request as never)) as Promise<Res>;
  };
  /** Starts a plans.sync job as the gateway does (with a job grant) and waits until it ended. */
  const sync = async () => {
    const started = await call<Job__Output>('SyncPlanCache', { client_address: '127.0.0.1', job_grant: signJobGrant(alice, h.environment.keys.privateKeyPem, 600) });
    expect(started).toMatchObject({ kind: 'plans.sync', state: 'queued', progress: { unit: 'hosts' } });
    return eventually(
      () => call<Job__Output>('GetJob', { id: started.id }),
      (job) => ['succeeded', 'failed', 'cancelled'].includes(job.state),
      { timeoutMs: 20_000 },
    );
  };
  const findings = async () => {
    const page = await call<ListedFindings>('ListFindings', { page: 1, page_size: 50 });
    return page.items.map((item) => ({ host_id: Number(item.finding!.host_id), scanner_id: item.finding!.scanner_id, plan: item.action_plan?.action_plan_id ?? null, atlas_known: item.atlas_known }));
  };

  beforeAll(async () => {
    h = await createDashboardHarness();
    upstreams = await startFakeUpstreams(h.environment.keys.publicKeyPem);
    nats = await startPrivateNats();
    const { port } = await h.start({ NATS_URL: nats.url, DATA_CACHE_ADDR: upstreams.dataCacheAddr, INTEGRATION_ADDR: upstreams.integrationAddr, PLANS_SOURCE: 'upstream' });
    workflows = createGrpcClient(loadVmdashProtos().DashboardWorkflowService, `127.0.0.1:${port}`, { deadlineMs: 30_000 });
  });
  afterAll(async () => {
    workflows?.close();
    await upstreams?.stop();
    await h.close();
    await nats?.stop();
  });

  it('when a sync reads the upstream, then its plans are cached, findings of a host it answered 404 for carry atlas_known false, and the status counts the hosts it knows', async () => {
    upstreams.integration.upstreamHosts = [
      { host_id: 1, known: true, active_plans: [upstreamPlan('up-1', 1, '100')] },
      { host_id: 2, known: true, active_plans: [upstreamPlan('up-2', 2, undefined)] },
      { host_id: 3, known: false, active_plans: [] },
      { host_id: 9, known: true, active_plans: [] },
    ];
    const synced = await sync();
    expect(synced).toMatchObject({ state: 'succeeded', result_counts: { plans_cached: 2, hosts_known: 3, hosts_read: 4 }, progress: { done: 4, total: 4, unit: 'hosts' } });

    expect(await findings()).toEqual(
      expect.arrayContaining([
        { host_id: 1, scanner_id: '100', plan: 'up-1', atlas_known: true },
        { host_id: 1, scanner_id: '200', plan: null, atlas_known: true },
        { host_id: 2, scanner_id: '100', plan: 'up-2', atlas_known: true },
        { host_id: 3, scanner_id: '300', plan: null, atlas_known: false },
        { host_id: 3, scanner_id: '400', plan: null, atlas_known: false },
      ]),
    );
    const statusNow = await call<PlanCacheStatus__Output>('GetPlanCacheStatus', {});
    expect(statusNow).toMatchObject({ plans_cached: 2, hosts_known: 3 });
    expect(statusNow.last_sync_at).toBeDefined();
  });

  it('when the next sync finds a host gone from the upstream, then its findings are no longer known and its plans leave the cache', async () => {
    upstreams.integration.upstreamHosts = [{ host_id: 1, known: true, active_plans: [upstreamPlan('up-1', 1, '100')] }];
    expect(await sync()).toMatchObject({ state: 'succeeded', result_counts: { plans_cached: 1, hosts_known: 1 } });
    expect((await findings()).filter((finding) => finding.host_id === 2)).toEqual([{ host_id: 2, scanner_id: '100', plan: null, atlas_known: false }]);
  });

  it("when the upstream refuses the credentials, then the sync job fails with the integration service's text and the cache keeps what it had", async () => {
    upstreams.integration.upstreamHosts = [{ host_id: 3, known: true, active_plans: [upstreamPlan('up-3', 3, '300')] }];
    const text = 'Action plans upstream service refused the credentials (401): check PLANS_UPSTREAM_USER and PLANS_UPSTREAM_PASSWORD';
    upstreams.integration.failWith = grpcFailure(status.FAILED_PRECONDITION, text);
    try {
      expect(await sync()).toMatchObject({ state: 'failed', failure_reason: text });
    } finally {
      upstreams.integration.failWith = undefined;
    }
    expect(await call<PlanCacheStatus__Output>('GetPlanCacheStatus', {})).toMatchObject({ plans_cached: 1, hosts_known: 1 });
    expect((await findings()).find((finding) => finding.host_id === 1 && finding.scanner_id === '100')).toMatchObject({ plan: 'up-1', atlas_known: true });
  });
});
