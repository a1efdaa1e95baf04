import { SEVERITIES, type Severity, type TrendInterval } from '@vmdash/domain';
import type { TransitionKind } from './lifecycle.models';

/**
 * The remediation analytics of the finding lifecycle (docs/decisions/0026-finding-lifecycle.md, "Analytics"), computed
 * from lifecycle records and transitions as they are read: mean time to remediate by team, severity and source, and
 * new and fixed counts per period by severity.
 */

const DAY_MS = 86_400_000;

/** A fixed finding as MTTR reads it: its scope team, severity, source and when it was first seen and fixed. */
export interface FixedFinding {
  team: string;
  severity: Severity;
  source: string;
  first_seen: Date;
  fixed_at: Date;
}

/** Days from first seen to fixed of the fixed findings of one team, severity and source. */
export interface RemediationTimesGroup {
  team: string;
  severity: Severity;
  source: string;
  /** How many fixed findings the mean and median are based on. */
  count: number;
  mean_days: number;
  /** The middle value, or the mean of the two middle values of an even count. */
  median_days: number;
}

/** Most severe first. */
const SEVERITY_RANK = new Map<string, number>(SEVERITIES.map((severity, index) => [severity, index + 1]));
const bySeverity = (a: string, b: string) => (SEVERITY_RANK.get(b) ?? 0) - (SEVERITY_RANK.get(a) ?? 0);

/**
 * Mean and median days from first_seen to fixed_at, per team, severity and source, ordered by team, severity (most
 * severe first) and source. A finding fixed before its recorded first sighting (clock skew between scanners) counts 0 days.
 */
export async function remediationTimes(fixed: AsyncIterable<FixedFinding>): Promise<RemediationTimesGroup[]> {
  const days = new Map<string, { team: string; severity: Severity; source: string; values: number[] }>();
  for await (const finding of fixed) {
    const key = JSON.stringify([finding.team, finding.severity, finding.source]);
    let group = days.get(key);
    if (!group) days.set(key, (group = { team: finding.team, severity: finding.severity, source: finding.source, values: [] }));
    group.values.push(Math.max(0, finding.fixed_at.getTime() - finding.first_seen.getTime()) / DAY_MS);
  }
  return [...days.values()]
    .map(({ values, ...group }) => {
      const sorted = Float64Array.from(values).sort();
      const middle = sorted.length >> 1;
      const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
      return { ...group, count: sorted.length, mean_days: sorted.reduce((sum, value) => sum + value, 0) / sorted.length, median_days: median };
    })
    .sort((a, b) => a.team.localeCompare(b.team) || bySeverity(a.severity, b.severity) || a.source.localeCompare(b.source));
}

/** Start of the UTC day, or of the ISO week (Monday 00:00 UTC), holding `time`. */
export function periodStart(time: Date, interval: TrendInterval): Date {
  const day = Math.floor(time.getTime() / DAY_MS) * DAY_MS;
  if (interval === 'day') return new Date(day);
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - daysSinceMonday * DAY_MS);
}

/** A transition as the trend reads it. */
export interface TrendTransition {
  kind: TransitionKind;
  severity: Severity;
  occurred_at: Date;
}

/** New (opened or reopened) and fixed findings of one period and severity. */
export interface TrendPoint {
  /** Start of the period. */
  period: Date;
  severity: Severity;
  new: number;
  fixed: number;
}

/** Counts transitions per period (by their scan time) and severity; periods without any are left out. Oldest first, then most severe first. */
export async function trendPoints(transitions: AsyncIterable<TrendTransition>, interval: TrendInterval): Promise<TrendPoint[]> {
  const points = new Map<string, TrendPoint>();
  for await (const transition of transitions) {
    const period = periodStart(transition.occurred_at, interval);
    const key = `${period.getTime()}|${transition.severity}`;
    let point = points.get(key);
    if (!point) points.set(key, (point = { period, severity: transition.severity, new: 0, fixed: 0 }));
    if (transition.kind === 'fixed') point.fixed += 1;
    else point.new += 1;
  }
  return [...points.values()].sort((a, b) => a.period.getTime() - b.period.getTime() || bySeverity(a.severity, b.severity));
}
