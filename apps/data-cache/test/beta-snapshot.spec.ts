import { AssetInventory, loadAssetInventory } from '../src/enrichment/asset-inventory';
import { KevCatalog, loadKevCatalog } from '../src/enrichment/kev-catalog';
import { SourceFileError } from '../src/importers/source.errors';
import type { BetaImportItem } from '../src/importers/observations';
import { buildBetaSnapshot } from '../src/snapshot/beta-snapshot.builder';
import type { BuildSnapshotInput } from '../src/snapshot/snapshot-build.types';
import type { BetaSnapshot, IdentityRegistry } from '../src/snapshot/snapshot.types';
import { fixturePath, REAL } from './test-paths';

const NOW = new Date('2025-01-15T12:00:00.000Z');

describe('beta snapshot builder on the real Nessus exports', () => {
  let inventory: AssetInventory;
  let kev: KevCatalog;
  const realFiles = (): string[] => [REAL.nessusManyVuln(), REAL.nessusUnknown(), REAL.nessusWithCwe()];
  const build = (files: string[], previous: IdentityRegistry | null = null, extra: Partial<BuildSnapshotInput<BetaImportItem>> = {}) =>
    buildBetaSnapshot({ files, inventory, kev, previous, now: NOW, ...extra });

  beforeAll(async () => {
    inventory = await loadAssetInventory(REAL.inventory());
    kev = await loadKevCatalog(REAL.kev());
  });

  it('when the three exports are built, then 9 hosts and 304 findings get ids 1..n, owners and no skips', async () => {
    const { snapshot, registry } = await build(realFiles());
    expect(snapshot).toMatchObject({ source: 'beta', synthetic: false, skipped: [] });
    expect(snapshot.hosts.map((h) => h.host_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(snapshot.findings).toHaveLength(304);
    expect(new Set(snapshot.findings.map((f) => f.active_host_findings_id)).size).toBe(304);
    expect(Math.max(...snapshot.findings.map((f) => f.active_host_findings_id))).toBe(304);
    expect(registry).toMatchObject({ source: 'beta', next_host_id: 10, next_finding_id: 305 });
  });

  it('when a host is in the inventory, then it gets the row owner and team; first_seen is the scan date', async () => {
    const { snapshot } = await build(realFiles());
    const host = snapshot.hosts.find((h) => h.ip_address === '10.31.112.21');
    expect(host).toMatchObject({ hostname: 'QA3APP01', owner: 'payments-platform', bu_team: 'retail-banking', last_seen: '2013-07-01T11:41:29.000Z' });
    const rdp = snapshot.findings.find((f) => f.host_id === host?.host_id && f.scanner_id === '18405');
    expect(rdp).toMatchObject({ port: 3389, protocol: 'tcp', kev: false, kev_date_added: null, first_seen: '2013-07-01T11:41:29.000Z', last_seen: '2013-07-01T11:41:29.000Z' });
  });

  it('when the same export is listed twice, then hosts and findings are not doubled and ids are unchanged', async () => {
    const once = await build([REAL.nessusUnknown()]);
    const twice = await build([REAL.nessusUnknown(), REAL.nessusUnknown()]);
    expect(twice.snapshot.hosts).toEqual(once.snapshot.hosts);
    expect(twice.snapshot.findings).toEqual(once.snapshot.findings);
  });

  it('when a second refresh passes the first registry, then every host and finding keeps its id and first_seen', async () => {
    const first = await build(realFiles());
    const second = await build([...realFiles()].reverse(), first.registry, { now: new Date('2025-02-01T00:00:00.000Z') });
    const ids = (s: BetaSnapshot) =>
      new Map(s.findings.map((f) => [`${s.hosts.find((h) => h.host_id === f.host_id)?.ip_address}|${f.scanner_id}|${f.port}`, [f.host_id, f.active_host_findings_id, f.first_seen]]));
    expect(ids(second.snapshot)).toEqual(ids(first.snapshot));
    expect(second.registry.next_finding_id).toBe(first.registry.next_finding_id);
  });

  it('when a later scan adds a host and a finding, then they get new ids and the others keep theirs', async () => {
    const first = await build(realFiles());
    const second = await build([...realFiles(), fixturePath('nessus-rescan.nessus')], first.registry);
    expect(second.snapshot.hosts).toHaveLength(10);
    expect(second.snapshot.hosts.find((h) => h.ip_address === '10.31.112.99')).toMatchObject({ host_id: 10, owner: 'unassigned', bu_team: null });
    const qa1 = second.snapshot.hosts.find((h) => h.ip_address === '10.31.112.21');
    expect(qa1).toMatchObject({ host_id: first.snapshot.hosts.find((h) => h.ip_address === '10.31.112.21')?.host_id, last_seen: '2013-07-02T09:00:00.000Z' });
    const eternalBlue = second.snapshot.findings.find((f) => f.host_id === qa1?.host_id && f.scanner_id === '97833');
    expect(eternalBlue).toMatchObject({ active_host_findings_id: 305, cve_ids: ['CVE-2017-0144', 'CVE-2017-0143'], kev: true, kev_date_added: '2021-11-03' });
    // The RDP finding was seen again later: one finding, its id and first_seen kept, last_seen moved on.
    const rdp = second.snapshot.findings.filter((f) => f.host_id === qa1?.host_id && f.scanner_id === '18405');
    expect(rdp).toHaveLength(1);
    expect(rdp[0]).toMatchObject({ first_seen: '2013-07-01T11:41:29.000Z', last_seen: '2013-07-02T09:00:00.000Z' });
    expect(rdp[0].active_host_findings_id).toBe(first.snapshot.findings.find((f) => f.host_id === qa1?.host_id && f.scanner_id === '18405')?.active_host_findings_id);
    for (const finding of first.snapshot.findings) {
      expect(second.snapshot.findings.find((f) => f.active_host_findings_id === finding.active_host_findings_id)).toMatchObject({
        host_id: finding.host_id,
        scanner_id: finding.scanner_id,
        port: finding.port,
      });
    }
  });

  it('when a host drops out of the sources and comes back, then it gets its old id again', async () => {
    const all = await build(realFiles());
    const without = await build([REAL.nessusUnknown()], all.registry);
    const back = await build(realFiles(), without.registry);
    expect(back.snapshot.hosts.map((h) => [h.ip_address, h.host_id])).toEqual(all.snapshot.hosts.map((h) => [h.ip_address, h.host_id]));
  });

  it('when the previous registry is passed, then the build does not change it', async () => {
    const first = await build(realFiles());
    const hostsBefore = first.registry.hosts.size;
    await build([...realFiles(), fixturePath('nessus-rescan.nessus')], first.registry);
    expect(first.registry.hosts.size).toBe(hostsBefore);
    expect(first.registry.next_host_id).toBe(10);
  });

  it('when a source file is broken, then the build fails with SourceFileError', async () => {
    await expect(build([REAL.nessusUnknown(), fixturePath('broken.nessus')])).rejects.toBeInstanceOf(SourceFileError);
  });
});

describe('beta snapshot builder enrichment', () => {
  it('when a finding names CVEs in the KEV catalog, then kev is true with the earliest date added', async () => {
    const kev = new KevCatalog([
      ['CVE-2017-0144', '2022-02-10'],
      ['CVE-2017-0143', '2021-11-03'],
    ]);
    const { snapshot } = await buildBetaSnapshot({ files: [fixturePath('nessus-rescan.nessus')], inventory: AssetInventory.empty(), kev, previous: null, now: NOW });
    expect(snapshot.findings.find((f) => f.scanner_id === '97833')).toMatchObject({ kev: true, kev_date_added: '2021-11-03' });
    expect(snapshot.findings.find((f) => f.scanner_id === '18405')).toMatchObject({ kev: false, kev_date_added: null });
    expect(snapshot.hosts.every((h) => h.owner === 'unassigned' && h.bu_team === null)).toBe(true);
  });

  it('when a host has no scan date, then its findings are first seen at build time', async () => {
    const { snapshot } = await buildBetaSnapshot({ files: [fixturePath('nessus-quirks.nessus')], inventory: AssetInventory.empty(), kev: KevCatalog.empty(), previous: null, now: NOW });
    expect(snapshot.hosts.map((h) => [h.host_id, h.fqdn, h.ip_address])).toEqual([
      [1, 'db-quirk.corp.example', null],
      [2, null, '10.20.30.40'],
    ]);
    expect(snapshot.skipped).toHaveLength(3);
    expect(snapshot.hosts[0].last_seen).toBeNull();
    expect(snapshot.findings.find((f) => f.host_id === 1)).toMatchObject({ first_seen: NOW.toISOString(), last_seen: null });
    expect(snapshot.findings.find((f) => f.host_id === 2)).toMatchObject({ first_seen: '2022-03-23T14:07:52.000Z' });
  });
});
