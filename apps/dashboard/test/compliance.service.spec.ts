import * as grpc from '@grpc/grpc-js';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import {
  loadVmdashProtos,
  type ComplianceHost,
  type ComplianceHostResult__Output,
  type ComplianceItemPage__Output,
  type ComplianceSummary__Output,
  type DashboardComplianceServiceClient,
} from '@vmdash/proto';
import { testNatsUrl } from '@vmdash/testing';
import { JSONCodec, connect } from 'nats';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { createFakeActivePlans, startFakeComplianceDataCache, type FakeActivePlans, type FakeComplianceDataCache } from './support/fake-compliance';
import { grpcFailureOf } from './support/grpc-failure';

/*
 * Compliance items on the real dashboard service (docs/decisions/0014): computed from a fake data-cache's compliance
 * findings and a fake action-plan cache, recomputed when a snapshot is activated and when plans change.
 */

const LONG_AGO = '2020-01-01T00:00:00.000Z';
const host = (hostId: number, team: string, findings: ComplianceHost['findings'], source = 'beta'): ComplianceHost => ({
  source,
  host_id: hostId,
  hostname: `HOST-${hostId}`,
  owner: `owner-${team}`,
  bu_team: team,
  findings,
});
const kev = (key: string, id: number) => ({ finding_key: key, active_host_findings_id: id, severity: 'high', first_seen: LONG_AGO, kev_due_date: '2024-03-01' });

async function publishSnapshotActivated(snapshotId: string): Promise<void> {
  const connection = await connect({ servers: testNatsUrl(), name: 'compliance-test' });
  try {
    const payload = { source: 'beta', snapshot_id: snapshotId, occurred_at: new Date().toISOString() };
    await connection.jetstream().publish('cache.snapshot.activated', JSONCodec().encode(payload), { msgID: `cache.snapshot.activated.${snapshotId}` });
  } finally {
    await connection.drain();
  }
}

