import { addDays, COMPLIANCE_METRIC_IDS, SLA_LEVELS, slaDueDate } from '@vmdash/domain';
import type { CachedActionPlan, PlannedFindingRef } from '../plans/active-plans';
import { slaLevelOf, type SlaPolicy } from '../sla-policy/sla-policy.rules';

/** A compliance metric id (libs/domain COMPLIANCE_METRIC_IDS). */
export type MetricId = (typeof COMPLIANCE_METRIC_IDS)[number];

/** The SLA policy version each metric of a host is judged by (docs/decisions/0027-risk-score-and-sla-policy.md). */
export type PolicyOf = (metric: MetricId) => SlaPolicy;

/** One finding data-cache judges (its ComplianceFinding message; empty strings for absent dates). */
export interface JudgedFinding {
  /** beta: scanner_id; alpha: CVE id. */
  finding_key: string;
  active_host_findings_id: number;
  /** libs/domain SEVERITIES spelling (lower case). */
  severity: string;
  /** ISO 8601 or ''. */
  first_seen: string;
  /** YYYY-MM-DD or ''. */
  kev_due_date: string;
  /** libs/domain RISK_RATINGS spelling. */
  risk_rating: string;
  /** Its CVE ids (alpha: its one CVE). */
  cve_ids: readonly string[];
}

/** One host of data-cache with its judgeable findings (its ComplianceHost message). */
export interface JudgedHost {
  source: 'alpha' | 'beta';
  host_id: number;
  hostname: string;
  owner: string;
  bu_team: string;
  findings: JudgedFinding[];
  /** The host's criticality (1-5; 0 when data-cache scored none of its findings): the SLA policy's asset tier. */
  criticality: number;
}

/** What a host's item of one metric is computed to be: the breaking findings no plan covers and the earliest due date. */
export interface ComputedItem {
  key: string;
  source: 'alpha' | 'beta';
  host_id: number;
  hostname: string;
  hostname_key: string;
  metric_id: MetricId;
  owner: string;
  bu_team: string;
  findings: number;
  /** YYYY-MM-DD */
  oldest_due_date: string;
  /** The SLA policy version the due date was set by. */
  sla_policy_version: number;
}

/** The stored key of a host's item of one metric: one item per (host, metric, source) (docs/decisions/0014). */
export function itemKey(source: string, hostId: number, metric: string): string {
  return `${source}:${hostId}:${metric}`;
}

/** The comparison key of a hostname: hostnames are DNS names, compared case-insensitively (RFC 4343). */
export function hostnameKey(hostname: string): string {
  return hostname.toLowerCase();
}

/** A date plus days (libs/domain, shared with the SLA analytics). */
export { addDays };

/** Whole days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/** Today's UTC date, YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The metrics a finding on an asset of `criticality` breaks on `today` (YYYY-MM-DD) with the due date it missed
 * (docs/decisions/0014-compliance-items.md; docs/decisions/0027-risk-score-and-sla-policy.md): kev-overdue when the KEV
 * catalog's due date of one of its CVEs is past (before today); <level>-sla when its level under that metric's policy
 * (its severity, or its risk rating) is the metric's and it has been open (since first_seen) longer than the policy's
 * days for that level and tier, the due date capped at the KEV due date when the policy says so. A finding without the
 * date a metric needs breaks none of it.
 */
export function brokenMetrics(finding: JudgedFinding, criticality: number, policyOf: PolicyOf, today: string): { metric: MetricId; dueDate: string }[] {
  const broken: { metric: MetricId; dueDate: string }[] = [];
  if (finding.kev_due_date !== '' && finding.kev_due_date < today) broken.push({ metric: 'kev-overdue', dueDate: finding.kev_due_date });
  if (finding.first_seen === '') return broken;
  for (const level of SLA_LEVELS) {
    const metric = `${level}-sla` as const;
    const policy = policyOf(metric);
    if (slaLevelOf(policy, finding) !== level) continue;
    const dueDate = slaDueDate(policy, level, finding.first_seen, criticality, finding.kev_due_date);
    if (dueDate < today) broken.push({ metric, dueDate });
  }
  return broken;
}

/**
 * Whether an active action plan covers a finding (apps/dashboard/src/plans/active-plans.ts, ActivePlanLookup): a
 * whole-host plan of its host, or a plan naming its scanner_id, or its active_host_findings_id
 * (docs/decisions/0003, "Supersede").
 */
export function planCovers(plan: CachedActionPlan, finding: PlannedFindingRef): boolean {
  if (plan.host_id !== finding.host_id) return false;
  if (plan.scanner_id === null && plan.active_host_findings_id === null) return true;
  return plan.scanner_id === finding.scanner_id || plan.active_host_findings_id === finding.active_host_findings_id;
}

/**
 * The items a host has on `today`: one per metric it breaks with a finding no active plan covers, counting those
 * findings and keeping the earliest due date, each judged by the SLA policy version `policyOf` gives its metric.
 * Action plans name beta hosts and findings, so they cover beta findings only (docs/decisions/0014-compliance-items.md).
 * A finding `accepted` says is covered by a risk exception in force and counts nowhere either
 * (docs/decisions/0032-risk-exceptions.md).
 */
