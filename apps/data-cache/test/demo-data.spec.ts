import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AssetInventory } from '../src/enrichment/asset-inventory';
import { loadKevCatalog } from '../src/enrichment/kev-catalog';
import { generateDemoAlphaSnapshot } from '../src/demo-data/demo-alpha.generator';
import { demoBetaFindings, demoBetaHosts, generateDemoBetaSnapshot } from '../src/demo-data/demo-beta.generator';
import { DEMO_CVES, DEMO_KEV, DEMO_PLUGINS } from '../src/demo-data/demo-catalog';
import type { BetaFinding } from '../src/snapshot/snapshot.types';
import { demoNessusXmlChunks } from '../src/demo-data/demo-nessus.writer';
import { buildBetaSnapshot } from '../src/snapshot/beta-snapshot.builder';
import { REAL } from './test-paths';

describe('demo data', () => {
  it('when generated twice with the same seed, then the snapshots are equal; another seed gives other data', () => {
    expect(generateDemoBetaSnapshot({ seed: 7 })).toEqual(generateDemoBetaSnapshot({ seed: 7 }));
    expect(generateDemoAlphaSnapshot({ seed: 7 })).toEqual(generateDemoAlphaSnapshot({ seed: 7 }));
    expect(generateDemoBetaSnapshot({ seed: 8 }).hosts).not.toEqual(generateDemoBetaSnapshot({ seed: 7 }).hosts);
  });

  it('when the default beta demo is built, then it is small, synthetic and has unique ids', () => {
    const snapshot = generateDemoBetaSnapshot();
    expect(snapshot).toMatchObject({ source: 'beta', synthetic: true, skipped: [] });
    expect(snapshot.hosts.map((h) => h.host_id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(snapshot.findings.map((f) => f.active_host_findings_id)).size).toBe(snapshot.findings.length);
    expect(new Set(snapshot.hosts.map((h) => h.ip_address)).size).toBe(50);
    for (const host of snapshot.hosts) {
      const keys = snapshot.findings.filter((f) => f.host_id === host.host_id).map((f) => `${f.scanner_id}|${f.port}|${f.protocol}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(snapshot.findings.some((f) => f.kev)).toBe(true);
    expect(snapshot.hosts.some((h) => h.owner === 'unassigned' && h.bu_team === null)).toBe(true);
  });

  it('when the default alpha demo is built, then Nexpose ids and allocated OpenVAS ids are both present', () => {
    const snapshot = generateDemoAlphaSnapshot();
    expect(snapshot).toMatchObject({ source: 'alpha', synthetic: true });
    expect(snapshot.assets).toHaveLength(50);
    expect(snapshot.assets.filter((a) => a.asset_id >= 1_000_000_000).every((a) => a.sources.join() === 'openvas')).toBe(true);
    expect(new Set(snapshot.assets.map((a) => a.asset_id)).size).toBe(50);
    expect(new Set(snapshot.findings.map((f) => `${f.asset_id}|${f.cve_id}`)).size).toBe(snapshot.findings.length);
  });

  it('when more findings per host are asked than plugins exist, then (plugin, port) pairs still do not repeat', () => {
    const options = { hosts: 3, findingsPerHost: DEMO_PLUGINS.length * 2 + 5, seed: 3 };
    const keys = Array.from(demoBetaFindings(options), (f) => `${f.host_id}|${f.scanner_id}|${f.port}|${f.protocol}`);
    expect(keys).toHaveLength(3 * options.findingsPerHost);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when the demo hosts are streamed, then the generator yields them lazily one at a time', () => {
    const hosts = demoBetaHosts({ hosts: 100_000, findingsPerHost: 20, seed: 1 });
    expect(hosts.next().value).toMatchObject({ host_id: 1 });
    expect(hosts.next().value).toMatchObject({ host_id: 2 });
  });

  it('when the catalog names KEV dates, then they are those of the real CISA catalog', async () => {
    const kev = await loadKevCatalog(REAL.kev());
    for (const plugin of DEMO_PLUGINS) expect([plugin.scanner_id, plugin.kev_date_added]).toEqual([plugin.scanner_id, kev.earliestDateAdded(plugin.cve_ids)]);
    for (const cve of DEMO_CVES) expect([cve.cve_id, cve.kev_date_added]).toEqual([cve.cve_id, kev.dateAdded(cve.cve_id)]);
    for (const [cve, [added, due, ransomware]] of Object.entries(DEMO_KEV)) {
      expect([cve, added, due, ransomware]).toEqual([cve, kev.dateAdded(cve), kev.earliestDueDate([cve]), kev.anyRansomware([cve])]);
    }
  });

  it("when the default demo is built, then its findings are scored from CVSS, KEV, EPSS and its hosts' criticality: every rating occurs and KEV findings rank first", () => {
    const { findings } = generateDemoBetaSnapshot();
    expect(new Set(findings.map((f) => f.risk_rating))).toEqual(new Set(['critical', 'high', 'medium', 'low']));
    const top = [...findings].sort((a, b) => b.risk_score - a.risk_score).slice(0, 5);
    expect(top.every((f) => f.kev && f.risk_factors.epss.value !== null && f.risk_factors.criticality.source === 'inventory')).toBe(true);
    expect(findings.some((f) => f.risk_factors.cvss.source === 'vector' && f.risk_factors.cvss.version === '3.1')).toBe(true);
    expect(findings.some((f) => f.risk_factors.internet_facing.value)).toBe(true);
    const alpha = generateDemoAlphaSnapshot().findings;
    expect(alpha.some((f) => f.risk_rating === 'critical')).toBe(true);
    expect(alpha.some((f) => f.risk_factors.cvss.version === '4.0')).toBe(true);
  });

  it('when the demo is written as a Nessus export and imported, then hosts, ids and findings come back', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vmdash-demo-'));
    try {
      const options = { hosts: 12, findingsPerHost: 7, seed: 5 };
      const file = path.join(dir, 'demo.nessus');
      const out = createWriteStream(file);
      for (const chunk of demoNessusXmlChunks(options)) out.write(chunk);
      out.end();
      await once(out, 'finish');
      const kev = await loadKevCatalog(REAL.kev());
      const { snapshot } = await buildBetaSnapshot({ files: [file], inventory: AssetInventory.empty(), kev, previous: null, now: new Date() });
      const demo = generateDemoBetaSnapshot(options);
      const withoutOwner = <T extends { owner: string; bu_team: string | null }>({ owner: _o, bu_team: _b, ...rest }: T) => rest;
      expect(snapshot.hosts.map(withoutOwner)).toEqual(demo.hosts.map(withoutOwner));
      // Risk scores differ (no inventory, no EPSS file here); what the scanner said of CVSS, KEV and exploits does not.
      const comparable = ({ first_seen: _f, risk_score: _s, risk_rating: _r, risk_factors: f, ...rest }: BetaFinding) => ({
        ...rest,
        scanner: { cvss: { ...f.cvss, contribution: 0 }, kev_due_date: f.kev.due_date, ransomware: f.ransomware.value, exploit: f.exploit.value },
      });
      expect(snapshot.findings.map(comparable)).toEqual(demo.findings.map(comparable));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
