import fc from 'fast-check';
import type { CachedActionPlan } from '../plans/active-plans';
import { defaultSlaPolicy, type SlaPolicy } from '../sla-policy/sla-policy.rules';
import { acceptedRiskOfHost, addDays, brokenMetrics, computeHostItems, fieldChanges, planCovers, planItemWrites, type ExistingItem, type JudgedHost, type PolicyOf } from './compliance.rules';

/** The default policy: today's SLA days (15, 30, 90) for every asset tier, no KEV cap. */
const DEFAULT = defaultSlaPolicy({ critical: 15, high: 30, medium: 90 });
const SLA: PolicyOf = () => DEFAULT;
const TODAY = '2026-11-23';

/** A policy version: `days` of one tier (criticality 1-5) or of all, read by `basis`, with or without the KEV cap. */
const policy = (over: Partial<SlaPolicy> & { tier5?: Partial<SlaPolicy['tiers'][number]> } = {}): SlaPolicy => {
  const { tier5, ...rest } = over;
  return { ...DEFAULT, version: 2, ...rest, tiers: (rest.tiers ?? DEFAULT.tiers).map((tier) => (tier.criticality === 5 ? { ...tier, ...tier5 } : tier)) };
};

const finding = (over: Partial<JudgedHost['findings'][number]> = {}) => ({
  finding_key: '10001',
  active_host_findings_id: 1,
  severity: 'low',
  first_seen: '',
  kev_due_date: '',
  risk_rating: 'low',
  cve_ids: [],
  ...over,
});
const host = (findings: JudgedHost['findings'], over: Partial<JudgedHost> = {}): JudgedHost => ({
  source: 'beta',
  host_id: 7,
  hostname: 'Web-01',
  owner: 'alice',
  bu_team: 'team-a',
  findings,
  criticality: 3,
  ...over,
});
const plan = (over: Partial<CachedActionPlan> = {}): CachedActionPlan => ({
  action_plan_id: 'p1',
  host_id: 7,
  plan_type: 'remediation',
  commit_date: '2026-12-31',
  scanner_id: null,
  active_host_findings_id: null,
  created_by: 'u',
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('compliance rules (docs/decisions/0014)', () => {
  it("when a KEV finding's catalog due date is before today, then it breaks kev-overdue; on the due date itself it does not", () => {
    expect(brokenMetrics(finding({ kev_due_date: '2026-11-22' }), 3, SLA, TODAY)).toEqual([{ metric: 'kev-overdue', dueDate: '2026-11-22' }]);
    expect(brokenMetrics(finding({ kev_due_date: TODAY }), 3, SLA, TODAY)).toEqual([]);
  });

  it('when a finding of an SLA severity is open longer than its SLA days, then it breaks that metric with first_seen + days as due date', () => {
    expect(brokenMetrics(finding({ severity: 'critical', first_seen: '2026-11-01T10:00:00.000Z' }), 3, SLA, TODAY)).toEqual([{ metric: 'critical-sla', dueDate: '2026-11-16' }]);
    expect(brokenMetrics(finding({ severity: 'high', first_seen: '2026-11-01T10:00:00.000Z' }), 3, SLA, TODAY)).toEqual([]);
    expect(brokenMetrics(finding({ severity: 'low', first_seen: '2020-01-01T00:00:00.000Z' }), 3, SLA, TODAY)).toEqual([]);
    expect(brokenMetrics(finding({ severity: 'medium', first_seen: '' }), 3, SLA, TODAY)).toEqual([]);
  });

  it('when SLA days are configured otherwise, then the due date follows them', () => {
    const short = defaultSlaPolicy({ critical: 15, high: 30, medium: 5 });
    expect(brokenMetrics(finding({ severity: 'medium', first_seen: '2026-11-01T00:00:00.000Z' }), 3, () => short, TODAY)).toEqual([{ metric: 'medium-sla', dueDate: '2026-11-06' }]);
  });

  it('when the policy gives a tier its own days, then only findings on assets of that criticality take them', () => {
    const tiered = policy({ tier5: { critical: 7 } });
    const critical = finding({ severity: 'critical', first_seen: '2026-11-10T00:00:00.000Z' });
    expect(brokenMetrics(critical, 5, () => tiered, TODAY)).toEqual([{ metric: 'critical-sla', dueDate: '2026-11-17' }]);
    expect(brokenMetrics(critical, 4, () => tiered, TODAY)).toEqual([]);
  });

  it('when the policy reads risk ratings, then a finding is judged by its rating, not its severity', () => {
    const byRating = policy({ basis: 'risk_rating' });
    const lowSeverityHighRisk = finding({ severity: 'low', risk_rating: 'high', first_seen: '2026-01-01T00:00:00.000Z' });
    expect(brokenMetrics(lowSeverityHighRisk, 3, () => byRating, TODAY)).toEqual([{ metric: 'high-sla', dueDate: '2026-01-31' }]);
    expect(brokenMetrics(lowSeverityHighRisk, 3, SLA, TODAY)).toEqual([]);
  });

  it("when the policy caps KEV findings, then an SLA due date later than CISA's due date is CISA's; the default policy does not cap", () => {
    const kev = finding({ severity: 'critical', first_seen: '2026-11-01T00:00:00.000Z', kev_due_date: '2026-11-05' });
    expect(brokenMetrics(kev, 3, () => policy({ kev_cap: true }), TODAY)).toEqual([
      { metric: 'kev-overdue', dueDate: '2026-11-05' },
      { metric: 'critical-sla', dueDate: '2026-11-05' },
    ]);
    expect(brokenMetrics(kev, 3, SLA, TODAY)).toEqual([
      { metric: 'kev-overdue', dueDate: '2026-11-05' },
      { metric: 'critical-sla', dueDate: '2026-11-16' },
    ]);
  });

  it('when metrics are judged by different policy versions, then each item keeps the version it was judged by', () => {
    const shorter = policy({ version: 3, tiers: DEFAULT.tiers.map((tier) => ({ ...tier, high: 5 })) });
    const findings = [
      finding({ finding_key: 'a', severity: 'critical', first_seen: '2026-10-01T00:00:00.000Z' }),
      finding({ finding_key: 'b', severity: 'high', first_seen: '2026-11-10T00:00:00.000Z' }),
    ];
    const items = computeHostItems(host(findings), [], (metric) => (metric === 'critical-sla' ? DEFAULT : shorter), TODAY);
    expect(items.map((item) => [item.metric_id, item.oldest_due_date, item.sla_policy_version])).toEqual([
      ['critical-sla', '2026-10-16', 1],
      ['high-sla', '2026-11-15', 3],
    ]);
  });

  it('when plans cover a finding by host, plugin or finding id, then the finding leaves the item; a plan of another host never covers', () => {
    const ref = { host_id: 7, scanner_id: '10001', active_host_findings_id: 1 };
    expect(planCovers(plan(), ref)).toBe(true);
    expect(planCovers(plan({ scanner_id: '10001' }), ref)).toBe(true);
    expect(planCovers(plan({ scanner_id: '99', active_host_findings_id: 1 }), ref)).toBe(true);
    expect(planCovers(plan({ scanner_id: '99' }), ref)).toBe(false);
    expect(planCovers(plan({ host_id: 8 }), ref)).toBe(false);
  });

  it('when a host has several breaking findings, then one item per metric counts those no plan covers and keeps the earliest due date', () => {
    const findings = [
      finding({ finding_key: 'a', active_host_findings_id: 1, severity: 'critical', first_seen: '2026-10-01T00:00:00.000Z', kev_due_date: '2026-11-01' }),
      finding({ finding_key: 'b', active_host_findings_id: 2, severity: 'critical', first_seen: '2026-09-01T00:00:00.000Z' }),
      finding({ finding_key: 'c', active_host_findings_id: 3, severity: 'critical', first_seen: '2026-08-01T00:00:00.000Z' }),
    ];
    const items = computeHostItems(host(findings), [plan({ scanner_id: 'c' })], SLA, TODAY);
    expect(items.map(({ metric_id, findings: count, oldest_due_date, key, hostname_key }) => ({ metric_id, count, oldest_due_date, key, hostname_key }))).toEqual([
      { metric_id: 'kev-overdue', count: 1, oldest_due_date: '2026-11-01', key: 'beta:7:kev-overdue', hostname_key: 'web-01' },
      { metric_id: 'critical-sla', count: 2, oldest_due_date: '2026-09-16', key: 'beta:7:critical-sla', hostname_key: 'web-01' },
    ]);
  });

  it('when a risk exception in force accepts a finding, then it counts in no item, and the others still do (docs/decisions/0032)', () => {
    const findings = [
      finding({ finding_key: 'a', active_host_findings_id: 1, severity: 'critical', first_seen: '2026-09-01T00:00:00.000Z', cve_ids: ['CVE-2021-44228'] }),
      finding({ finding_key: 'b', active_host_findings_id: 2, severity: 'critical', first_seen: '2026-08-01T00:00:00.000Z' }),
    ];
    const items = computeHostItems(host(findings), [], SLA, TODAY, (_host, judged) => judged.cve_ids.includes('CVE-2021-44228'));
    expect(items.map(({ metric_id, findings: count, oldest_due_date }) => ({ metric_id, count, oldest_due_date }))).toEqual([{ metric_id: 'critical-sla', count: 1, oldest_due_date: '2026-08-16' }]);
  });

  it('when risk exceptions accept findings that break metrics, then the accepted risk counts them per metric, plan or not; findings within their SLA and alpha hosts count none', () => {
    const accepted = (_host: JudgedHost, judged: { cve_ids: readonly string[] }) => judged.cve_ids.includes('CVE-2021-44228');
    const findings = [
      finding({ finding_key: 'a', active_host_findings_id: 1, severity: 'critical', first_seen: '2026-09-01T00:00:00.000Z', kev_due_date: '2026-10-01', cve_ids: ['CVE-2021-44228'] }),
      finding({ finding_key: 'b', active_host_findings_id: 2, severity: 'critical', first_seen: '2026-08-01T00:00:00.000Z', cve_ids: ['CVE-2021-44228'] }),
      finding({ finding_key: 'c', active_host_findings_id: 3, severity: 'critical', first_seen: '2026-11-20T00:00:00.000Z', cve_ids: ['CVE-2021-44228'] }),
      finding({ finding_key: 'd', active_host_findings_id: 4, severity: 'high', first_seen: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(Object.fromEntries(acceptedRiskOfHost(host(findings), SLA, TODAY, accepted))).toEqual({ 'kev-overdue': 1, 'critical-sla': 2 });
    expect(acceptedRiskOfHost(host(findings, { source: 'alpha' }), SLA, TODAY, accepted).size).toBe(0);
  });

  it('when the host is an alpha asset, then no action plan covers its findings (plans name beta hosts)', () => {
    const alpha = host([finding({ kev_due_date: '2026-01-01' })], { source: 'alpha' });
    expect(computeHostItems(alpha, [plan()], SLA, TODAY)).toHaveLength(1);
  });

  it('when any findings and plans are judged, then every item counts at least one finding and its due date is before today (property)', () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((n) => addDays('2016-01-01', n));
    const arbFinding = fc.record({
      finding_key: fc.constantFrom('1', '2', '3'),
      active_host_findings_id: fc.integer({ min: 1, max: 5 }),
      severity: fc.constantFrom('critical', 'high', 'medium', 'low', 'info'),
      first_seen: fc.option(day, { nil: '' }),
      kev_due_date: fc.option(day, { nil: '' }),
      risk_rating: fc.constantFrom('critical', 'high', 'medium', 'low'),
      cve_ids: fc.constant([]),
    });
    const arbPlan = fc.record({ scanner_id: fc.option(fc.constantFrom('1', '2', '3'), { nil: null }), active_host_findings_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(arbFinding, { maxLength: 12 }), fc.array(arbPlan, { maxLength: 3 }), (findings, plans) => {
        const cached = plans.map((p) => plan(p));
        const items = computeHostItems(host(findings), cached, SLA, TODAY);
        const uncovered = findings.filter((f) => !cached.some((p) => planCovers(p, { host_id: 7, scanner_id: f.finding_key, active_host_findings_id: f.active_host_findings_id })));
        for (const item of items) {
          expect(item.findings).toBeGreaterThan(0);
          expect(item.oldest_due_date < TODAY).toBe(true);
        }
        const breaking = uncovered.filter((f) => brokenMetrics(f, 3, SLA, TODAY).length > 0);
        expect(items.length === 0).toBe(breaking.length === 0);
      }),
      { numRuns: 200 },
    );
  });

  it('when stored items are compared with computed ones, then new or changed ones are upserted, vanished active ones resolved, and applying the plan twice changes nothing (property)', () => {
    const keys = fc.constantFrom('beta:1:kev-overdue', 'beta:1:high-sla', 'beta:2:kev-overdue', 'alpha:3:medium-sla');
    const arbComputed = fc.uniqueArray(fc.record({ key: keys, findings: fc.integer({ min: 1, max: 3 }) }), { selector: (item) => item.key, maxLength: 4 });
    const arbExisting = fc.uniqueArray(fc.record({ key: keys, findings: fc.integer({ min: 0, max: 3 }), status: fc.constantFrom('active' as const, 'resolved' as const) }), {
      selector: (item) => item.key,
      maxLength: 4,
    });
    fc.assert(
      fc.property(arbComputed, arbExisting, (computedSeed, existingSeed) => {
        const computed = computedSeed.map(({ key, findings }) => ({
          key,
          source: 'beta' as const,
          host_id: 1,
          hostname: 'h',
          hostname_key: 'h',
          metric_id: 'kev-overdue' as const,
          owner: 'o',
          bu_team: 't',
          findings,
          oldest_due_date: '2026-01-01',
          sla_policy_version: 1,
        }));
        const existing: ExistingItem[] = existingSeed.map(({ key, findings, status }) => ({
          key,
          status,
          hostname: 'h',
          owner: 'o',
          bu_team: 't',
          findings,
          oldest_due_date: '2026-01-01',
          sla_policy_version: 1,
        }));
        const plan = planItemWrites(computed, existing);
        // Apply the plan to the stored state, then plan again: nothing is left to write (the recompute converges).
        const after = new Map(existing.map((item) => [item.key, item]));
        for (const item of plan.upserts)
          after.set(item.key, {
            key: item.key,
            status: 'active',
            hostname: item.hostname,
            owner: item.owner,
            bu_team: item.bu_team,
            findings: item.findings,
            oldest_due_date: item.oldest_due_date,
            sla_policy_version: item.sla_policy_version,
          });
        for (const key of plan.resolve) after.set(key, { ...after.get(key)!, status: 'resolved', findings: 0 });
        expect(planItemWrites(computed, after.values())).toEqual({ upserts: [], resolve: [] });
        for (const key of plan.resolve) expect(computed.some((item) => item.key === key)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('when metadata is changed, then each changed field of each item in scope is one change and unchanged values make none', () => {
    const items = [
      { key: 'k1', metric_id: 'kev-overdue', status: 'active' as const, resolution_date: null, remediation_plan: 'patch' },
      { key: 'k2', metric_id: 'high-sla', status: 'active' as const, resolution_date: '2026-12-01', remediation_plan: null },
      { key: 'k3', metric_id: 'medium-sla', status: 'resolved' as const, resolution_date: null, remediation_plan: null },
    ];
    const all = fieldChanges(items, { resolution_date: '2026-12-01', remediation_plan: 'patch', metric_ids: [] });
    expect(all).toEqual([
      { key: 'k1', metric_id: 'kev-overdue', field: 'resolution_date', old_value: null, new_value: '2026-12-01' },
      { key: 'k2', metric_id: 'high-sla', field: 'remediation_plan', old_value: null, new_value: 'patch' },
    ]);
    expect(fieldChanges(items, { remediation_plan: 'x', metric_ids: ['medium-sla'] })).toEqual([{ key: 'k3', metric_id: 'medium-sla', field: 'remediation_plan', old_value: null, new_value: 'x' }]);
  });
});
