import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { sharedDataPath, startPrivateNats, startSystem, type PrivateNats, type RunningSystem } from '@vmdash/testing';
import { ADMIN, Browser } from './dashboard/support/dashboard-system';
import { RESCANNED_WITH_FIXES, SECOND_SCAN_END, secondScan } from './support/nessus-rescan';
import { teamReaders } from './support/team-readers';

interface Host {
  host_id: number;
  hostname: string | null;
  fqdn: string | null;
  bu_team: string | null;
}
interface Finding {
  host_id: number;
  scanner_id: string;
  severity: string;
  first_seen: string;
  port: number;
  protocol: string;
  active_host_findings_id: number;
}
interface TransitionEvent {
  subject: string;
  transition_id: string;
  host_id: number;
  active_host_findings_id: number | null;
  occurred_at: string;
}

const EXPORT = sharedDataPath('scans/nessus/nessus_v_unknown.nessus');
/** The host the second scan leaves out (the hosts it rescans with fixes: support/nessus-rescan.ts). */
const LEFT_OUT = 'qa3app01';
/** Teams of the asset inventory: the rescanned hosts' team, and a team none of whose findings change. */
const FIXING_TEAM = 'retail-banking';
const OTHER_TEAM = 'corporate-it';
const DAY_MS = 86_400_000;

/** Mean and median of some numbers (the test's own computation of MTTR). */
function meanAndMedian(values: number[]): { mean: number; median: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, median: sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2 };
}

/** How many of `items` fall in each value of `key`. */
function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * The finding lifecycle on a real Nessus export (docs/decisions/0026-finding-lifecycle.md): a first refresh (the
 * baseline), a second scan that leaves one host out and no longer reports some findings of two others, and a third
 * that reports them again. The transitions are read from the DOMAIN stream of a NATS of this test alone, and from the
 * Data API's changes feed.
 */
