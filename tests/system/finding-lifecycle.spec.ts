import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import { sharedDataPath, startPrivateNats, startSystem, type PrivateNats, type RunningSystem } from '@vmdash/testing';

interface Host {
  host_id: number;
  hostname: string | null;
  fqdn: string | null;
}
interface Finding {
  host_id: number;
  scanner_id: string;
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
/** The host the second scan leaves out, and the hosts whose medium findings (severity 2) it no longer reports. */
const LEFT_OUT = 'qa3app01';
const RESCANNED_WITH_FIXES = ['qa3app02', 'qa3app03'];

/** The export without `LEFT_OUT`, and without the severity-2 items of `RESCANNED_WITH_FIXES` (every other host as it was). */
function secondScan(xml: string): string {
  return xml.replace(/<ReportHost name="([^"]+)">[\s\S]*?<\/ReportHost>/g, (host: string, name: string) => {
    if (name === LEFT_OUT) return '';
    if (!RESCANNED_WITH_FIXES.includes(name)) return host;
    return host.replace(/<ReportItem [^>]*severity="2"[^>]*>[\s\S]*?<\/ReportItem>/g, '');
  });
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
    system = await startSystem({ betaSources: path.join(sourceDir, '*.nessus'), inventory: sharedDataPath('inventory/asset-inventory.csv'), natsUrl: nats.url });
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

    writeFileSync(path.join(sourceDir, 'scan.nessus'), secondScan(readFileSync(EXPORT, 'utf8')));
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
    // The scan time of the host is when they were fixed (HOST_END, 2013), not the refresh time.
    expect(second.every((event) => event.occurred_at.startsWith('2013-'))).toBe(true);

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

  it('when the feed is asked without a valid time or without the data:read scope, then 422 and 403', async () => {
    expect((await system.request('GET', '/beta-findings/changes')).status).toBe(422);
    expect((await system.request('GET', '/beta-findings/changes?since=yesterday')).status).toBe(422);
    const refreshOnly = await system.request('GET', '/beta-findings/changes?since=1970-01-01T00:00:00Z', undefined, system.token({ scopes: ['cache:refresh'] }));
    expect(refreshOnly.status).toBe(403);
  });
});
