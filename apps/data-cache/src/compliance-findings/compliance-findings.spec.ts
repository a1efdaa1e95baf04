import { AssetInventory } from '../enrichment/asset-inventory';
import { EpssScores } from '../enrichment/epss-scores';
import { KevCatalog } from '../enrichment/kev-catalog';
import { AlphaReadModel } from '../read-model/alpha-read-model';
import { BetaReadModel } from '../read-model/beta-read-model';
import type { AssetProfile } from '../risk/risk-formula';
import { RiskScorer, unscoredRisk } from '../risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-settings';
import type { AlphaFinding, BetaFinding, BetaHost } from '../snapshot/snapshot.types';
import { complianceHosts, inBatches } from './compliance-findings';

const kev = new KevCatalog([
  ['CVE-2024-0001', '2024-01-01', '2024-01-22'],
  ['CVE-2024-0002', '2024-01-01', '2024-01-15'],
  ['CVE-2021-44228', '2021-12-10', '2021-12-24'],
]);
const scorer = new RiskScorer({ kev, epss: EpssScores.empty(), inventory: AssetInventory.empty(), settings: DEFAULT_RISK_SETTINGS });
const asset = (criticality: AssetProfile['criticality']): AssetProfile => ({ criticality, criticalitySource: 'inventory', internetFacing: true, internetFacingSource: 'inventory' });
/** A finding scored as a build scores it (KEV due date from the catalog) on an internet-facing asset of `criticality`. */
function scored<F extends AlphaFinding | BetaFinding>(finding: Omit<F, 'risk_score' | 'risk_rating' | 'risk_factors'>, cves: string[], criticality: AssetProfile['criticality'] = 3): F {
  const record = { ...finding, ...unscoredRisk({ cvss_vector: null, exploit_available: false }) } as F;
  return Object.assign(record, scorer.score(record, cves, asset(criticality)));
}

const betaHost = (host_id: number, hostname: string | null, ip: string | null = null): BetaHost => ({
  host_id,
  hostname,
  fqdn: null,
  ip_address: ip,
  owner: 'o',
  bu_team: host_id === 1 ? 'team-a' : null,
  os: null,
  last_seen: null,
});
const betaFinding = (host_id: number, id: number, severity: BetaFinding['severity'], cve_ids: string[] = [], cvss: number | null = null): BetaFinding =>
  scored<BetaFinding>(
    {
      host_id,
      scanner_id: `plugin-${id}`,
      active_host_findings_id: id,
      title: 't',
      severity,
      cvss,
      cve_ids,
      kev: cve_ids.length > 0,
      kev_date_added: cve_ids.length > 0 ? '2024-01-01' : null,
      first_seen: '2024-01-02T00:00:00.000Z',
      last_seen: null,
      port: 0,
      protocol: 'tcp',
      service: null,
      plugin_family: null,
      description: null,
      solution: null,
    },
    cve_ids,
    host_id === 1 ? 5 : 2,
  );
const alphaFinding = (cve_id: string, kev: boolean): AlphaFinding =>
  scored<AlphaFinding>(
    {
      asset_id: 1_000_000_001,
      cve_id,
      title: 't',
      severity: 'low',
      cvss: null,
      first_seen: null,
      last_seen: null,
      kev,
      kev_date_added: kev ? '2021-12-10' : null,
      description: null,
      solution: null,
      scanner_refs: [],
    },
    [cve_id],
  );

describe('compliance findings (what the dashboard judges: docs/decisions/0014, 0027)', () => {
  const beta = BetaReadModel.of('b', {
    source: 'beta',
    hosts: [betaHost(1, 'web-1'), betaHost(2, null, '10.0.0.2')],
    findings: [
      betaFinding(1, 11, 'low', ['CVE-2024-0001', 'CVE-2024-0002']),
      betaFinding(1, 12, 'medium'),
      betaFinding(1, 13, 'info'),
      // Low severity, but a CVSS of 9.8 on a criticality-5 internet-facing host rates it high (490 points >= 450).
      betaFinding(1, 14, 'low', [], 9.8),
      betaFinding(2, 21, 'low'),
    ],
    skipped: [],
    synthetic: false,
  });
  const alpha = new AlphaReadModel('a', {
    source: 'alpha',
    assets: [{ asset_id: 1_000_000_001, hostname: null, fqdn: null, ip_address: null, owner: 'unassigned', bu_team: null, os: null, last_seen: null, sources: [] }],
    findings: [alphaFinding('CVE-2021-44228', true), alphaFinding('CVE-2020-0001', false)],
    skipped: [],
    synthetic: false,
  });

  it("when every host is read, then each host comes with its criticality and only its KEV or SLA-level findings (by severity or risk rating), KEV ones with the catalog's earliest due date", () => {
    expect([...complianceHosts(alpha, beta, null)]).toEqual([
      {
        source: 'beta',
        host_id: 1,
        hostname: 'web-1',
        owner: 'o',
        bu_team: 'team-a',
        findings: [
          {
            finding_key: 'plugin-11',
            active_host_findings_id: 11,
            severity: 'low',
            first_seen: '2024-01-02T00:00:00.000Z',
            cve_ids: ['CVE-2024-0001', 'CVE-2024-0002'],
            kev_due_date: '2024-01-15',
            risk_rating: 'medium',
          },
          { finding_key: 'plugin-12', active_host_findings_id: 12, severity: 'medium', first_seen: '2024-01-02T00:00:00.000Z', cve_ids: [], kev_due_date: '', risk_rating: 'medium' },
          { finding_key: 'plugin-14', active_host_findings_id: 14, severity: 'low', first_seen: '2024-01-02T00:00:00.000Z', cve_ids: [], kev_due_date: '', risk_rating: 'high' },
        ],
        criticality: 5,
      },
      { source: 'beta', host_id: 2, hostname: '10.0.0.2', owner: 'o', bu_team: '', findings: [], criticality: 2 },
      {
        source: 'alpha',
        host_id: 1_000_000_001,
        hostname: 'alpha-1000000001',
        owner: 'unassigned',
        bu_team: '',
        findings: [{ finding_key: 'CVE-2021-44228', active_host_findings_id: 0, severity: 'low', first_seen: '', cve_ids: ['CVE-2021-44228'], kev_due_date: '2021-12-24', risk_rating: 'medium' }],
        criticality: 3,
      },
    ]);
  });

  it('when beta hosts are named, then only those known are read and no alpha asset', () => {
    expect([...complianceHosts(alpha, beta, [2, 99])].map((host) => host.host_id)).toEqual([2]);
  });

  it('when hosts are streamed, then they go in batches of 200 hosts, or fewer once a batch holds 5,000 findings', () => {
    const hosts = Array.from({ length: 450 }, (_v, i) => ({ source: 'beta' as const, host_id: i, hostname: `h${i}`, owner: '', bu_team: '', findings: [], criticality: 3 }));
    expect([...inBatches(hosts)].map((batch) => batch.hosts.length)).toEqual([200, 200, 50]);
    const row = { finding_key: 'p', active_host_findings_id: 1, severity: 'high', first_seen: '', cve_ids: [], kev_due_date: '', risk_rating: 'high' };
    const busy = (findings: number) => ({ ...hosts[0]!, findings: Array.from({ length: findings }, () => row) });
    expect([...inBatches([busy(3_000), busy(3_000), busy(6_000), busy(1)])].map((batch) => batch.hosts.length)).toEqual([2, 1, 1]);
  });
});
