import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sharedDataPath, startSystem, type RunningSystem } from '@vmdash/testing';
import { realSources } from './support/shared-data';

/** A finding's risk fields as the Data API answers them. */
interface Risk {
  risk_score: number;
  risk_rating: string;
  risk_factors: {
    cvss: { value: number; version: string | null; vector: string | null; source: string; contribution: number };
    kev: { value: boolean; due_date: string | null; contribution: number };
    ransomware: { value: boolean; contribution: number };
    epss: { value: number | null; percentile: number | null; cve_id: string | null; contribution: number };
    exploit: { value: boolean; contribution: number };
    criticality: { value: number; source: string; multiplier: number; contribution: number };
    internet_facing: { value: boolean; source: string; multiplier: number; contribution: number };
  };
}
type AlphaFinding = Risk & { asset_id: number; cve_id: string; cvss: number | null; kev: boolean };

/**
 * Two inventory rows ahead of the shared inventory's (the first row of an address or name wins): the OpenVAS host
 * b6b9f466d63, which has the KEV finding CVE-2012-1823 (CVSS 7.5), as a business-critical internet-facing host, and
 * the Nexpose host 192.168.1.18, which has CVE-2009-2765 (CVSS 8.3), as a criticality-2 QA host.
 */
function inventoryWithTiers(dir: string): string {
  const [header, ...rows] = readFileSync(sharedDataPath('inventory/asset-inventory.csv'), 'utf8').trim().split('\n');
  const file = path.join(dir, 'asset-inventory.csv');
  writeFileSync(file, [header, 'b6b9f466d63,,web-frontend,digital-channels,prod,5,true', ',192.168.1.18,network-ops,infrastructure,qa,2,false', ...rows].join('\n'));
  return file;
}

/** FIRST's EPSS file (gzipped, as published) for two CVEs of the real exports, with one bad line; the scores are this test's. */
function epssFile(dir: string): string {
  const file = path.join(dir, 'epss_scores-2025-08-25.csv.gz');
  const csv = ['#model_version:v2025.03.14,score_date:2025-08-25T12:55:00Z', 'cve,epss,percentile', 'CVE-2012-1823,0.94389,0.99953', 'CVE-2009-2765,0.07316,0.91052', 'CVE-2005-1794,2.5,0.7', ''].join(
    '\n',
  );
  writeFileSync(file, gzipSync(csv));
  return file;
}

/**
 * Black-box: the risk score of docs/decisions/0027-risk-score-and-sla-policy.md on the real exports with the shared KEV
 * catalog, an inventory with criticality and exposure, and an EPSS file, through the gateway's Data API.
 */
