import { readFileSync } from 'node:fs';
import { sharedDataPath } from '@vmdash/testing';
import type { Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, TEAM_B, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A compliance item as the tests read it. */
interface ItemJson {
  hostname: string;
  host_id: number;
  source: string;
  metric_id: string;
  bu_team: string | null;
  findings_count: number;
  oldest_due_date: string | null;
  days_overdue: number;
  resolution_date: string | null;
  remediation_plan: string | null;
  status: string;
}

interface HostJson {
  hostname: string;
  items: ItemJson[];
  history: { metric_id: string; field: string; old_value: string | null; new_value: string | null; change_reason: string | null; changed_by: string; changed_at: string }[];
}

/** CVE id -> dueDate of CISA's KEV catalog of the shared data. */
function kevDueDates(): Map<string, string> {
  const catalog = JSON.parse(readFileSync(sharedDataPath('kev/known_exploited_vulnerabilities.json'), 'utf8')) as { vulnerabilities: { cveID: string; dueDate: string }[] };
  return new Map(catalog.vulnerabilities.map((entry) => [entry.cveID.toUpperCase(), entry.dueDate]));
}

/** Black-box: compliance items, metadata history, the VCL bulk commit and the summary through the gateway (docs/decisions/0014). */
describe('compliance on real scanner exports and the shared KEV catalog', () => {
  let world: WorkflowSystem;
  let alice: { browser: Browser; username: string };
  let bob: { browser: Browser; username: string };
  let aliceItems: ItemJson[];

  const items = async (browser: Browser, query = '') => {
    const answer = await browser.request('GET', `/api/compliance/items${query}`);
    expect(answer.status).toBe(200);
    return answer.body as PageJson<ItemJson>;
  };

  let teamA: string;
  let teamB: string;
  let all: ItemJson[];

  beforeAll(async () => {
    world = await startWorkflowSystem();
    const admin = await world.admin();
    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
    all = (await items(admin, '?page_size=500')).items;
    // Team A: the team with the most items in the real exports; team B: another team with items.
    const perTeam = new Map<string, number>();
    for (const item of all) if (item.bu_team) perTeam.set(item.bu_team, (perTeam.get(item.bu_team) ?? 0) + 1);
    teamA = [...perTeam].sort((a, b) => b[1] - a[1])[0]?.[0] ?? TEAM_A;
    teamB = [...perTeam.keys()].find((team) => team !== teamA) ?? TEAM_B;
    alice = await world.signedIn('Standard_User', [teamA]);
    bob = await world.signedIn('Standard_User', [teamB]);
    aliceItems = (await items(alice.browser, '?page_size=500')).items;
  });
  afterAll(async () => {
    await world?.stop();
  });

  it("when hosts have findings whose CVE is in the shared KEV catalog, then they have active kev-overdue items with the catalog's due dates", async () => {
    const dueDates = new Set(kevDueDates().values());
    const kev = all.filter((item) => item.metric_id === 'kev-overdue');
    expect(kev.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    for (const item of kev) {
      expect(item).toMatchObject({ status: 'active', resolution_date: null });
      expect(dueDates.has(item.oldest_due_date!)).toBe(true);
      expect(item.oldest_due_date! < today).toBe(true);
      expect(item.days_overdue).toBeGreaterThan(0);
      expect(item.findings_count).toBeGreaterThan(0);
    }
    const filtered = (await items(alice.browser, '?status=active&page_size=500')).items;
    expect(filtered.every((item) => item.status === 'active' && item.bu_team === teamA)).toBe(true);
  });

  it("when another team's user lists items or asks for a host of team A, then none of team A's items exist for them", async () => {
    const bobs = (await items(bob.browser, '?page_size=500')).items;
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((item) => item.bu_team === teamB)).toBe(true);
    const aliceHosts = new Set(aliceItems.map((item) => item.hostname));
    expect(bobs.some((item) => aliceHosts.has(item.hostname))).toBe(false);
    const hostname = aliceItems[0]!.hostname;
    expect((await bob.browser.request('GET', `/api/compliance/items/${encodeURIComponent(hostname)}`)).status).toBe(404);
    const patch = await bob.browser.request('PATCH', `/api/compliance/items/${encodeURIComponent(hostname)}/metadata`, { body: { remediation_plan: 'not mine' } });
    expect(patch.status).toBe(404);
  });

  it('when metadata is patched, then each changed field is one history entry, and the host shows its last 10 changes newest first', async () => {
    const { hostname, metric_id: metric } = aliceItems[0]!;
    const path = `/api/compliance/items/${encodeURIComponent(hostname)}`;
    const first = await alice.browser.request('PATCH', `${path}/metadata`, {
      body: { metric_id: metric, resolution_date: '2027-01-31', remediation_plan: 'patch in January', change_reason: 'CAB 42' },
    });
    expect(first.status).toBe(200);
    const host = first.body as HostJson;
    expect(host.items.find((item) => item.metric_id === metric)).toMatchObject({ resolution_date: '2027-01-31', remediation_plan: 'patch in January' });
    expect(
      host.history
        .slice(0, 2)
        .map(({ field, old_value, new_value, change_reason, changed_by, metric_id }) => ({ field, old_value, new_value, change_reason, changed_by, metric_id }))
        .sort((a, b) => a.field.localeCompare(b.field)),
    ).toEqual([
      { field: 'remediation_plan', old_value: null, new_value: 'patch in January', change_reason: 'CAB 42', changed_by: alice.username, metric_id: metric },
      { field: 'resolution_date', old_value: null, new_value: '2027-01-31', change_reason: 'CAB 42', changed_by: alice.username, metric_id: metric },
    ]);
    // The same values again change nothing and record nothing.
    const again = await alice.browser.request('PATCH', `${path}/metadata`, { body: { metric_id: metric, resolution_date: '2027-01-31' } });
    expect((again.body as HostJson).history).toHaveLength(2);
    for (let step = 1; step <= 11; step++) {
      expect((await alice.browser.request('PATCH', `${path}/metadata`, { body: { metric_ids: [metric], remediation_plan: `step ${step}` } })).status).toBe(200);
    }
    const shown = (await alice.browser.request('GET', path)).body as HostJson;
    expect(shown.history).toHaveLength(10);
    expect(shown.history.map((entry) => entry.new_value)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((step) => `step ${step}`));
    expect(shown.history[0]!.old_value).toBe('step 10');
  });

  it('when change_reason has 501 characters or the date is not YYYY-MM-DD, then it is a 400 and nothing changes; a Read_Only user may not write', async () => {
    const hostname = aliceItems[0]!.hostname;
    const path = `/api/compliance/items/${encodeURIComponent(hostname)}`;
    const before = (await alice.browser.request('GET', path)).body as HostJson;
    const long = await alice.browser.request('PATCH', `${path}/metadata`, { body: { remediation_plan: 'x', change_reason: 'r'.repeat(501) } });
    expect(long).toMatchObject({ status: 400, body: { error: 'change_reason must be at most 500 characters' } });
    expect((await alice.browser.request('PATCH', `${path}/metadata`, { body: { resolution_date: '2027-02-30' } })).status).toBe(400);
    expect((await alice.browser.request('PATCH', `${path}/metadata`, { body: { remediation_plan: 'x', change_reason: 'r'.repeat(500) } })).status).toBe(200);
    const readOnly = await world.signedIn('Read_Only', [teamA]);
    expect((await readOnly.browser.request('PATCH', `${path}/metadata`, { body: { remediation_plan: 'y' } })).status).toBe(403);
    const after = (await alice.browser.request('GET', path)).body as HostJson;
    expect(after.history).toHaveLength(10);
    expect(after.history[0]!.new_value).toBe('x');
    expect(after.history.every((entry) => (entry.change_reason ?? '').length <= 500 && entry.new_value !== '2027-02-30')).toBe(true);
    expect(after.items.map((item) => item.resolution_date)).toEqual(before.items.map((item) => item.resolution_date));
  });

  it("when 10,000 generated hosts are bulk committed, then the answer counts the committed and unchanged hosts and refuses another team's host exactly as an unknown one", async () => {
    const known = [...new Set(aliceItems.map((item) => item.hostname))];
    const bobsHost = (await items(bob.browser, '?page_size=1')).items[0]!.hostname;
    const generated = Array.from({ length: 10_000 - known.length - 1 }, (_, i) => `generated-${i}.example.test`);
    const hostnames = [...known, bobsHost, ...generated];
    const body = { items: hostnames.map((hostname) => ({ hostname, resolution_date: '2027-03-31', remediation_plan: 'bulk plan' })), change_reason: 'VCL 2027-Q1' };
    const answer = await alice.browser.request('POST', '/api/compliance/vcl/bulk-commit', { body });
    expect(answer.status).toBe(200);
    const result = answer.body as { committed: number; unchanged: number; refused: { hostname: string; reason: string }[] };
    expect(result.committed).toBe(known.length);
    expect(result.unchanged).toBe(0);
    expect(result.refused).toHaveLength(10_000 - known.length);
    // Another team's host and unknown ones alike: the same reason, each in the place it was given.
    expect(result.refused).toEqual([bobsHost, ...generated].map((hostname) => ({ hostname, reason: 'unknown host' })));
    const again = (await alice.browser.request('POST', '/api/compliance/vcl/bulk-commit', { body })).body as typeof result;
    expect(again).toMatchObject({ committed: 0, unchanged: known.length });
    const host = (await alice.browser.request('GET', `/api/compliance/items/${encodeURIComponent(known[0]!)}`)).body as HostJson;
    expect(host.history[0]).toMatchObject({ new_value: expect.stringMatching(/^(2027-03-31|bulk plan)$/), change_reason: 'VCL 2027-Q1' });
  });

  it("when the summary is asked, then it has a row per metric for the caller's team with counts and a share of compliant hosts", async () => {
    const answer = await alice.browser.request('GET', '/api/compliance/summary');
    expect(answer.status).toBe(200);
    const summary = answer.body as { computed_at: string | null; rows: { bu_team: string | null; metric_id: string; active: number; overdue: number; compliant_share: number; hosts: number }[] };
    expect(summary.computed_at).not.toBeNull();
    expect(summary.rows.every((row) => row.bu_team === teamA)).toBe(true);
    for (const row of summary.rows) {
      expect(row.active).toBe(aliceItems.filter((item) => item.metric_id === row.metric_id && item.status === 'active').length);
      expect(row.hosts).toBeGreaterThanOrEqual(row.active);
      expect(row.compliant_share).toBeCloseTo((row.hosts - row.active) / row.hosts);
    }
    expect(summary.rows.map((row) => row.metric_id).sort()).toEqual(['critical-sla', 'high-sla', 'kev-overdue', 'medium-sla']);
  });
});
