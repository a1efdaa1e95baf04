import { ANALYTICS_MAX_WINDOW_DAYS, ASSET_CRITICALITIES, DATA_SOURCES, SEVERITIES, SLA_POLICY_BASES, TREND_INTERVALS, ValidationError, type SlaRule, type TrendInterval } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { AnalyticsScope, FindingLifecycleStore } from './finding-lifecycle.store';
import { remediationTimes, trendPoints } from './remediation-analytics';
import { slaPoints } from './sla-analytics';
import type { DailyFindingCounts } from './daily-counts.store';

const DAY_MS = 86_400_000;

/** The team scope of an analytics request, as QueryBetaFindings reads its scope; an empty team list matches nothing. */
function scopeOf(scope: { team_field: string; all_teams: boolean; teams: string[] } | null): AnalyticsScope {
  return {
    teamField: scope?.team_field === 'FINDING_TEAM_FIELD_OWNER' ? 'owner' : 'bu_team',
    teams: scope?.all_teams ? null : new Set(scope?.teams ?? []),
  };
}

/**
 * The start of a window of `windowDays` days ending now.
 * @throws ValidationError when windowDays is outside 1..ANALYTICS_MAX_WINDOW_DAYS
 */
function windowStart(windowDays: number, now: Date): Date {
  if (!Number.isInteger(windowDays) || windowDays < 1 || windowDays > ANALYTICS_MAX_WINDOW_DAYS) {
    throw new ValidationError(`window_days must be 1..${ANALYTICS_MAX_WINDOW_DAYS}`);
  }
  return new Date(now.getTime() - windowDays * DAY_MS);
}

/**
 * The interval of a request.
 * @throws ValidationError when it is not day or week
 */
function intervalOf(requested: string): TrendInterval {
  const interval = TREND_INTERVALS.find((name) => name === requested);
  if (!interval) throw new ValidationError(`interval must be one of ${TREND_INTERVALS.join(', ')}`);
  return interval;
}

/**
 * The SLA rule of a request.
 * @throws ValidationError for an unknown basis or a tier count other than five
 */
function slaRuleOf(rule: { basis: string; tiers: { critical: number; high: number; medium: number }[]; kev_cap: boolean } | null): SlaRule {
  const basis = SLA_POLICY_BASES.find((name) => name === rule?.basis);
  if (!rule || !basis) throw new ValidationError(`basis must be one of ${SLA_POLICY_BASES.join(', ')}`);
  if (rule.tiers.length !== ASSET_CRITICALITIES.length) throw new ValidationError(`an SLA rule has ${ASSET_CRITICALITIES.length} tiers`);
  return { basis, tiers: rule.tiers, kev_cap: rule.kev_cap };
}

/**
 * GetRemediationTimes, GetFindingTrend and GetSlaTrend: the remediation analytics of both sources' finding lifecycle
 * (docs/decisions/0026-finding-lifecycle.md, "Analytics"), in the team scope the dashboard decided from the user's token.
 * @throws ValidationError (INVALID_ARGUMENT) for a window outside 1..ANALYTICS_MAX_WINDOW_DAYS or an interval not day or week
 */
export function remediationAnalyticsHandlers(
  lifecycle: FindingLifecycleStore,
  daily: Pick<DailyFindingCounts, 'covers' | 'trend'>,
  defaultCriticality: number,
  now: () => Date = () => new Date(),
): Pick<ServiceImplementation<'vmdash.v1.DataCacheService'>, 'GetRemediationTimes' | 'GetFindingTrend' | 'GetSlaTrend'> {
  return {
    GetRemediationTimes: async (request) => {
      const since = windowStart(request.window_days, now());
      const groups = await remediationTimes(lifecycle.fixedSince(scopeOf(request.scope), since));
      return { window_days: request.window_days, since: since.toISOString(), groups };
    },
    GetFindingTrend: async (request) => {
      const at = now();
      const since = windowStart(request.window_days, at);
      const interval = intervalOf(request.interval);
      const scope = scopeOf(request.scope);
      // The daily aggregates when they reach back to the window's first day (whole days), else the transitions.
      const counted = daily.covers(since, at) ? daily.trend(scope.teamField, scope.teams, since, interval) : trendPoints(lifecycle.transitionsSince(scope, since), interval);
      const [points, open] = await Promise.all([counted, lifecycle.openCounts(scope)]);
      return {
        window_days: request.window_days,
        interval,
        since: since.toISOString(),
        points: points.map((point) => ({ ...point, period: point.period.toISOString() })),
        open_now: DATA_SOURCES.flatMap((source) => [...SEVERITIES].reverse().map((severity) => ({ source, severity, open: open.get(`${source}:${severity}`) ?? 0 }))),
      };
    },
    GetSlaTrend: async (request) => {
      const at = now();
      const since = windowStart(request.window_days, at);
      const interval = intervalOf(request.interval);
      const rule = slaRuleOf(request.rule);
      const points = await slaPoints(lifecycle.slaFindings(scopeOf(request.scope), rule.basis, since), rule, since, at, interval, defaultCriticality);
      return {
        window_days: request.window_days,
        interval,
        since: since.toISOString(),
        basis: rule.basis,
        policy_version: request.rule?.version ?? 0,
        points: points.map((point) => ({ ...point, period: point.period.toISOString() })),
      };
    },
  };
}
