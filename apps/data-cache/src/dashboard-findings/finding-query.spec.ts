import { unscoredRisk } from '../risk/risk-scorer';
import type { BetaFinding, BetaHost } from '../snapshot/snapshot.types';
import { queryFindings, type FindingQuery, type FindingRow, type ListedStatus } from './finding-query';

const host = (host_id: number, bu_team: string | null, owner: string, hostname: string | null): BetaHost => ({
  host_id,
  hostname,
  fqdn: null,
  ip_address: null,
  owner,
  bu_team,
  os: null,
  last_seen: null,
});
const finding = (host_id: number, scanner_id: string, fields: Partial<BetaFinding>): BetaFinding => ({
  host_id,
  scanner_id,
  active_host_findings_id: host_id * 100 + Number(scanner_id),
  title: `Plugin ${scanner_id}`,
  severity: 'low',
  cvss: null,
  cve_ids: [],
  kev: false,
  kev_date_added: null,
  first_seen: null,
  last_seen: null,
  port: 0,
  protocol: 'tcp',
  service: null,
  plugin_family: null,
  description: null,
  solution: null,
  ...unscoredRisk({ cvss_vector: null, exploit_available: false }),
  ...fields,
});

const A = host(1, 'team-a', 'owner-a', 'Web01.example');
const B = host(2, 'team-b', 'owner-b', 'db02');
const NONE = host(3, null, 'owner-a', null);
const risk = (highest: number, total: number) => ({ highest, total });
const beta = (row: Omit<FindingRow, 'source' | 'status' | 'fixedAt'>, status: ListedStatus = 'open'): FindingRow => ({ source: 'beta', status, fixedAt: null, ...row });
const ROWS: FindingRow[] = [
  beta({
    host: A,
    hostRisk: risk(870, 1_270),
    finding: finding(1, '10', { severity: 'high', first_seen: '2024-03-01T00:00:00Z', cve_ids: ['CVE-2024-1111'], kev: true, risk_score: 870, risk_rating: 'critical' }),
  }),
  beta({
    host: A,
    hostRisk: risk(870, 1_270),
    finding: finding(1, '11', { severity: 'critical', first_seen: '2024-01-01T00:00:00Z', title: 'OpenSSL heartbeat', risk_score: 400, risk_rating: 'medium' }),
  }),
  beta({ host: B, hostRisk: risk(400, 400), finding: finding(2, '10', { severity: 'medium', first_seen: '2024-02-01T00:00:00Z', risk_score: 400, risk_rating: 'medium' }) }, 'reopened'),
  beta({ host: NONE, hostRisk: risk(0, 0), finding: finding(3, '12', { severity: 'info' }) }),
];
/** An alpha finding (asset 1, the CVE as scanner_id) and a fixed beta finding. */
const ALPHA: FindingRow = {
  source: 'alpha',
  host: { host_id: 1, hostname: 'web01.example', owner: 'owner-a', bu_team: 'team-a' },
  finding: { ...finding(1, 'CVE-2021-44228', { severity: 'critical', cve_ids: ['CVE-2021-44228'], kev: true, risk_score: 900, risk_rating: 'critical' }), active_host_findings_id: 0 },
  hostRisk: risk(900, 900),
  status: 'open',
  fixedAt: null,
};
const FIXED = beta({ host: B, hostRisk: risk(400, 400), finding: finding(2, '13', { severity: 'high', risk_score: 500, risk_rating: 'high' }) }, 'fixed');
const EVERY_ROW = [...ROWS, ALPHA, { ...FIXED, fixedAt: '2024-04-01T00:00:00.000Z' }];
const ACTIVE = new Set<ListedStatus>(['open', 'reopened']);

const base: FindingQuery = { teamField: 'bu_team', teams: null, statuses: ACTIVE, order: 'severity_desc', page: 1, pageSize: 10 };
const keys = (query: Partial<FindingQuery>) => queryFindings(ROWS, { ...base, ...query }).items.map((item) => `${item.host_id}/${item.scanner_id}`);

