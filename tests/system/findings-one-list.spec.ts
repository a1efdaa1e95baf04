import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { MongoClient } from 'mongodb';
import { eventually, sharedDataPath, startSystem, type RunningSystem } from '@vmdash/testing';
import { ADMIN, Browser } from './dashboard/support/dashboard-system';
import { SECOND_SCAN_END, secondScan } from './support/nessus-rescan';
import { teamReaders } from './support/team-readers';

interface ListedFinding {
  source: string;
  host_id: number;
  hostname: string | null;
  scanner_id: string;
  active_host_findings_id: number | null;
  severity: string;
  kev: boolean;
  bu_team: string | null;
  first_seen: string | null;
  last_seen: string | null;
  status: string;
  fixed_at: string | null;
  action_plan: unknown;
  atlas_known: boolean;
}
interface ChangeRow extends ListedFinding {
  change: string;
  changed_at: string;
}
interface SlaPoint {
  period: string;
  level: string;
  fixed: number;
  fixed_within_sla: number;
  share_within_sla: number | null;
  open_past_sla: number;
}
interface Page<T> {
  total: number;
  items: T[];
}

const NESSUS = sharedDataPath('scans/nessus/nessus_v_unknown.nessus');
const NEXPOSE = sharedDataPath('scans/nexpose/many_vulns.xml');
/** The Nexpose node (with CVE findings) whose address becomes a Nessus host's here: one machine seen by both scanners. */
const MOVED_NODE = '192.168.1.18';
/** The Nessus host qa3app02, whose address the moved Nexpose node takes. */
const TWIN = { address: '10.31.112.22' };
/** A Nessus host no other scanner saw (qa3app03). */
const SINGLE_ADDRESS = '10.31.112.23';
/** The rescanned hosts' team in the asset inventory, and a team none of whose findings change. */
const FIXING_TEAM = 'retail-banking';
const OTHER_TEAM = 'corporate-it';
const DAY_MS = 86_400_000;

/**
 * One findings list for every scanner (docs/decisions/0026-finding-lifecycle.md, "One list") on the real exports:
 * Nexpose and OpenVAS (alpha) beside Nessus (beta), one Nexpose node moved to the address of a Nessus host so the two
 * scanners see one machine; then a Nessus scan that no longer reports some findings, listed as fixed.
 */