describe('risk scores on real scanner exports', () => {
  let system: RunningSystem;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vmdash-risk-'));
    system = await startSystem({ ...realSources(), inventory: inventoryWithTiers(dir), apps: ['data-cache', 'gateway'], env: { 'data-cache': { EPSS_SCORES: epssFile(dir) } } });
  });
  afterAll(async () => {
    await system?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const json = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await system.request(method, route, body);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  /** The alpha findings of the KEV host and the QA host, by CVE. */
  async function twoFindings(): Promise<{ kev: AlphaFinding; qa: AlphaFinding }> {
    const assets = await json<{ asset_id: number; hostname: string | null; ip_address: string | null }[]>('GET', '/alpha-assets');
    const kevHost = assets.find((asset) => asset.hostname === 'b6b9f466d63')!;
    const qaHost = assets.find((asset) => asset.ip_address === '192.168.1.18')!;
    const findings = await json<AlphaFinding[]>('POST', '/alpha-vulnerabilities', {
      assets: [
        { asset_id: kevHost.asset_id, cve_ids: ['CVE-2012-1823'] },
        { asset_id: qaHost.asset_id, cve_ids: ['CVE-2009-2765'] },
      ],
    });
    return { kev: findings.find((f) => f.cve_id === 'CVE-2012-1823')!, qa: findings.find((f) => f.cve_id === 'CVE-2009-2765')! };
  }

  it('when alpha is refreshed, then the answer says what each risk input held and matched, the bad EPSS line included', async () => {
    const report = await json<{ findings: number; skipped: { reason: string }[]; risk_inputs: Record<string, Record<string, unknown>> }>('POST', '/cache/refresh-alpha');
    const inputs = report.risk_inputs;
    expect(inputs.epss).toMatchObject({ configured: true, model_version: 'v2025.03.14', score_date: '2025-08-25T12:55:00Z', entries: 2, bad_lines: 1, findings: 2 });
    expect(inputs.kev).toMatchObject({ configured: true, catalog_version: '2025.08.25', entries: 1404 });
    expect(inputs.kev!.findings).toBeGreaterThanOrEqual(1);
    expect(inputs.inventory).toMatchObject({ configured: true, rows: 22, assets: 13 });
    const cvss = inputs.cvss as Record<string, number>;
    expect(Object.values(cvss).reduce((sum, count) => sum + count, 0)).toBe(report.findings);
    expect(report.skipped.map((skipped) => skipped.reason)).toContain('EPSS line with a probability or percentile outside 0..1');
  });

  it('when a KEV finding is on a criticality-5 internet-facing host, then it outranks a higher-CVSS finding on a criticality-2 QA host, and its factors are its inputs', async () => {
    const { kev, qa } = await twoFindings();
    expect(kev.cvss).toBeLessThan(qa.cvss!);
    expect(kev.risk_score).toBeGreaterThan(qa.risk_score);
    expect(kev.risk_factors).toMatchObject({
      cvss: { value: 7.5 },
      kev: { value: true, due_date: '2022-04-15' },
      epss: { value: 0.94389, percentile: 0.99953, cve_id: 'CVE-2012-1823' },
      criticality: { value: 5, source: 'inventory', multiplier: 1 },
      internet_facing: { value: true, source: 'inventory', multiplier: 1 },
    });
    expect(qa.risk_factors).toMatchObject({
      cvss: { value: 8.3, source: 'vector', version: '2.0' },
      kev: { value: false, due_date: null },
      epss: { value: 0.07316 },
      criticality: { value: 2, source: 'inventory' },
      internet_facing: { value: false, source: 'inventory' },
    });
    // The defaults: 50 points per CVSS point, 200 for KEV, 150 x EPSS; criticality 2 x 0.55, internal x 0.8.
    expect(kev).toMatchObject({ risk_score: Math.round(375 + 200 + 150 * 0.94389), risk_rating: 'critical' });
    expect(qa.risk_score).toBe(Math.round((415 + 150 * 0.07316) * 0.55 * 0.8));
  });

  it('when beta findings are read by host or by plugin, then both answers carry the same risk fields', async () => {
    const hosts = await json<{ host_id: number; hostname: string | null }[]>('GET', '/beta-assets');
    const qaHost = hosts.find((host) => host.hostname === 'QA3APP01')!;
    const byHost = await json<(Risk & { scanner_id: string })[]>('GET', `/beta-vulnerabilities-by-host/${qaHost.host_id}`);
    const rdp = byHost.find((finding) => finding.scanner_id === '18405')!;
    expect(rdp.risk_factors).toMatchObject({ cvss: { value: 5.1, version: '2.0', source: 'vector' }, exploit: { value: true }, criticality: { value: 2 }, internet_facing: { value: false } });
    const [byPlugin] = await json<(Risk & { scanner_id: string })[]>('GET', `/beta-vulnerabilities/${qaHost.host_id}/18405`);
    expect(JSON.stringify(byPlugin)).toBe(JSON.stringify(rdp));
  });

  it('when a weight setting changes and alpha is refreshed, then the order follows the formula: CVSS alone on equal assets puts 8.3 above 7.5', async () => {
    await system.stopApp('data-cache');
    await system.startApp('data-cache', {
      RISK_WEIGHT_CVSS: '1',
      RISK_WEIGHT_KEV: '0',
      RISK_WEIGHT_RANSOMWARE: '0',
      RISK_WEIGHT_EPSS: '0',
      RISK_WEIGHT_EXPLOIT: '0',
      RISK_CRITICALITY_MULTIPLIERS: '1,1,1,1,1',
      RISK_INTERNAL_MULTIPLIER: '1',
    });
    await json('POST', '/cache/refresh-alpha');
    const { kev, qa } = await twoFindings();
    expect([kev.risk_score, qa.risk_score]).toEqual([750, 830]);
    expect(qa.risk_score).toBeGreaterThan(kev.risk_score);
    expect(kev.risk_factors.kev).toEqual({ value: true, due_date: '2022-04-15', contribution: 0 });
  });
});