describe('dashboard compliance service (embedded MongoDB, real NATS, fake data-cache and plans)', () => {
  let h: DashboardHarness;
  let dataCache: FakeComplianceDataCache;
  let plans: FakeActivePlans;
  let compliance: DashboardComplianceServiceClient;
  const teamA: CallerIdentity = { subject: 'user-a', scopes: ['dashboard'], group: 'Standard_User', teams: ['team-a'] };
  const teamB: CallerIdentity = { subject: 'user-b', scopes: ['dashboard'], group: 'Standard_User', teams: ['team-b'] };

  const as = <Res>(identity: CallerIdentity, method: keyof DashboardComplianceServiceClient, request: object): Promise<Res> => {
    return h.as(identity, () => unaryCall(compliance, method as UnaryRpc<typeof compliance>, request as never)) as Promise<Res>;
  };
  const list = (identity: CallerIdentity, filter: object = {}) => as<ComplianceItemPage__Output>(identity, 'ListComplianceItems', { page: 1, page_size: 100, ...filter });
  const hostOf = (identity: CallerIdentity, hostname: string) => as<ComplianceHostResult__Output>(identity, 'GetComplianceHost', { hostname });

  beforeAll(async () => {
    h = await createDashboardHarness();
    dataCache = await startFakeComplianceDataCache(h.environment.keys.publicKeyPem);
    dataCache.hosts = [
      host(1, 'team-a', [kev('100', 11), { finding_key: '200', active_host_findings_id: 12, severity: 'critical', first_seen: LONG_AGO, kev_due_date: '' }]),
      host(2, 'team-b', [kev('100', 21)]),
      host(3, 'team-a', []),
      host(1000000001, 'team-a', [{ finding_key: 'CVE-2021-44228', active_host_findings_id: 0, severity: 'critical', first_seen: LONG_AGO, kev_due_date: '2021-12-24' }], 'alpha'),
    ];
    plans = createFakeActivePlans();
    const started = await h.start({ DATA_CACHE_ADDR: dataCache.address }, { activePlans: plans });
    compliance = createGrpcClient(loadVmdashProtos().DashboardComplianceService, `127.0.0.1:${started.port}`, { deadlineMs: 30_000 });
  });
  afterAll(async () => {
    compliance?.close();
    await h?.close();
    await dataCache?.stop();
  });

  it("when items are first read, then they are computed once per host, metric and source, within the caller's teams only", async () => {
    const a = await list(teamA);
    expect(a.items.map((item) => [item.hostname, item.metric_id, item.source, item.findings_count, item.oldest_due_date]).sort()).toEqual(
      [
        ['HOST-1', 'critical-sla', 'beta', 1, '2020-01-16'],
        ['HOST-1', 'high-sla', 'beta', 1, '2020-01-31'],
        ['HOST-1', 'kev-overdue', 'beta', 1, '2024-03-01'],
        ['HOST-1000000001', 'critical-sla', 'alpha', 1, '2020-01-16'],
        ['HOST-1000000001', 'kev-overdue', 'alpha', 1, '2021-12-24'],
      ].sort(),
    );
    expect((await list(teamB)).items.every((item) => item.bu_team === 'team-b')).toBe(true);
    expect(await grpcFailureOf(hostOf(teamB, 'host-1'))).toEqual({ code: grpc.status.NOT_FOUND, details: 'No compliance item for this host', reason: 'NOT_FOUND' });
    const streams = dataCache.streams;
    await list(teamA);
    expect(dataCache.streams).toBe(streams);
  });

  it('when an action plan comes to cover a finding, then its item is resolved with its resolution time and keeps its metadata', async () => {
    const patched = await as<ComplianceHostResult__Output>(teamA, 'UpdateComplianceMetadata', {
      hostname: 'HOST-1',
      change: { remediation_plan: 'replace the plugin', metric_ids: ['kev-overdue'] },
      client_address: '',
    });
    expect(patched.items.find((item) => item.metric_id === 'kev-overdue')).toMatchObject({ remediation_plan: 'replace the plugin' });
    plans.plans.set(1, [
      { action_plan_id: 'p1', host_id: 1, plan_type: 'remediation', commit_date: '2027-01-01', scanner_id: '100', active_host_findings_id: null, created_by: 'u', created_at: LONG_AGO },
    ]);
    plans.change([1]);
    const result = await hostOf(teamA, 'HOST-1');
    const kevItem = result.items.find((item) => item.metric_id === 'kev-overdue' && item.source === 'beta');
    expect(kevItem).toMatchObject({ status: 'resolved', findings_count: 0, remediation_plan: 'replace the plugin', days_overdue: 0 });
    expect(kevItem?.resolved_at).toEqual(expect.any(String));
    expect(result.items.find((item) => item.metric_id === 'critical-sla' && item.source === 'beta')?.status).toBe('active');
    expect((await list(teamA, { status: 'resolved' })).items.map((item) => item.metric_id)).toEqual(['kev-overdue', 'high-sla'].sort());
    // The summary counts each resolved item of the last 30 days under its metric, and no longer as active.
    const summary = await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {});
    expect(summary.rows.filter((row) => row.metric_id === 'kev-overdue' || row.metric_id === 'high-sla').map((row) => [row.metric_id, row.resolved_last_30_days])).toEqual([
      ['kev-overdue', 1],
      ['high-sla', 1],
    ]);
  });

  it('when a snapshot is activated, then the next read recomputes every host from data-cache', async () => {
    dataCache.hosts.push(host(3, 'team-a', [kev('300', 31)]));
    dataCache.hosts = dataCache.hosts.filter((entry) => !(entry.host_id === 3 && (entry.findings ?? []).length === 0));
    await publishSnapshotActivated(`snap-${Date.now()}`);
    const deadline = Date.now() + 5_000;
    let items = (await list(teamA, { metric_id: 'kev-overdue' })).items;
    while (!items.some((item) => item.hostname === 'HOST-3') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      items = (await list(teamA, { metric_id: 'kev-overdue' })).items;
    }
    expect(items.find((item) => item.hostname === 'HOST-3')).toMatchObject({ status: 'active', findings_count: 1 });
  });

  it("when an active item's resolution_date has passed, then it is listed as overdue and counted so in the summary", async () => {
    const patched = await as<ComplianceHostResult__Output>(teamA, 'UpdateComplianceMetadata', {
      hostname: 'host-1',
      change: { resolution_date: '2021-01-01', metric_ids: ['critical-sla'] },
      client_address: '',
    });
    expect(patched.items.find((item) => item.metric_id === 'critical-sla' && item.source === 'beta')?.resolution_date).toBe('2021-01-01');
    const overdue = (await list(teamA, { overdue: true })).items.map((item) => [item.hostname, item.metric_id, item.source]);
    expect(overdue).toEqual([['HOST-1', 'critical-sla', 'beta']]);
    expect((await list(teamA, { overdue: true, status: 'resolved' })).total).toBe(0);
    expect((await list(teamA, { overdue: false })).items.some((item) => item.hostname === 'HOST-1' && item.metric_id === 'critical-sla' && item.source === 'beta')).toBe(false);
    const summary = await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {});
    expect(summary.rows.every((row) => row.bu_team === 'team-a')).toBe(true);
    expect(summary.rows.find((row) => row.metric_id === 'critical-sla')).toMatchObject({ active: 2, overdue: 1, hosts: 3 });
  });

  it('when a recompute is pending and cannot finish, then the summary still answers the last complete one at once, and answers the new counts once it has run', async () => {
    const before = await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {});
    const highBefore = before.rows.find((row) => row.metric_id === 'high-sla')!;
    dataCache.hosts.push(host(4, 'team-a', [{ finding_key: '400', active_host_findings_id: 41, severity: 'high', first_seen: LONG_AGO, kev_due_date: '' }]));
    dataCache.batchSize = 1;
    dataCache.failAfterBatches = 1;
    plans.change('all');
    // The recompute the summary starts fails (data-cache went away); the answer is the previous one's, unchanged.
    expect(await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {})).toEqual(before);
    dataCache.failAfterBatches = undefined;
    const deadline = Date.now() + 5_000;
    let after = await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {});
    while (after.computed_at === before.computed_at && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await as<ComplianceSummary__Output>(teamA, 'GetComplianceSummary', {});
    }
    expect(after.computed_at).not.toBe(before.computed_at);
    expect(after.rows.find((row) => row.metric_id === 'high-sla')).toMatchObject({ active: highBefore.active + 1, hosts: highBefore.hosts + 1 });
    dataCache.hosts = dataCache.hosts.filter((entry) => entry.host_id !== 4);
    dataCache.batchSize = 200;
  });

  it('when data-cache goes away in the middle of a recompute, then nothing is half-written and the next read converges', async () => {
    const before = (await list(teamA)).items.map((item) => [item.hostname, item.metric_id, item.status, item.findings_count]);
    dataCache.hosts = dataCache.hosts.map((entry) => (entry.host_id === 1 && entry.source === 'beta' ? { ...entry, findings: [] } : entry));
    dataCache.batchSize = 1;
    dataCache.failAfterBatches = 1;
    plans.change('all');
    await expect(list(teamA)).rejects.toMatchObject({ code: 14 });
    dataCache.failAfterBatches = undefined;
    const after = (await list(teamA)).items;
    expect(after.filter((item) => item.hostname === 'HOST-1').every((item) => item.status === 'resolved')).toBe(true);
    expect(before.length).toBe(after.length);
  });
});