export function computeHostItems(
  host: JudgedHost,
  plans: readonly CachedActionPlan[],
  policyOf: PolicyOf,
  today: string,
  accepted: (host: JudgedHost, finding: JudgedFinding) => boolean = () => false,
): ComputedItem[] {
  const items = new Map<MetricId, ComputedItem>();
  for (const finding of host.findings) {
    const broken = brokenMetrics(finding, host.criticality, policyOf, today);
    if (broken.length === 0) continue;
    const ref = { host_id: host.host_id, scanner_id: finding.finding_key, active_host_findings_id: finding.active_host_findings_id };
    if (host.source === 'beta' && (plans.some((plan) => planCovers(plan, ref)) || accepted(host, finding))) continue;
    for (const { metric, dueDate } of broken) {
      const item = items.get(metric);
      if (item) {
        item.findings += 1;
        if (dueDate < item.oldest_due_date) item.oldest_due_date = dueDate;
      } else {
        items.set(metric, {
          key: itemKey(host.source, host.host_id, metric),
          source: host.source,
          host_id: host.host_id,
          hostname: host.hostname,
          hostname_key: hostnameKey(host.hostname),
          metric_id: metric,
          owner: host.owner,
          bu_team: host.bu_team,
          findings: 1,
          oldest_due_date: dueDate,
          sla_policy_version: policyOf(metric).version,
        });
      }
    }
  }
  return [...items.values()];
}

/**
 * The accepted risk of a host on `today` (docs/decisions/0032-risk-exceptions.md, "Effect"): per metric, how many of
 * its findings would break it but are covered by a risk exception in force (`accepted`), whatever action plan also
 * covers them. Beta hosts only, as computeHostItems applies exceptions to beta findings only. Metrics without such a
 * finding are absent.
 */
export function acceptedRiskOfHost(host: JudgedHost, policyOf: PolicyOf, today: string, accepted: (host: JudgedHost, finding: JudgedFinding) => boolean): Map<MetricId, number> {
  const counts = new Map<MetricId, number>();
  if (host.source !== 'beta') return counts;
  for (const finding of host.findings) {
    const broken = brokenMetrics(finding, host.criticality, policyOf, today);
    if (broken.length === 0 || !accepted(host, finding)) continue;
    for (const { metric } of broken) counts.set(metric, (counts.get(metric) ?? 0) + 1);
  }
  return counts;
}

/** The stored state of an item that a recompute compares against. */
export interface ExistingItem {
  key: string;
  status: 'active' | 'resolved';
  hostname: string;
  owner: string;
  bu_team: string;
  findings: number;
  oldest_due_date: string | null;
  sla_policy_version: number;
}

/** The writes that bring stored items to the computed ones. */
export interface ItemPlan {
  /** Items to store as computed and active (new, reactivated, or with other counts or dates). */
  upserts: ComputedItem[];
  /** Keys of active items no longer computed: to resolve. */
  resolve: string[];
}

/**
 * Compares computed items with the stored ones of the same hosts: what to upsert (new or changed) and which active
 * items to resolve. Pure and deterministic, so a recompute that was interrupted and runs again converges on the same
 * writes (docs/decisions/0014-compliance-items.md, "Recompute").
 */
export function planItemWrites(computed: Iterable<ComputedItem>, existing: Iterable<ExistingItem>): ItemPlan {
  const stored = new Map<string, ExistingItem>();
  for (const item of existing) stored.set(item.key, item);
  const upserts: ComputedItem[] = [];
  const seen = new Set<string>();
  for (const item of computed) {
    seen.add(item.key);
    const known = stored.get(item.key);
    const same =
      known !== undefined &&
      known.status === 'active' &&
      known.findings === item.findings &&
      known.oldest_due_date === item.oldest_due_date &&
      known.sla_policy_version === item.sla_policy_version &&
      known.hostname === item.hostname &&
      known.owner === item.owner &&
      known.bu_team === item.bu_team;
    if (!same) upserts.push(item);
  }
  const resolve = [...stored.values()].filter((item) => item.status === 'active' && !seen.has(item.key)).map((item) => item.key);
  return { upserts, resolve };
}

/** The metadata fields a user sets on items (docs/decisions/0014: resolution_date YYYY-MM-DD, remediation_plan). */
export type MetadataField = 'resolution_date' | 'remediation_plan';

/** A metadata change: the fields given are set (null clears them); metric ids empty means every active item. */
export interface MetadataChange {
  resolution_date?: string | null;
  remediation_plan?: string | null;
  metric_ids: readonly string[];
}

/** The metadata of one item. */
export interface ItemMetadata {
  key: string;
  metric_id: string;
  status: 'active' | 'resolved';
  resolution_date: string | null;
  remediation_plan: string | null;
}

/** One changed field of one item (a history entry without who and when). */
export interface FieldChange {
  key: string;
  metric_id: string;
  field: MetadataField;
  old_value: string | null;
  new_value: string | null;
}

/** The items a change applies to: those of its metric ids, or every active item when it names none (interface spec). */
export function itemsInScope<T extends ItemMetadata>(items: readonly T[], change: Pick<MetadataChange, 'metric_ids'>): T[] {
  if (change.metric_ids.length === 0) return items.filter((item) => item.status === 'active');
  const wanted = new Set(change.metric_ids);
  return items.filter((item) => wanted.has(item.metric_id));
}

/**
 * The field changes of applying `change` to `items`: one per field whose value differs, per item (interface spec: each
 * change is recorded in history; docs/decisions/0014: each changed field of each item is one history entry). A field set to its
 * current value changes nothing.
 */
export function fieldChanges(items: readonly ItemMetadata[], change: MetadataChange): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const item of itemsInScope(items, change)) {
    for (const field of ['resolution_date', 'remediation_plan'] as const) {
      const value = change[field];
      if (value === undefined || value === item[field]) continue;
      changes.push({ key: item.key, metric_id: item.metric_id, field, old_value: item[field], new_value: value });
    }
  }
  return changes;
}
