import { loadVmdashPackageDefinition } from '@vmdash/proto';
import { demoBetaFindings, demoBetaHosts } from '../demo-data/demo-beta.generator';
import { assessRisk, vulnerabilityFactors } from '../risk/risk-formula';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-settings';
import type { BetaFinding, BetaHost } from '../snapshot/snapshot.types';
import { BetaReadModel, BetaReadModelBuilder, type FindingsJson } from './beta-read-model';

const host = (host_id: number): BetaHost => ({ host_id, hostname: `h${host_id}`, fqdn: null, ip_address: null, owner: 'o', bu_team: null, os: null, last_seen: null });

/** A KEV finding's risk on a criticality-4 host not facing the internet: every kind of factor value (a vector, a null EPSS). */
const risk = assessRisk(
  vulnerabilityFactors(
    {
      cvss: { value: 7.5, version: '3.1', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', source: 'vector' },
      kev: { value: true, due_date: '2024-02-22' },
      ransomware: false,
      epss: null,
      exploit: true,
    },
    DEFAULT_RISK_SETTINGS,
  ),
  { criticality: 4, criticalitySource: 'inventory', internetFacing: false, internetFacingSource: 'default' },
  DEFAULT_RISK_SETTINGS,
);

const plugin: BetaFinding = {
  host_id: 1,
  scanner_id: '10001',
  active_host_findings_id: 1,
  title: 'A "quoted" title \\ with ünïcode and \u2028 a line separator',
  severity: 'high',
  cvss: 7.5,
  cve_ids: ['CVE-2024-0001', 'CVE-2024-0002'],
  kev: true,
  kev_date_added: '2024-02-01',
  first_seen: '2024-01-01T00:00:00.000Z',
  last_seen: '2024-03-01T00:00:00.000Z',
  port: 443,
  protocol: 'tcp',
  service: 'www',
  plugin_family: 'Web Servers',
  description: 'line one\nline two',
  solution: null,
  ...risk,
};

/** Findings of three hosts, out of host order, with the same plugin at other severities, ports and missing values. */
const findings: BetaFinding[] = [
  { ...plugin, host_id: 2, active_host_findings_id: 10 },
  { ...plugin, host_id: 1, active_host_findings_id: 1 },
  { ...plugin, host_id: 2, active_host_findings_id: 11, severity: 'critical', port: 8443, first_seen: null },
  { ...plugin, host_id: 1, active_host_findings_id: 2, scanner_id: '10002', cvss: null, cve_ids: [], kev: false, kev_date_added: null, service: null, description: null, last_seen: null },
  { ...plugin, host_id: 3, active_host_findings_id: 12, title: 'Another title', port: 0, protocol: 'udp' },
  // The same plugin on a host of another risk profile: another score and factors.
  {
    ...plugin,
    host_id: 3,
    active_host_findings_id: 13,
    port: 8443,
    risk_score: 123,
    risk_rating: 'low',
    risk_factors: { ...risk.risk_factors, criticality: { ...risk.risk_factors.criticality, value: 1 } },
  },
];

/** A message's fields in order (protos/vmdash/v1/data_cache.proto), with the message type of each nested message field. */
type ProtoFields = { name: string; type: string; typeName: string }[];
const definition = loadVmdashPackageDefinition() as unknown as Record<string, { type: { field: ProtoFields } }>;

/** `value` as JSON with the fields of message `typeName` in its order, nested messages too (unset values as null). */
function messageJson(value: Record<string, unknown>, typeName: string): string {
  const fields = definition[`vmdash.v1.${typeName}`].type.field;
  const parts = fields.map(({ name, type, typeName: nested }) => {
    const field = value[name] ?? null;
    return `${JSON.stringify(name)}:${type === 'TYPE_MESSAGE' && field !== null ? messageJson(field as Record<string, unknown>, nested) : JSON.stringify(field)}`;
  });
  return `{${parts.join(',')}}`;
}

/** The Data API record: the finding's fields in the order of the BetaFinding message, its risk factors in theirs. */
function recordJson(finding: BetaFinding): string {
  return messageJson(finding as unknown as Record<string, unknown>, 'BetaFinding');
}

/** Findings JSON with its records as text (they are UTF-8 bytes). */
function asText(findings: FindingsJson | undefined): { records: string; count: number } | undefined {
  return findings && { records: findings.records.toString('utf8'), count: findings.count };
}

describe('beta read model', () => {
  const model = BetaReadModel.of('s1', { source: 'beta', hosts: [host(3), host(1), host(2), host(4)], findings, skipped: [], synthetic: false });

  it("when a host's findings are asked for as JSON, then they are the Data API records, byte for byte, in snapshot order", () => {
    expect(asText(model.findingsJsonOf(2))).toEqual({ records: [findings[0], findings[2]].map(recordJson).join(','), count: 2 });
    expect(asText(model.findingsJsonOf(1))).toEqual({ records: [findings[1], findings[3]].map(recordJson).join(','), count: 2 });
    expect(JSON.parse(`[${asText(model.findingsJsonOf(3))?.records}]`)).toEqual([findings[4], findings[5]]);
    expect(asText(model.findingsJsonOf(3))?.records).toBe([findings[4], findings[5]].map(recordJson).join(','));
  });

  it('when a host has no findings or is unknown, then it has no records, or no answer', () => {
    expect(asText(model.findingsJsonOf(4))).toEqual({ records: '', count: 0 });
    expect(model.findingsJsonOf(99)).toBeUndefined();
  });

  it('when the findings of a plugin on a host are asked for as records, then they equal what the snapshot held', () => {
    expect(model.findingsOfScanner(2, '10001')).toEqual([findings[0], findings[2]]);
    expect(model.findingsOfScanner(1, '10002')).toEqual([findings[3]]);
    expect(model.findingsOfScanner(1, 'nope')).toEqual([]);
  });

  it('when many hosts are asked for in small batches, then the batches hold every record of the known hosts in the order asked, and none is empty', () => {
    const batches = [...model.findingsJsonBatches([3, 99, 2, 4, 1], 1)].map(asText) as { records: string; count: number }[];
    expect(batches.every((batch) => batch.count === 1)).toBe(true);
    expect(batches.map((batch) => batch.records)).toEqual([findings[4], findings[5], findings[0], findings[2], findings[1], findings[3]].map(recordJson));
    const whole = [...model.findingsJsonBatches([3, 99, 2, 4, 1], 1 << 20)].map(asText);
    expect(whole).toEqual([{ records: batches.map((batch) => batch.records).join(','), count: 6 }]);
    expect([...model.findingsJsonBatches([99, 4], 1)]).toEqual([]);
  });

  it("when a host's risk is asked for, then it is the highest and the sum of its findings' scores (0 for a host without findings)", () => {
    expect(model.hostRisk(2)).toEqual({ highest: risk.risk_score, total: 2 * risk.risk_score });
    expect(model.hostRisk(3)).toEqual({ highest: risk.risk_score, total: risk.risk_score + 123 });
    expect(model.hostRisk(4)).toEqual({ highest: 0, total: 0 });
  });

  it('when the demo dataset is loaded one record at a time, then every host answers what a plain encoding of its findings gives', () => {
    const options = { hosts: 300, findingsPerHost: 7, seed: 3 };
    const builder = new BetaReadModelBuilder(10);
    for (const demoHost of demoBetaHosts(options)) builder.addHost(demoHost);
    const byHost = new Map<number, BetaFinding[]>();
    for (const finding of demoBetaFindings(options)) {
      builder.addFinding(finding);
      byHost.set(finding.host_id, [...(byHost.get(finding.host_id) ?? []), finding]);
    }
    const loaded = builder.build('s2', true);
    for (const [hostId, expected] of byHost) expect(asText(loaded.findingsJsonOf(hostId))?.records).toBe(expected.map(recordJson).join(','));
    expect(loaded.hostCount).toBe(300);
  });
});

describe('dates of beta findings', () => {
  it('when dates are written in any spelling or are missing, then each record gives back exactly the string it had', () => {
    const spellings = ['2024-01-31T10:00:00.000Z', '2024-01-31T10:00:00Z', '2024-02-30T00:00:00.000Z', 'not a date', '1969-12-31T23:59:59.999Z', null];
    const dated = spellings.map((first_seen, i) => ({ ...plugin, active_host_findings_id: i + 1, first_seen, last_seen: spellings[(i + 1) % spellings.length] }));
    const model = BetaReadModel.of('s3', { source: 'beta', hosts: [host(1)], findings: dated, skipped: [], synthetic: false });
    expect(model.findingsOfScanner(1, plugin.scanner_id)).toEqual(dated);
    expect(asText(model.findingsJsonOf(1))?.records).toBe(dated.map(recordJson).join(','));
  });
});