describe('findings of every scanner in one list, with their lifecycle status', () => {
  let system: RunningSystem;
  let sourceDir: string;
  let admin: Browser;
  /** The beta findings the second scan no longer reported (found by the refresh test). */
  let dropped: ListedFinding[] = [];

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(tmpdir(), 'vmdash-one-list-'));
    copyFileSync(NESSUS, path.join(sourceDir, 'scan.nessus'));
    writeFileSync(path.join(sourceDir, 'many_vulns.xml'), readFileSync(NEXPOSE, 'utf8').replace(`<node address="${MOVED_NODE}"`, `<node address="${TWIN.address}"`));
    system = await startSystem({
      alphaSources: [path.join(sourceDir, '*.xml'), sharedDataPath('scans/nexpose/report_auth.xml'), sharedDataPath('scans/openvas/*.xml')].join(','),
      betaSources: path.join(sourceDir, '*.nessus'),
      inventory: sharedDataPath('inventory/asset-inventory.csv'),
      kev: sharedDataPath('kev/known_exploited_vulnerabilities.json'),
      apps: ['data-cache', 'action-plan', 'dashboard', 'gateway'],
      env: {
        // Daily aggregates kept 20 years, so the trend of these 2013 scans reads them (docs/decisions/0026, "Daily aggregates").
        'data-cache': { LIFECYCLE_AGGREGATE_RETENTION_DAYS: '7300' },
        dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
        gateway: { TRUST_PROXY: 'loopback' },
      },
    });
    admin = new Browser(system.url);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
    readerOf = teamReaders(system.url);
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  /** Every finding the list answers for `query`, page by page (its largest page is 200). */
  const list = async (browser: Browser, query: string): Promise<Page<ListedFinding>> => {
    const items: ListedFinding[] = [];
    for (let page = 1; ; page++) {
      const answer = await browser.request('GET', `/api/findings?page_size=200&page=${page}&${query}`);
      expect(answer.status).toBe(200);
      const body = answer.body as Page<ListedFinding>;
      items.push(...body.items);
      if (items.length >= body.total || body.items.length === 0) return { total: body.total, items };
    }
  };
  /** Read_Only users of one team each, made at their first use. */
  let readerOf: (team: string) => Promise<Browser>;

  it('when alpha has KEV findings, then the list and its KEV count hold them with their source, as compliance holds their hosts', async () => {
    const kev = await list(admin, 'kev=true');
    const alphaKev = kev.items.filter((finding) => finding.source === 'alpha');
    expect(alphaKev.length).toBeGreaterThan(0);
    expect(kev.items.every((finding) => finding.kev)).toBe(true);
    expect(alphaKev.every((finding) => finding.active_host_findings_id === null && /^CVE-\d{4}-\d+$/i.test(finding.scanner_id))).toBe(true);
    // Action plans are of beta hosts: an alpha finding's host_id (an asset_id) names none.
    expect(alphaKev.every((finding) => finding.action_plan === null && !finding.atlas_known)).toBe(true);
    expect(kev.total).toBe((await list(admin, 'kev=true&source=alpha')).total + (await list(admin, 'kev=true&source=beta')).total);
    expect((await list(admin, 'kev=true&source=alpha')).items).toEqual(alphaKev);

    // Compliance judges the same alpha hosts KEV findings (its own read of data-cache, computed by the dashboard).
    const compliance = await eventually(
      async () => {
        const answer = await admin.request('GET', '/api/compliance/items?metric_id=kev-overdue&page_size=500');
        return (answer.body as Page<{ source: string; hostname: string }>).items.filter((item) => item.source === 'alpha');
      },
      (items) => items.length > 0,
    );
    expect(new Set(alphaKev.map((finding) => finding.hostname))).toEqual(new Set(compliance.map((item) => item.hostname)));
  });

  it('when a host page is read, then it lists every scanner of that machine (matched by address), each finding with its source', async () => {
    const hosts = (await (await system.request('GET', '/beta-assets')).json()) as { host_id: number; hostname: string | null; ip_address: string | null }[];
    const assets = (await (await system.request('GET', '/alpha-assets')).json()) as { asset_id: number; ip_address: string | null }[];
    const twin = hosts.find((host) => host.ip_address === TWIN.address);
    const asset = assets.find((candidate) => candidate.ip_address === TWIN.address);
    expect(twin && asset).toBeTruthy();
    const alphaOfAsset = await list(admin, `source=alpha`);
    const expectedAlpha = alphaOfAsset.items.filter((finding) => finding.host_id === asset?.asset_id);
    const expectedBeta = (await list(admin, 'source=beta')).items.filter((finding) => finding.host_id === twin?.host_id);
    expect(expectedAlpha.length).toBeGreaterThan(0);

    const machine = await list(admin, `host_id=${twin?.host_id}`);
    const key = (finding: ListedFinding) => `${finding.source}:${finding.host_id}:${finding.scanner_id}:${finding.active_host_findings_id}`;
    expect(machine.items.map(key).sort()).toEqual([...expectedAlpha, ...expectedBeta].map(key).sort());
    // The same machine from the alpha side.
    expect((await list(admin, `host_id=${asset?.asset_id}&host_source=alpha`)).items.map(key).sort()).toEqual(machine.items.map(key).sort());
    // A Nessus host that no other scanner saw lists its Nessus findings only.
    const single = hosts.find((host) => host.ip_address === SINGLE_ADDRESS);
    expect(new Set((await list(admin, `host_id=${single?.host_id}`)).items.map((finding) => finding.source))).toEqual(new Set(['beta']));
  });

  it('when an alpha finding is staged into the queue, then 409 says what an alpha finding can and cannot go through, and nothing is staged', async () => {
    const alpha = (await list(admin, 'source=alpha')).items[0];
    const answer = await admin.request('POST', '/api/beta/todo-queue', { body: { items: [{ source: 'alpha', host_id: alpha.host_id, scanner_id: alpha.scanner_id, workflow_type: 'Remediate' }] } });
    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toMatch(
      /^Alpha findings \(Nexpose, OpenVAS\) cannot be staged: .*beta \(Nessus\) findings only\. An alpha finding can be listed, filtered, exported/,
    );
    expect(((await admin.request('GET', '/api/beta/todo-queue')).body as Page<unknown>).total).toBe(0);
    const beta = (await list(admin, 'source=beta')).items[0];
    const staged = await admin.request('POST', '/api/beta/todo-queue', { body: { items: [{ host_id: beta.host_id, scanner_id: beta.scanner_id, workflow_type: 'Remediate' }] } });
    expect(staged.status).toBe(201);
  });

  it('when a refresh no longer reports findings of rescanned hosts, then status=fixed lists exactly them with the scan time, the default list leaves them out, and another team sees none of them', async () => {
    const before = (await list(admin, 'source=beta')).items;
    const fixing = await readerOf(FIXING_TEAM);
    const other = await readerOf(OTHER_TEAM);
    const otherBefore = await list(other, 'source=beta');

    writeFileSync(path.join(sourceDir, 'scan.nessus'), secondScan(readFileSync(NESSUS, 'utf8')));
    expect((await system.request('POST', '/cache/refresh-beta')).status).toBe(200);

    const after = (await list(admin, 'source=beta')).items;
    const still = new Set(after.map((finding) => finding.active_host_findings_id));
    dropped = before.filter((finding) => !still.has(finding.active_host_findings_id));
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((finding) => finding.severity === 'medium' && finding.bu_team === FIXING_TEAM)).toBe(true);

    const fixed = await list(admin, 'status=fixed');
    expect(fixed.items.map((finding) => finding.active_host_findings_id).sort()).toEqual(dropped.map((finding) => finding.active_host_findings_id).sort());
    expect(fixed.items.every((finding) => finding.status === 'fixed' && finding.fixed_at === SECOND_SCAN_END && finding.source === 'beta')).toBe(true);
    expect(after.every((finding) => finding.status === 'open' && finding.fixed_at === null)).toBe(true);
    expect((await list(admin, 'status=open,reopened,fixed&source=beta')).total).toBe(before.length);

    expect((await list(fixing, 'status=fixed')).total).toBe(dropped.length);
    expect((await list(other, 'status=fixed')).items).toEqual([]);
    expect((await list(other, 'source=beta')).items).toEqual(otherBefore.items);
  });

  it('when SLA over time is read after the fixes, then each week holds the fixes within and past SLA and the open findings past it, as computed here; another team has none of the fixes', async () => {
    const fixing = await readerOf(FIXING_TEAM);
    const findings = (await list(fixing, 'status=open,reopened,fixed')).items;
    const earliest = Math.min(...findings.map((finding) => Date.parse(finding.first_seen as string)));
    const windowDays = Math.ceil((Date.now() - earliest) / DAY_MS) + 7;
    const answer = await fixing.request('GET', `/api/analytics/sla?window_days=${windowDays}&interval=week`);
    expect(answer.status).toBe(200);
    const sla = answer.body as { basis: string; policy_version: number; since: string; points: SlaPoint[] };
    expect([sla.basis, sla.policy_version]).toEqual(['severity', 1]);

    // The default policy (version 1): 15, 30 and 90 days by severity on every tier, no KEV cap; past SLA from the day
    // after first_seen's day plus those days.
    const days: Record<string, number> = { critical: 15, high: 30, medium: 90 };
    const sinceDay = Date.parse(`${sla.since.slice(0, 10)}T00:00:00.000Z`);
    const firstWeek = sinceDay - ((new Date(sinceDay).getUTCDay() + 6) % 7) * DAY_MS;
    const now = Date.now();
    const expected: SlaPoint[] = [];
    for (let start = firstWeek; start <= now; start += 7 * DAY_MS) {
      const end = Math.min(start + 7 * DAY_MS, now);
      for (const level of ['critical', 'high', 'medium']) {
        const ofLevel = findings.filter((finding) => finding.severity === level);
        const pastFrom = (finding: ListedFinding) => Date.parse(`${(finding.first_seen as string).slice(0, 10)}T00:00:00.000Z`) + (days[level] + 1) * DAY_MS;
        const fixedAt = (finding: ListedFinding) => (finding.fixed_at === null ? Number.POSITIVE_INFINITY : Date.parse(finding.fixed_at));
        const fixedIn = ofLevel.filter((finding) => fixedAt(finding) >= start && fixedAt(finding) < start + 7 * DAY_MS);
        expected.push({
          period: new Date(start).toISOString(),
          level,
          fixed: fixedIn.length,
          fixed_within_sla: fixedIn.filter((finding) => fixedAt(finding) < pastFrom(finding)).length,
          share_within_sla: fixedIn.length === 0 ? null : fixedIn.filter((finding) => fixedAt(finding) < pastFrom(finding)).length / fixedIn.length,
          open_past_sla: ofLevel.filter((finding) => pastFrom(finding) <= end && end < fixedAt(finding)).length,
        });
      }
    }
    expect(sla.points).toEqual(expected);
    expect(sla.points.reduce((sum, point) => sum + point.fixed, 0)).toBeGreaterThan(0);

    const other = (await (await readerOf(OTHER_TEAM)).request('GET', `/api/analytics/sla?window_days=${windowDays}&interval=week`)).body as { points: SlaPoint[] };
    expect(other.points.reduce((sum, point) => sum + point.fixed, 0)).toBe(0);
  });

  it('when what changed is read for a window, then each fix and reopening in it is one row with its scan time, filtered and exported alike; another team sees none', async () => {
    const fixing = await readerOf(FIXING_TEAM);
    const other = await readerOf(OTHER_TEAM);
    const changes = async (browser: Browser, query: string) => {
      const answer = await browser.request('GET', `/api/findings/changes?page_size=200&${query}`);
      expect(answer.status).toBe(200);
      return answer.body as Page<ChangeRow>;
    };
    const rows = (page: Page<ChangeRow>) => page.items.map((row) => `${row.change} ${row.source}:${row.active_host_findings_id} ${row.changed_at} ${row.status}`).sort();
    const since = 'since=2013-06-01T00:00:00Z';
    const fixes = dropped.map((finding) => `fixed beta:${finding.active_host_findings_id} ${SECOND_SCAN_END} fixed`);
    expect(rows(await changes(fixing, since))).toEqual(fixes.sort());
    expect((await changes(other, since)).items).toEqual([]);
    // The scans are of 2013: the last 7 days (the default window) hold no change.
    expect((await changes(fixing, '')).total).toBe(0);

    // The first scan again: the dropped findings are reported again, at their own scan time (last_seen of that scan).
    copyFileSync(NESSUS, path.join(sourceDir, 'scan.nessus'));
    expect((await system.request('POST', '/cache/refresh-beta')).status).toBe(200);
    const reopenings = dropped.map((finding) => `reopened beta:${finding.active_host_findings_id} ${finding.last_seen} reopened`);
    const fixesNow = dropped.map((finding) => `fixed beta:${finding.active_host_findings_id} ${SECOND_SCAN_END} reopened`);
    expect(rows(await changes(fixing, since))).toEqual([...fixesNow, ...reopenings].sort());
    expect(rows(await changes(fixing, `${since}&change=reopened`))).toEqual(reopenings.sort());
    expect(rows(await changes(fixing, `${since}&until=${encodeURIComponent(SECOND_SCAN_END)}`))).toEqual(reopenings.sort());
    expect((await changes(fixing, `${since}&severity=high`)).total).toBe(0);
    const newestFirst = (await changes(fixing, since)).items.map((row) => row.changed_at);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());

    // The export holds the same rows (an Admin of every team: Read_Only cannot export).
    const listed = await changes(admin, since);
    const exported = await admin.request('GET', `/api/exports/findings-changes.csv?${since}`);
    expect(exported.status).toBe(200);
    const [header, ...records] = parse(exported.text, { bom: true }) as string[][];
    const cell = (record: string[], name: string) => record[header.indexOf(name)];
    expect(records.map((record) => `${cell(record, 'change')} ${cell(record, 'source')}:${cell(record, 'active_host_findings_id')} ${cell(record, 'changed_at')}`)).toEqual(
      listed.items.map((row) => `${row.change} ${row.source}:${row.active_host_findings_id} ${row.changed_at}`),
    );
  });

  it('when the trend is read within the retention of the daily aggregates, then it counts from them what the scans changed, as computed here, and they are kept with a TTL of the retention', async () => {
    const fixing = await readerOf(FIXING_TEAM);
    const windowDays = Math.ceil((Date.now() - Date.parse('2013-06-01T00:00:00Z')) / DAY_MS);
    const answer = await fixing.request('GET', `/api/analytics/trend?window_days=${windowDays}&interval=day`);
    expect(answer.status).toBe(200);
    // The fixes of the second scan, and the reopenings of the first scan played again (at their own scan days).
    const expected = new Map<string, { period: string; severity: string; new: number; fixed: number }>();
    const add = (time: string, kind: 'new' | 'fixed') => {
      const period = `${time.slice(0, 10)}T00:00:00.000Z`;
      const point = expected.get(period) ?? { period, severity: 'medium', new: 0, fixed: 0 };
      point[kind] += 1;
      expected.set(period, point);
    };
    for (const finding of dropped) {
      add(SECOND_SCAN_END, 'fixed');
      add(finding.last_seen as string, 'new');
    }
    expect((answer.body as { points: unknown[] }).points).toEqual([...expected.values()].sort((a, b) => a.period.localeCompare(b.period)));

    const mongo = await MongoClient.connect(system.databaseUrl('data-cache'));
    try {
      const counts = mongo.db().collection('finding_daily_counts');
      expect(await counts.countDocuments({ source: 'beta', fixed: { $gt: 0 } })).toBeGreaterThan(0);
      const ttl = (await counts.indexes()).find((index) => index.name === 'day_ttl');
      expect(ttl?.expireAfterSeconds).toBe(7300 * 86_400);
    } finally {
      await mongo.close();
    }
  });

  it('when the what-changed window is malformed, then 400', async () => {
    expect((await admin.request('GET', '/api/findings/changes?days=7&since=2013-06-01T00:00:00Z')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings/changes?until=2013-06-01T00:00:00Z')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings/changes?since=2014-01-01T00:00:00Z&until=2013-06-01T00:00:00Z')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings/changes?change=closed')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings/changes?days=0')).status).toBe(400);
  });

  it('when the status or source filter is not one of its values, then 400', async () => {
    expect((await admin.request('GET', '/api/findings?status=closed')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings?status=open,')).status).toBe(400);
    expect((await admin.request('GET', '/api/findings?source=gamma')).status).toBe(400);
  });
});
