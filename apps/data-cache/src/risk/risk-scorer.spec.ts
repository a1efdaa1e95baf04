import { AssetInventory } from '../enrichment/asset-inventory';
import { EpssScores } from '../enrichment/epss-scores';
import { KevCatalog } from '../enrichment/kev-catalog';
import { parseCvssVector } from './cvss-vector';
import { RiskScorer, unscoredRisk } from './risk-scorer';
import { DEFAULT_RISK_SETTINGS } from './risk-settings';

const kev = new KevCatalog([
  ['CVE-2021-44228', '2021-12-10', '2021-12-24', 'Known'],
  ['CVE-2012-1823', '2022-03-25', '2022-04-15', 'Unknown'],
]);
const epss = new EpssScores(
  new Map([
    ['CVE-2012-1823', { epss: 0.94, percentile: 0.999 }],
    ['CVE-2005-1794', { epss: 0.01, percentile: 0.7 }],
  ]),
);
const inventoryRow = { hostname: 'web-01', ip_address: '10.0.0.1', owner: 'o', bu_team: null, environment: 'prod', line: 2 };
const inventory = new AssetInventory([
  { ...inventoryRow, criticality: 5, internet_facing: true },
  { ...inventoryRow, hostname: 'qa-01', ip_address: '10.0.0.2', criticality: 2, internet_facing: null },
]);
const scorerOf = () => new RiskScorer({ kev, epss, inventory, settings: DEFAULT_RISK_SETTINGS });
const finding = (cvss: number | null, vector: string | null, exploit = false, severity: 'high' | 'low' = 'high') => ({
  severity,
  cvss,
  ...unscoredRisk({ cvss_vector: vector, exploit_available: exploit }),
});
const host = (ip_address: string | null) => ({ ip_address, hostname: null, fqdn: null });

describe('risk scorer', () => {
  it('when a host has an inventory row, then its criticality and exposure come from it, else from the defaults (3, internal), each saying where from', () => {
    const scorer = scorerOf();
    expect(scorer.assetOf(host('10.0.0.1'))).toEqual({ criticality: 5, criticalitySource: 'inventory', internetFacing: true, internetFacingSource: 'inventory' });
    expect(scorer.assetOf(host('10.0.0.2'))).toEqual({ criticality: 2, criticalitySource: 'inventory', internetFacing: false, internetFacingSource: 'default' });
    expect(scorer.assetOf(host('10.9.9.9'))).toEqual({ criticality: 3, criticalitySource: 'default', internetFacing: false, internetFacingSource: 'default' });
    expect(scorer.assetOf(host('10.9.9.8'))).toBe(scorer.assetOf(host('10.9.9.9')));
  });

  it("when a vector parses, then its base score and version are the CVSS factor; else the scanner's score; else the severity's stand-in", () => {
    const scorer = scorerOf();
    const asset = scorer.assetOf(host('10.0.0.1'));
    const v4 = scorer.score(finding(7.5, 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N'), [], asset);
    expect(v4.risk_factors.cvss).toEqual({ value: 9.3, version: '4.0', vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', source: 'vector', contribution: 465 });
    expect(scorer.score(finding(5.1, 'AV:N/AC:H/Au:N/C:P/I:P/A:P'), [], asset).risk_factors.cvss).toMatchObject({ value: 5.1, version: '2.0', source: 'vector' });
    expect(scorer.score(finding(6.5, 'CVSS:3.1/AV:N'), [], asset).risk_factors.cvss).toEqual({ value: 6.5, version: null, vector: null, source: 'scanner', contribution: 325 });
    expect(scorer.score(finding(null, null, false, 'low'), [], asset).risk_factors.cvss).toEqual({ value: 2, version: null, vector: null, source: 'severity', contribution: 100 });
  });

  it('when the CVEs are in KEV or scored by EPSS, then the finding takes the due date, ransomware use and the highest EPSS; an exploit comes from the scanner or the vector', () => {
    const scorer = scorerOf();
    const asset = scorer.assetOf(host('10.0.0.1'));
    const risk = scorer.score(finding(10, null), ['CVE-2005-1794', 'CVE-2021-44228', 'CVE-2012-1823'], asset);
    expect(risk.risk_factors).toMatchObject({
      kev: { value: true, due_date: '2021-12-24', contribution: 200 },
      ransomware: { value: true, contribution: 50 },
      epss: { value: 0.94, percentile: 0.999, cve_id: 'CVE-2012-1823', contribution: 141 },
      exploit: { value: false, contribution: 0 },
    });
    // 500 + 200 + 50 + 141 on a criticality-5 internet-facing host.
    expect(risk).toMatchObject({ risk_score: 891, risk_rating: 'critical' });
    expect(scorer.score(finding(9.8, 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/E:H'), [], asset).risk_factors.exploit).toEqual({ value: true, contribution: 100 });
    expect(scorer.score(finding(9.8, null, true), [], asset).risk_factors.exploit.value).toBe(true);
  });

  it('when many findings share a plugin and a host profile, then they share one factors object; the report counts what matched', () => {
    const scorer = scorerOf();
    const crown = scorer.assetOf(host('10.0.0.1'));
    const qa = scorer.assetOf(host('10.0.0.2'));
    const first = scorer.score(finding(7.5, null), ['CVE-2012-1823'], crown);
    expect(scorer.score(finding(7.5, null), ['CVE-2012-1823'], crown).risk_factors).toBe(first.risk_factors);
    expect(scorer.score(finding(7.5, null), ['CVE-2012-1823'], qa).risk_factors).not.toBe(first.risk_factors);
    scorer.score(finding(7.5, 'AV:N/AC:L/Au:N/C:P/I:P/A:P'), [], qa);
    expect(scorer.report()).toEqual({
      cvss: { vector_v4: 0, vector_v3: 0, vector_v2: 1, scanner_score: 3, severity_stand_in: 0 },
      kev: { configured: true, catalog_version: null, entries: 2, findings: 3, ransomware_findings: 0 },
      epss: { configured: true, model_version: null, score_date: null, entries: 2, bad_lines: 0, findings: 3 },
      exploit: { findings: 0 },
      inventory: { configured: true, rows: 2, assets: 2, assets_matched: 2, criticality_from_inventory: 2, internet_facing_from_inventory: 1 },
    });
  });
});

describe('CVSS vectors', () => {
  it("when a vector of v2, v3.0, v3.1 or v4.0 is read, then its base score is FIRST's; v4.0 E:A and v3/v2 E:F or E:H mean a mature exploit", () => {
    expect(parseCvssVector('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H')).toEqual({ version: '3.1', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', base: 9.8, exploitMature: false });
    expect(parseCvssVector('CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N/E:F')).toMatchObject({ version: '3.0', base: 7.5, exploitMature: true });
    expect(parseCvssVector('AV:N/AC:M/Au:N/C:P/I:N/A:N')).toMatchObject({ version: '2.0', base: 4.3, exploitMature: false });
    expect(parseCvssVector('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:A')).toMatchObject({ version: '4.0', base: 9.3, exploitMature: true });
  });

  it('when a vector lacks a base metric or is not a vector, then it is not read', () => {
    for (const text of ['CVSS:3.1/AV:N', 'CVSS:4.0/AV:N/AC:L', 'AV:N/AC:L', 'CVSS:2.0/AV:N', 'garbage', '']) expect(parseCvssVector(text)).toBeNull();
  });
});
