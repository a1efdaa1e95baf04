import type { FindingTrend, RemediationTimes, Severity } from '../../app/api/types';
import { SEVERITIES_MOST_SEVERE_FIRST } from '../../app/api/types';

/**
 * What the overview draws from the remediation analytics (GET /api/analytics/trend and /mttr,
 * docs/decisions/0026-finding-lifecycle.md "Analytics"): the findings open at the end of each week, new and fixed per
 * week, and the mean time to remediate by severity. Pure functions of the API's answers.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Start (ms since the epoch) of the ISO week holding `time`: Monday 00:00 UTC, as the API's week periods. */
export function weekStart(time: number): number {
  const day = Math.floor(time / DAY_MS) * DAY_MS;
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

/** One week of the trend: findings open at its end (now, for the current week) by severity, and its new and fixed findings. */
export interface TrendWeek {
  /** Monday 00:00 UTC, ISO 8601. */
  week: string;
  open: Record<Severity, number>;
  openTotal: number;
  new: number;
  fixed: number;
}

const zeroBySeverity = (): Record<Severity, number> => Object.fromEntries(SEVERITIES_MOST_SEVERE_FIRST.map((severity) => [severity, 0])) as Record<Severity, number>;

/**
 * The weeks of a weekly trend answer, oldest first, from the week holding the window's start (`since`) to the week
 * holding `now`, weeks without a change included. The API gives what is open now (`open_now`, both sources) and what
 * changed per week; what was open at the end of an earlier week is open now less the new findings of the weeks after
 * it plus their fixed ones (never below 0: a finding whose host changed team counts in the team it has now).
 */
export function trendWeeks(trend: Pick<FindingTrend, 'since' | 'points' | 'open_now'>, now: number): TrendWeek[] {
  const changes = new Map<number, { new: Record<Severity, number>; fixed: Record<Severity, number> }>();
  for (const point of trend.points) {
    const key = weekStart(Date.parse(point.period));
    let change = changes.get(key);
    if (!change) changes.set(key, (change = { new: zeroBySeverity(), fixed: zeroBySeverity() }));
    change.new[point.severity] += point.new;
    change.fixed[point.severity] += point.fixed;
  }
  const open = zeroBySeverity();
  for (const count of trend.open_now) open[count.severity] += count.open;
  const weeks: TrendWeek[] = [];
  for (let week = weekStart(now); week >= weekStart(Date.parse(trend.since)); week -= WEEK_MS) {
    const change = changes.get(week);
    const sum = (counts: Record<Severity, number> | undefined) => (counts ? SEVERITIES_MOST_SEVERE_FIRST.reduce((total, severity) => total + counts[severity], 0) : 0);
    const openAtEnd = { ...open };
    weeks.push({ week: new Date(week).toISOString(), open: openAtEnd, openTotal: sum(openAtEnd), new: sum(change?.new), fixed: sum(change?.fixed) });
    if (change) for (const severity of SEVERITIES_MOST_SEVERE_FIRST) open[severity] = Math.max(0, open[severity] - change.new[severity] + change.fixed[severity]);
  }
  return weeks.reverse();
}

/** Mean days to remediate of one severity over every team and source, and how many fixed findings it rests on. */
export interface SeverityRemediation {
  severity: Severity;
  count: number;
  meanDays: number;
}

/**
 * MTTR by severity, most severe first, severities without a fixed finding left out: the API's means per team,
 * severity and source weighted by their counts (the mean of all those findings; medians do not combine, so none).
 */
export function remediationBySeverity(groups: RemediationTimes['groups']): SeverityRemediation[] {
  return SEVERITIES_MOST_SEVERE_FIRST.map((severity) => {
    const ofSeverity = groups.filter((group) => group.severity === severity);
    const count = ofSeverity.reduce((total, group) => total + group.count, 0);
    const meanDays = count === 0 ? 0 : ofSeverity.reduce((total, group) => total + group.mean_days * group.count, 0) / count;
    return { severity, count, meanDays };
  }).filter((entry) => entry.count > 0);
}

/** A week's label: its Monday as "23 Nov" (UTC). */
export function weekLabel(week: string): string {
  return new Date(week).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