describe('dashboard findings query (docs/decisions/0011: team scope, filters, sort, pages)', () => {
  it('when teams are given, then only hosts whose team field is one of them match; none for an empty list, all for null', () => {
    expect(keys({ teams: new Set(['team-a']) })).toEqual(['1/11', '1/10']);
    expect(keys({ teams: new Set() })).toEqual([]);
    expect(keys({ teams: null })).toHaveLength(4);
    expect(keys({ teamField: 'owner', teams: new Set(['owner-a']) })).toEqual(['1/11', '1/10', '3/12']);
  });

  it('when a finding was reopened, then its status says so and the others are open', () => {
    const items = queryFindings(ROWS, base).items;
    expect(items.map((item) => `${item.host_id}/${item.scanner_id} ${item.status}`)).toEqual(['1/11 open', '1/10 open', '2/10 reopened', '3/12 open']);
  });

  it('when both sources are listed, then each row carries its source, the source filter keeps one, and ties go alpha first', () => {
    const all = (query: Partial<FindingQuery>) => queryFindings(EVERY_ROW, { ...base, ...query }).items.map((item) => `${item.source} ${item.host_id}/${item.scanner_id}`);
    expect(all({})).toEqual(['alpha 1/CVE-2021-44228', 'beta 1/11', 'beta 1/10', 'beta 2/10', 'beta 3/12']);
    expect(all({ source: 'alpha' })).toEqual(['alpha 1/CVE-2021-44228']);
    expect(all({ source: 'beta', kev: true })).toEqual(['beta 1/10']);
    expect(all({ text: 'cve-2021' })).toEqual(['alpha 1/CVE-2021-44228']);
  });

  it('when hosts are given per source, then only their findings match: a machine of two sources lists both', () => {
    const all = (hosts: FindingQuery['hosts']) => queryFindings(EVERY_ROW, { ...base, hosts }).items.map((item) => `${item.source} ${item.host_id}/${item.scanner_id}`);
    expect(all({ beta: new Set([1]), alpha: new Set([1]) })).toEqual(['alpha 1/CVE-2021-44228', 'beta 1/11', 'beta 1/10']);
    expect(all({ beta: new Set([1]) })).toEqual(['beta 1/11', 'beta 1/10']);
  });

  it('when statuses are given, then fixed findings are listed with when they were fixed; by default only open and reopened ones', () => {
    const statusOf = (statuses: ListedStatus[]) =>
      queryFindings(EVERY_ROW, { ...base, statuses: new Set(statuses), source: 'beta', hosts: { beta: new Set([2]) } }).items.map((item) => `${item.scanner_id} ${item.status} ${item.fixed_at}`);
    expect(statusOf(['open', 'reopened'])).toEqual(['10 reopened null']);
    expect(statusOf(['fixed'])).toEqual(['13 fixed 2024-04-01T00:00:00.000Z']);
    expect(statusOf(['open', 'reopened', 'fixed'])).toEqual(['13 fixed 2024-04-01T00:00:00.000Z', '10 reopened null']);
  });

  it('when filters are given, then every one must hold', () => {
    expect(keys({ hostname: 'web' })).toEqual(['1/11', '1/10']);
    expect(keys({ kev: true })).toEqual(['1/10']);
    expect(keys({ text: 'cve-2024-1111' })).toEqual(['1/10']);
    expect(keys({ text: 'heartbeat' })).toEqual(['1/11']);
    expect(keys({ severity: 'medium', buTeam: 'team-b' })).toEqual(['2/10']);
    expect(keys({ owner: 'owner-b', hosts: { beta: new Set([1]) } })).toEqual([]);
  });

  it('when sorted by first_seen, then findings without one come last in both directions', () => {
    expect(keys({ order: 'first_seen_asc' })).toEqual(['1/11', '2/10', '1/10', '3/12']);
    expect(keys({ order: 'first_seen_desc' })).toEqual(['1/10', '2/10', '1/11', '3/12']);
    expect(keys({ order: 'severity_asc' })).toEqual(['3/12', '2/10', '1/10', '1/11']);
  });

  it('when sorted by risk, then the highest score comes first and equal scores go by severity, then host; in the other direction the lowest first', () => {
    expect(keys({ order: 'risk_desc' })).toEqual(['1/10', '1/11', '2/10', '3/12']);
    expect(keys({ order: 'risk_asc' })).toEqual(['3/12', '2/10', '1/11', '1/10']);
  });

  it('when filtered by risk, then only findings of at least the score, or of the rating, match; each row carries its risk and its host risk', () => {
    expect(keys({ minRiskScore: 400 })).toEqual(['1/11', '1/10', '2/10']);
    expect(keys({ minRiskScore: 401 })).toEqual(['1/10']);
    expect(keys({ riskRating: 'medium' })).toEqual(['1/11', '2/10']);
    expect(queryFindings(ROWS, { ...base, hosts: { beta: new Set([1]) }, order: 'risk_desc' }).items[0]).toMatchObject({
      risk_score: 870,
      risk_rating: 'critical',
      host_risk_score: 870,
      host_risk_total: 1_270,
    });
  });

  it('when paged, then the total counts every match and a page past the end is empty', () => {
    expect(queryFindings(ROWS, { ...base, pageSize: 3, page: 2 })).toMatchObject({ total: 4, page: 2, page_size: 3, items: [{ host_id: 3 }] });
    expect(queryFindings(ROWS, { ...base, pageSize: 3, page: 3 }).items).toEqual([]);
  });
});
