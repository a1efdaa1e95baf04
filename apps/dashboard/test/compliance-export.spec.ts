import { unaryCall, createGrpcClient } from '@vmdash/grpc';
import type { CallerIdentity } from '@vmdash/identity';
import {
  loadVmdashProtos,
  type ComplianceHost,
  type ComplianceHostResult__Output,
  type ComplianceItem__Output,
  type ComplianceItemBatch__Output,
  type ComplianceItemPage__Output,
  type DashboardComplianceServiceClient,
} from '@vmdash/proto';
import { COMPLIANCE_EXPORT_BATCH_SIZE } from '../src/compliance/compliance.commands';
import { createDashboardHarness, type DashboardHarness } from './support/dashboard-harness';
import { createFakeActivePlans, startFakeComplianceDataCache, type FakeComplianceDataCache } from './support/fake-compliance';

/*
 * The compliance export stream of the real dashboard service (docs/decisions/0015): every item of
 * the caller's teams that passes the list's filters, in the list's order, in batches read from one database cursor.
 */

const LONG_AGO = '2020-01-01T00:00:00.000Z';
/** Hosts of team A: each has one overdue KEV finding of severity high, so two items (kev-overdue and high-sla). */
const TEAM_A_HOSTS = 600;
const TEAM_B_HOSTS = 40;

const host = (hostId: number, team: string): ComplianceHost => ({
  source: 'beta',
  host_id: hostId,
  hostname: `host-${team}-${String(hostId).padStart(5, '0')}`,
  owner: `owner-${team}`,
  bu_team: team,
  findings: [{ finding_key: '100', active_host_findings_id: hostId, severity: 'high', first_seen: LONG_AGO, kev_due_date: '2024-03-01' }],
});

/** What identifies an item in a comparison: hostname, metric and source. */
const keyOf = (item: ComplianceItem__Output) => `${item.hostname}/${item.metric_id}/${item.source}`;

describe('dashboard compliance export stream (embedded MongoDB, fake data-cache)', () => {
  let h: DashboardHarness;
  let dataCache: FakeComplianceDataCache;
  let compliance: DashboardComplianceServiceClient;
  const caller = (group: string, teams: string[]): CallerIdentity => ({ subject: `user-${group}-${teams.join('+')}`, scopes: ['dashboard'], group, teams });
  const teamA = caller('Standard_User', ['team-a']);

  /** Every batch of an export as `identity`, read to the end. */
  const exportAs = (identity: CallerIdentity, filter: object = {}) =>
    h.as(identity, async () => {
      const batches: ComplianceItem__Output[][] = [];
      for await (const batch of compliance.ExportComplianceItems(filter) as AsyncIterable<ComplianceItemBatch__Output>) batches.push(batch.items);
      return batches;
    });

  /** Every item GET /api/compliance/items lists for `identity` with `filter`, page after page. */
  const listAll = async (identity: CallerIdentity, filter: object = {}) => {
    const items: ComplianceItem__Output[] = [];
    for (let page = 1; ; page++) {
      const answer = await h.as(identity, () => unaryCall(compliance, 'ListComplianceItems', { page, page_size: 500, ...filter }));
      items.push(...(answer as ComplianceItemPage__Output).items);
      if (items.length >= (answer as ComplianceItemPage__Output).total) return items;
    }
  };

  beforeAll(async () => {
    h = await createDashboardHarness();
    dataCache = await startFakeComplianceDataCache(h.environment.keys.publicKeyPem);
    dataCache.hosts = [...Array.from({ length: TEAM_A_HOSTS }, (_, i) => host(i + 1, 'team-a')), ...Array.from({ length: TEAM_B_HOSTS }, (_, i) => host(TEAM_A_HOSTS + i + 1, 'team-b'))];
    const started = await h.start({ DATA_CACHE_ADDR: dataCache.address }, { activePlans: createFakeActivePlans() });
    compliance = createGrpcClient(loadVmdashProtos().DashboardComplianceService, `127.0.0.1:${started.port}`, { deadlineMs: 30_000 });
  });
  afterAll(async () => {
    compliance?.close();
    await h?.close();
    await dataCache?.stop();
  });

  it("when a team-A user exports before anything was read, then the items are computed and come in full batches, in the list's order, none of team B", async () => {
    const batches = await exportAs(teamA);
    expect(batches.map((batch) => batch.length)).toEqual([COMPLIANCE_EXPORT_BATCH_SIZE, 2 * TEAM_A_HOSTS - COMPLIANCE_EXPORT_BATCH_SIZE]);
    const exported = batches.flat();
    expect(exported.every((item) => item.bu_team === 'team-a')).toBe(true);
    expect(exported.map(keyOf)).toEqual((await listAll(teamA)).map(keyOf));
    const teamB = (await exportAs(caller('Leadership', ['team-b']))).flat();
    expect(teamB).toHaveLength(2 * TEAM_B_HOSTS);
    expect(teamB.every((item) => item.bu_team === 'team-b')).toBe(true);
  });

  it('when the export is filtered, then it holds exactly what the list holds with the same filters', async () => {
    const patched = await h.as(teamA, () =>
      unaryCall(compliance, 'UpdateComplianceMetadata', {
        hostname: 'host-team-a-00007',
        change: { resolution_date: '2021-01-01', remediation_plan: '=HYPERLINK("http://attacker.example","x")', metric_ids: ['kev-overdue'] },
        client_address: '',
      }),
    );
    expect((patched as ComplianceHostResult__Output).items.length).toBeGreaterThan(0);
    for (const filter of [
      { metric_id: 'kev-overdue' },
      { overdue: true },
      { overdue: false, metric_id: 'high-sla' },
      { status: 'resolved' },
      { owner: 'owner-team-b' },
      { bu_team: 'team-a', status: 'active' },
    ]) {
      const exported = (await exportAs(teamA, filter)).flat();
      expect([filter, exported.map(keyOf)]).toEqual([filter, (await listAll(teamA, filter)).map(keyOf)]);
    }
    expect((await exportAs(teamA, { overdue: true })).flat()).toEqual([
      expect.objectContaining({ hostname: 'host-team-a-00007', metric_id: 'kev-overdue', resolution_date: '2021-01-01', remediation_plan: '=HYPERLINK("http://attacker.example","x")' }),
    ]);
    expect(await exportAs(teamA, { owner: 'owner-team-b' })).toEqual([]);
  });

  it('when every team is allowed, then the export holds both teams; when the reader stops after one batch, then a new export still runs', async () => {
    const all = (await exportAs(caller('Admin', ['*']))).flat();
    expect(new Set(all.map((item) => item.bu_team))).toEqual(new Set(['team-a', 'team-b']));
    expect(all).toHaveLength(2 * (TEAM_A_HOSTS + TEAM_B_HOSTS));
    const first = await h.as(teamA, async () => {
      const call = compliance.ExportComplianceItems({});
      try {
        for await (const batch of call as AsyncIterable<ComplianceItemBatch__Output>) return batch.items.length;
        return 0;
      } finally {
        call.cancel();
      }
    });
    expect(first).toBe(COMPLIANCE_EXPORT_BATCH_SIZE);
    expect((await exportAs(teamA)).flat()).toHaveLength(2 * TEAM_A_HOSTS);
  });

  it('when a Read_Only user exports, then the service refuses it (PERMISSION_DENIED) before any item is read', async () => {
    await expect(exportAs(caller('Read_Only', ['team-a']))).rejects.toMatchObject({ code: 7 });
  });
});
