import { SLA_LEVELS, slaDueDate, slaLevelOf, type SlaLevel, type SlaRule, type TrendInterval } from '@vmdash/domain';
import { periodStart } from './remediation-analytics';

/**
 * SLA over time (docs/decisions/0026-finding-lifecycle.md, "SLA over time"): per period and SLA level, the findings
 * fixed in it and how many of them by their SLA due date, and the findings open and past their due date at its end.
 */

const DAY_MS = 86_400_000;

/** A lifecycle record as the SLA analytics read it. */
export interface SlaFinding {
  severity: string;
  risk_rating: string | null;
  first_seen: Date;
  /** Null unless fixed. */
  fixed_at: Date | null;
  /** The host's criticality (1-5), null when the record predates it (then the default tier is taken). */
  criticality: number | null;
  /** YYYY-MM-DD, null outside the KEV catalog. */
  kev_due_date: string | null;
}

/** One period and level. */
export interface SlaPoint {
  period: Date;
  level: SlaLevel;
  fixed: number;
  fixed_within_sla: number;
  open_past_sla: number;
}

/** The periods of a window: their starts, and each one's end (the next start, the current one's: now). */
function periodsOf(since: Date, now: Date, interval: TrendInterval): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const step = interval === 'day' ? DAY_MS : 7 * DAY_MS;
  for (let start = periodStart(since, interval).getTime(); start <= now.getTime(); start += step) starts.push(start);
  return { starts, ends: starts.map((start) => Math.min(start + step, now.getTime())) };
}

/** The first index whose value is at least `time` (values ascending); values.length when none. */
function firstAtLeast(values: number[], time: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Counts SLA outcomes per period of [since, now] and level, for every period (zeros included), oldest first, then
 * critical, high, medium. A finding's due date is the rule's (libs/domain slaDueDate: first_seen's day plus the days of
 * its level and tier, capped at the KEV due date when the rule says so); it is past its SLA from the day after.
 * - fixed / fixed_within_sla: findings whose fixed_at lies in the period, and those fixed before they were past their SLA;
 * - open_past_sla: findings past their SLA and not fixed at the period's end. A finding's record keeps its last fix
 *   only: a reopened finding counts as open since its first sighting.
 * Findings of no SLA level (low, info, or a risk-rating rule and a record without one) are left out.
 * @param defaultCriticality the tier of a record without a criticality (data-cache's RISK_DEFAULT_CRITICALITY)
 */
export async function slaPoints(findings: AsyncIterable<SlaFinding>, rule: SlaRule, since: Date, now: Date, interval: TrendInterval, defaultCriticality: number): Promise<SlaPoint[]> {
  const { starts, ends } = periodsOf(since, now, interval);
  const counts = new Map<SlaLevel, { fixed: Int32Array; within: Int32Array; pastDelta: Int32Array }>(
    SLA_LEVELS.map((level) => [level, { fixed: new Int32Array(starts.length), within: new Int32Array(starts.length), pastDelta: new Int32Array(starts.length + 1) }]),
  );
  for await (const finding of findings) {
    const level = slaLevelOf(rule, finding);
    if (level === null) continue;
    const due = slaDueDate(rule, level, finding.first_seen.toISOString(), finding.criticality ?? defaultCriticality, finding.kev_due_date ?? '');
    const pastFrom = Date.parse(`${due}T00:00:00.000Z`) + DAY_MS;
    const count = counts.get(level)!;
    const fixedAt = finding.fixed_at?.getTime() ?? Number.POSITIVE_INFINITY;
    if (finding.fixed_at !== null && fixedAt >= starts[0] && fixedAt <= now.getTime()) {
      const period = firstAtLeast(starts, fixedAt + 1) - 1;
      count.fixed[period] += 1;
      if (fixedAt < pastFrom) count.within[period] += 1;
    }
    // Past its SLA at the end of each period from the first that ends at or after pastFrom to the last before its fix.
    const from = firstAtLeast(ends, pastFrom);
    const to = firstAtLeast(ends, fixedAt);
    if (from < to) {
      count.pastDelta[from] += 1;
      count.pastDelta[to] -= 1;
    }
  }
  const points: SlaPoint[] = [];
  const running = new Map<SlaLevel, number>(SLA_LEVELS.map((level) => [level, 0]));
  starts.forEach((start, index) => {
    for (const level of SLA_LEVELS) {
      const count = counts.get(level)!;
      running.set(level, running.get(level)! + count.pastDelta[index]);
      points.push({ period: new Date(start), level, fixed: count.fixed[index], fixed_within_sla: count.within[index], open_past_sla: running.get(level)! });
    }
  });
  return points;
}
