import { AssetInventory, loadAssetInventory } from '../src/enrichment/asset-inventory';
import { KevCatalog, loadKevCatalog } from '../src/enrichment/kev-catalog';
import { resolveSourceFiles } from '../src/importers/source-files';
import { SourceFileError } from '../src/importers/source.errors';
import { buildAlphaSnapshot } from '../src/snapshot/alpha-snapshot.builder';
import type { IdentityRegistry } from '../src/snapshot/snapshot.types';
import { sharedDataPath } from '@vmdash/testing';
import { fixturePath, REAL } from './test-paths';

const NOW = new Date('2025-01-15T12:00:00.000Z');

describe('alpha snapshot builder on the real Nexpose and OpenVAS exports', () => {
  let inventory: AssetInventory;
  let kev: KevCatalog;
  const realFiles = (): string[] => [REAL.nexposeManyVulns(), REAL.nexposeReportAuth(), REAL.openvasManyVuln()];
  const build = (files: string[], previous: IdentityRegistry | null = null) => buildAlphaSnapshot({ files, inventory, kev, previous, now: NOW });

  beforeAll(async () => {
    inventory = await loadAssetInventory(REAL.inventory());
    kev = await loadKevCatalog(REAL.kev());
  });

  it('when a mixed glob list names both formats, then each file is read with its importer', async () => {
    const files = await resolveSourceFiles(`${sharedDataPath('scans/nexpose')}/*.xml, ${sharedDataPath('scans/openvas')}/*.xml`);
    const { snapshot } = await build(files);
    // 8 + 4 Nexpose nodes and 1 OpenVAS host; 9 + 0 + 46 CVE findings; 13 + 4 + 21 + 1 skipped records.
    expect(snapshot).toMatchObject({ source: 'alpha', synthetic: false });
    expect(snapshot.assets).toHaveLength(13);
    expect(snapshot.findings).toHaveLength(55);
    expect(snapshot.skipped).toHaveLength(39);
    expect(new Set(snapshot.findings.map((f) => `${f.asset_id}|${f.cve_id}`)).size).toBe(55);
  });

  it('when assets come from Nexpose, then they keep their device-id; the OpenVAS-only asset gets 1_000_000_000', async () => {
    const { snapshot, registry } = await build(realFiles());
    expect(snapshot.assets.map((a) => a.asset_id)).toEqual([7, 6, 5, 4, 8, 2, 9, 3, 26083, 26084, 26086, 26088, 1_000_000_000]);
    expect(snapshot.assets.at(-1)).toMatchObject({ hostname: 'b6b9f466d63', ip_address: null, sources: ['openvas'], owner: 'unassigned', bu_team: null });
    expect(registry.next_host_id).toBe(1_000_000_001);
  });

  it('when an asset is in the inventory, then it gets the owner and team; when not, it is unassigned', async () => {
    const { snapshot } = await build(realFiles());
    expect(snapshot.assets.find((a) => a.ip_address === '192.168.1.37')).toMatchObject({ asset_id: 2, hostname: 'MACBOOKPRO-C9A7', owner: 'payments-platform', bu_team: 'retail-banking' });
    expect(snapshot.assets.find((a) => a.ip_address === '192.168.0.12')).toMatchObject({ owner: 'risk-analytics', bu_team: 'markets' });
    expect(snapshot.assets.find((a) => a.ip_address === '192.168.0.42')).toMatchObject({ hostname: 'host4', owner: 'unassigned', bu_team: null });
  });

  it('when a CVE is in the KEV catalog, then its finding is flagged with the date added', async () => {
    const { snapshot } = await build(realFiles());
    const php = snapshot.findings.find((f) => f.cve_id === 'CVE-2012-1823');
    expect(php).toMatchObject({ asset_id: 1_000_000_000, kev: true, kev_date_added: '2022-03-25', severity: 'high', cvss: 7.5 });
    expect(snapshot.findings.filter((f) => f.kev)).toHaveLength(1);
  });

  it('when one check reports a CVE on two ports, then the asset has that CVE once', async () => {
    const { snapshot } = await build(realFiles());
    // NVT 1.3.6.1.4.1.25623.1.0.108718 (FTP brute force) names CVE-1999-0501 on ports 21 and 2121.
    expect(snapshot.findings.filter((f) => f.cve_id === 'CVE-1999-0501')).toEqual([expect.objectContaining({ asset_id: 1_000_000_000, scanner_refs: ['1.3.6.1.4.1.25623.1.0.108718'] })]);
  });

  it('when the same Nexpose export is listed twice, then assets and findings are not doubled', async () => {
    const once = await build([REAL.nexposeManyVulns()]);
    const twice = await build([REAL.nexposeManyVulns(), REAL.nexposeManyVulns()]);
    expect(twice.snapshot.assets).toEqual(once.snapshot.assets);
    expect(twice.snapshot.findings).toEqual(once.snapshot.findings);
  });

  it('when a second refresh passes the registry, then allocated ids and first_seen are kept and new hosts get the next id', async () => {
    const first = await build(realFiles());
    const second = await build([fixturePath('openvas-quirks.xml'), ...realFiles()], first.registry);
    expect(second.snapshot.assets.find((a) => a.hostname === 'b6b9f466d63')?.asset_id).toBe(1_000_000_000);
    expect(second.snapshot.assets.find((a) => a.ip_address === '10.60.0.5')?.asset_id).toBe(1_000_000_001);
    const firstSeen = new Map(first.snapshot.findings.map((f) => [`${f.asset_id}|${f.cve_id}`, f.first_seen]));
    for (const finding of second.snapshot.findings) {
      const key = `${finding.asset_id}|${finding.cve_id}`;
      if (firstSeen.has(key)) expect(finding.first_seen).toBe(firstSeen.get(key));
    }
  });

  it('when a Nexpose node and an OpenVAS host share an address, then they are one asset with the Nexpose id', async () => {
    const { snapshot } = await build([fixturePath('openvas-quirks.xml'), fixturePath('nexpose-quirks.xml')]);
    expect(snapshot.assets.map((a) => [a.asset_id, a.ip_address, a.hostname, a.sources])).toEqual([
      [504, '10.60.0.5', 'legacy-05', ['nexpose', 'openvas']],
      [501, '10.50.0.1', 'web-01', ['nexpose']],
      [1_000_000_000, '10.50.0.2', 'file-02', ['nexpose']],
      [503, null, 'odd-03', ['nexpose']],
    ]);
    expect(snapshot.findings.filter((f) => f.asset_id === 504).map((f) => f.cve_id)).toEqual(['CVE-2012-1823', 'CVE-2012-2311', 'CVE-2021-41773']);
    // OpenVAS names CVE-2012-1823 in two NVTs; the higher score (9.8) describes the merged finding.
    expect(snapshot.findings.find((f) => f.asset_id === 504 && f.cve_id === 'CVE-2012-1823')).toMatchObject({
      cvss: 9.8,
      title: 'PHP-CGI second check',
      scanner_refs: ['1.3.6.1.4.1.25623.1.0.900001', '1.3.6.1.4.1.25623.1.0.900004'],
    });
    const merged = await build([fixturePath('openvas-quirks.xml'), fixturePath('nexpose-quirks.xml'), fixturePath('openvas-quirks.xml')]);
    expect(merged.snapshot.assets).toHaveLength(4);
  });

  it('when a source file is not a scan export, then the build fails with SourceFileError', async () => {
    await expect(build([REAL.nexposeManyVulns(), fixturePath('not-a-scan.xml')])).rejects.toBeInstanceOf(SourceFileError);
  });
});