describe('finding lifecycle across refreshes', () => {
  let nats: PrivateNats;
  let system: RunningSystem;
  let sourceDir: string;
  let client: NatsConnection;
  const received: TransitionEvent[] = [];

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(tmpdir(), 'vmdash-lifecycle-'));
    copyFileSync(EXPORT, path.join(sourceDir, 'scan.nessus'));
    nats = await startPrivateNats();
    system = await startSystem({
      betaSources: path.join(sourceDir, '*.nessus'),
      inventory: sharedDataPath('inventory/asset-inventory.csv'),
      natsUrl: nats.url,
      apps: ['data-cache', 'dashboard', 'gateway'],
      env: { dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }, gateway: { TRUST_PROXY: 'loopback' } },
    });
    userOf = teamReaders(system.url);
    client = await connect({ servers: nats.url });
    const subscription = client.subscribe('findings.>');
    void (async () => {
      for await (const message of subscription) received.push({ subject: message.subject, ...(message.json() as Omit<TransitionEvent, 'subject'>) });
    })();
  });
  afterAll(async () => {
    await client?.close();
    await system?.stop();
    await nats?.stop();
    rmSync(sourceDir, { recursive: true, force: true });
  });

  const hosts = async () => (await (await system.request('GET', '/beta-assets')).json()) as Host[];
  const findingsOf = async (hostIds: number[]) => (await (await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: hostIds })).json()) as Finding[];
  const refresh = async () => expect((await system.request('POST', '/cache/refresh-beta')).status).toBe(200);
  const changes = async (since: string, source = 'beta') => {
    const answer = await system.request('GET', `/${source}-findings/changes?since=${encodeURIComponent(since)}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as { change_id: string; kind: string; recorded_at: string; host_id: number }[];
  };
  /** A dashboard browser signed in as a Read_Only user of `team` (made at its first use). */
  let userOf: (team: string) => Promise<Browser>;
  /** A window from before the export's scans (2013) up to now. */
  const windowDays = () => Math.ceil((Date.now() - Date.parse('2013-06-01T00:00:00Z')) / DAY_MS);
  const analytics = async (browser: Browser, route: string) => {
    const answer = await browser.request('GET', route);
    expect(answer.status).toBe(200);
    return answer.body as {
      groups: { team: string; severity: string; source: string; count: number; mean_days: number; median_days: number }[];
      points: { period: string; severity: string; new: number; fixed: number }[];
      open_now: { source: string; severity: string; open: number }[];
    };
  };

  /** Every finding transition published so far, in order (a plain subscription sees what JetStream stores). */
  const transitions = async (): Promise<TransitionEvent[]> => {
    await client.flush();
    return [...received];
  };

  it('when a scan drops findings of rescanned hosts and leaves a host out, then exactly the dropped ones are fixed, and they reopen when reported again', async () => {
    const hostIdOf = new Map((await hosts()).map((host) => [(host.fqdn ?? host.hostname ?? '').toLowerCase(), host.host_id]));
    const allHostIds = [...hostIdOf.values()];
    const before = await findingsOf(allHostIds);
    expect(await transitions()).toEqual([]);

    writeFileSync(path.join(sourceDir, 'scan.nessus'), secondScan(readFileSync(EXPORT, 'utf8'), [LEFT_OUT]));
    await refresh();
    const after = await findingsOf(allHostIds);
    const afterIds = new Set(after.map((finding) => finding.active_host_findings_id));
    const leftOutId = hostIdOf.get(LEFT_OUT);
    const rescannedIds = RESCANNED_WITH_FIXES.map((name) => hostIdOf.get(name));
    const dropped = before.filter((finding) => rescannedIds.includes(finding.host_id) && !afterIds.has(finding.active_host_findings_id));
    expect(dropped.length).toBeGreaterThan(0);
    expect(before.some((finding) => finding.host_id === leftOutId)).toBe(true);

    const second = await transitions();
    expect(second.every((event) => event.subject === 'findings.finding.fixed')).toBe(true);
    expect(second.map((event) => event.active_host_findings_id).sort()).toEqual(dropped.map((finding) => finding.active_host_findings_id).sort());
    // The scan time of the host is when they were fixed (HOST_END), not the refresh time.
    expect(second.every((event) => event.occurred_at === SECOND_SCAN_END)).toBe(true);

    // MTTR, computed here from the same inputs: days from each dropped finding's first sighting to the second scan.
    const fixingTeam = await userOf(FIXING_TEAM);
    const otherTeam = await userOf(OTHER_TEAM);
    const daysToFix = new Map<string, number[]>();
    for (const finding of dropped) daysToFix.set(finding.severity, [...(daysToFix.get(finding.severity) ?? []), (Date.parse(SECOND_SCAN_END) - Date.parse(finding.first_seen)) / DAY_MS]);
    const expected = [...daysToFix].map(([severity, days]) => {
      const { mean, median } = meanAndMedian(days);
      expect(mean).toBeGreaterThan(9);
      return { team: FIXING_TEAM, severity, source: 'beta', count: days.length, mean_days: expect.closeTo(mean, 6), median_days: expect.closeTo(median, 6) };
    });
    expect((await analytics(fixingTeam, `/api/analytics/mttr?window_days=${windowDays()}`)).groups).toEqual(expected);
    expect((await analytics(otherTeam, `/api/analytics/mttr?window_days=${windowDays()}`)).groups).toEqual([]);
    // The default window (90 days) holds none of the 2013 fixes.
    expect((await analytics(fixingTeam, '/api/analytics/mttr')).groups).toEqual([]);

    copyFileSync(EXPORT, path.join(sourceDir, 'scan.nessus'));
    await refresh();
    const third = (await transitions()).slice(second.length);
    expect(third.every((event) => event.subject === 'findings.finding.reopened')).toBe(true);
    expect(third.map((event) => event.active_host_findings_id).sort()).toEqual(dropped.map((finding) => finding.active_host_findings_id).sort());
    // The left-out host's findings were never fixed, so none of them reopens.
    expect(third.filter((event) => event.host_id === leftOutId)).toEqual([]);
  });

  it('when the changes feed is read from the start and then from a later time, then each transition comes once, in order, and the later read resumes', async () => {
    const events = await transitions();
    const all = await changes('1970-01-01T00:00:00Z');
    expect(all.map((change) => change.change_id)).toEqual(events.map((event) => event.transition_id));
    expect(all.map((change) => change.kind)).toEqual(events.map((event) => event.subject.replace('findings.finding.', '')));
    expect(new Set(all.map((change) => change.change_id)).size).toBe(all.length);
    const firstRefresh = all[0].recorded_at;
    const later = await changes(firstRefresh);
    expect(later.length).toBeGreaterThan(0);
    expect(later).toEqual(all.filter((change) => change.recorded_at > firstRefresh));
    expect(later.every((change) => change.kind === 'reopened')).toBe(true);
    expect(await changes(all[all.length - 1].recorded_at)).toEqual([]);
    expect(await changes('1970-01-01T00:00:00Z', 'alpha')).toEqual([]);
  });

  it('when the trend is read after the fixes and reopenings, then each team sees only its own new, fixed and open findings', async () => {
    const teamOf = new Map((await hosts()).map((host) => [host.host_id, host.bu_team]));
    const events = await transitions();
    const findings = await findingsOf([...teamOf.keys()]);
    const severityOf = new Map(findings.map((finding) => [finding.active_host_findings_id, finding.severity]));
    const periods = new Map<string, { period: string; severity: string; new: number; fixed: number }>();
    for (const event of events) {
      const severity = severityOf.get(event.active_host_findings_id as number) as string;
      const period = `${event.occurred_at.slice(0, 10)}T00:00:00.000Z`;
      const point = periods.get(period + severity) ?? { period, severity, new: 0, fixed: 0 };
      if (event.subject === 'findings.finding.fixed') point.fixed += 1;
      else point.new += 1;
      periods.set(period + severity, point);
    }
    const openByTeam = (team: string) =>
      countBy(
        findings.filter((finding) => teamOf.get(finding.host_id) === team),
        (finding) => finding.severity,
      );
    // The beta findings open now (alpha serves the generated demo dataset here, whose findings never change).
    const openNow = (answer: { open_now: { source: string; severity: string; open: number }[] }) =>
      Object.fromEntries(answer.open_now.filter((count) => count.source === 'beta' && count.open > 0).map((count) => [count.severity, count.open]));

    const fixingTeam = await analytics(await userOf(FIXING_TEAM), `/api/analytics/trend?window_days=${windowDays()}&interval=day`);
    expect(fixingTeam.points).toEqual([...periods.values()].sort((a, b) => a.period.localeCompare(b.period)));
    expect(openNow(fixingTeam)).toEqual(openByTeam(FIXING_TEAM));
    const otherTeam = await analytics(await userOf(OTHER_TEAM), `/api/analytics/trend?window_days=${windowDays()}&interval=week`);
    expect(otherTeam.points).toEqual([]);
    expect(openNow(otherTeam)).toEqual(openByTeam(OTHER_TEAM));
  });

  it('when the feed is asked without a valid time or without the data:read scope, then 422 and 403', async () => {
    expect((await system.request('GET', '/beta-findings/changes')).status).toBe(422);
    expect((await system.request('GET', '/beta-findings/changes?since=yesterday')).status).toBe(422);
    const refreshOnly = await system.request('GET', '/beta-findings/changes?since=1970-01-01T00:00:00Z', undefined, system.token({ scopes: ['cache:refresh'] }));
    expect(refreshOnly.status).toBe(403);
  });
});
