import { ANALYTICS_DEFAULT_WINDOW_DAYS, ANALYTICS_MAX_WINDOW_DAYS, DATA_SOURCES, SEVERITIES, SLA_LEVELS, SLA_POLICY_BASES, TREND_INTERVALS } from '@vmdash/domain';
import type { FindingTrend__Output, RemediationTimes__Output, SlaTrend__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';
import { queryChoice, queryInteger } from '../workflows/query-fields';

const windowDays = () =>
  queryInteger(`The window: the last this many days up to now (1-${ANALYTICS_MAX_WINDOW_DAYS}, default ${ANALYTICS_DEFAULT_WINDOW_DAYS})`, 1, ANALYTICS_MAX_WINDOW_DAYS).transform(
    (value) => value ?? ANALYTICS_DEFAULT_WINDOW_DAYS,
  );

/** Query of GET /api/analytics/mttr. Unknown keys are refused. */
export const MttrQuery = z.strictObject({ window_days: windowDays() });

/** Query of GET /api/analytics/trend and GET /api/analytics/sla. Unknown keys are refused. */
export const TrendQuery = z.strictObject({
  window_days: windowDays(),
  interval: queryChoice('Period of the counts: a UTC day, or an ISO week from Monday 00:00 UTC (default day)', TREND_INTERVALS).transform((value) => value ?? 'day'),
});

const severity = z.enum(SEVERITIES);
const windowFields = {
  window_days: z.number().int().openapi({ description: 'The window, days' }),
  since: z.string().openapi({ description: 'Start of the window (ISO 8601)', example: '2026-08-29T06:00:00.000Z' }),
};

/** Answer of GET /api/analytics/mttr. */
export const MttrBody = z
  .object({
    ...windowFields,
    groups: z.array(
      z.object({
        team: z.string().openapi({ description: "The value of the team field (FINDINGS_TEAM_FIELD) on the finding's host; empty when it has none" }),
        severity,
        source: z.enum(DATA_SOURCES),
        count: z.number().int().openapi({ description: 'How many fixed findings the mean and median are based on' }),
        mean_days: z.number().openapi({ description: 'Mean days from first_seen to fixed_at' }),
        median_days: z.number().openapi({ description: 'Median days from first_seen to fixed_at' }),
      }),
    ),
  })
  .openapi('RemediationTimes');

/** Answer of GET /api/analytics/trend. */
export const TrendBody = z
  .object({
    ...windowFields,
    interval: z.enum(TREND_INTERVALS),
    points: z.array(
      z.object({
        period: z.string().openapi({ description: 'Start of the period (ISO 8601, 00:00 UTC)' }),
        severity,
        new: z.number().int().openapi({ description: 'Findings opened or reopened in the period' }),
        fixed: z.number().int().openapi({ description: 'Findings fixed in the period' }),
      }),
    ),
    open_now: z.array(z.object({ source: z.enum(DATA_SOURCES), severity, open: z.number().int().openapi({ description: 'Findings open or reopened now' }) })),
  })
  .openapi('FindingTrend');

/** The JSON of a RemediationTimes message. */
export function toMttrJson(answer: RemediationTimes__Output): z.input<typeof MttrBody> {
  return {
    window_days: answer.window_days,
    since: answer.since,
    groups: answer.groups.map((group) => ({
      team: group.team,
      severity: group.severity as z.input<typeof severity>,
      source: group.source as (typeof DATA_SOURCES)[number],
      count: group.count,
      mean_days: group.mean_days,
      median_days: group.median_days,
    })),
  };
}

/** The JSON of a FindingTrend message. */
export function toTrendJson(answer: FindingTrend__Output): z.input<typeof TrendBody> {
  return {
    window_days: answer.window_days,
    since: answer.since,
    interval: answer.interval as (typeof TREND_INTERVALS)[number],
    points: answer.points.map((point) => ({ period: point.period, severity: point.severity as z.input<typeof severity>, new: point.new, fixed: point.fixed })),
    open_now: answer.open_now.map((count) => ({ source: count.source as (typeof DATA_SOURCES)[number], severity: count.severity as z.input<typeof severity>, open: count.open })),
  };
}

/** Answer of GET /api/analytics/sla. */
export const SlaTrendBody = z
  .object({
    ...windowFields,
    interval: z.enum(TREND_INTERVALS),
    basis: z.enum(SLA_POLICY_BASES).openapi({ description: "What a finding's SLA level is read from under the policy in force: its severity or its risk rating" }),
    policy_version: z.number().int().openapi({ description: 'The SLA policy version the findings are judged by (the one in force now)' }),
    points: z.array(
      z.object({
        period: z.string().openapi({ description: 'Start of the period (ISO 8601, 00:00 UTC)' }),
        level: z.enum(SLA_LEVELS).openapi({ description: 'SLA level: the severity or risk rating, as basis says' }),
        fixed: z.number().int().openapi({ description: 'Findings of the level fixed in the period' }),
        fixed_within_sla: z.number().int().openapi({ description: 'Of those, the ones fixed by their SLA due date' }),
        share_within_sla: z.number().nullable().openapi({ description: 'fixed_within_sla / fixed (0-1); null when nothing was fixed' }),
        open_past_sla: z.number().int().openapi({ description: 'Findings open at the end of the period (now, for the current one) and past their SLA due date' }),
      }),
    ),
  })
  .openapi('SlaTrend');

/** The JSON of a SlaTrend message. */
export function toSlaTrendJson(answer: SlaTrend__Output): z.input<typeof SlaTrendBody> {
  return {
    window_days: answer.window_days,
    since: answer.since,
    interval: answer.interval as (typeof TREND_INTERVALS)[number],
    basis: answer.basis as (typeof SLA_POLICY_BASES)[number],
    policy_version: answer.policy_version,
    points: answer.points.map((point) => ({
      period: point.period,
      level: point.level as (typeof SLA_LEVELS)[number],
      fixed: point.fixed,
      fixed_within_sla: point.fixed_within_sla,
      share_within_sla: point.fixed === 0 ? null : point.fixed_within_sla / point.fixed,
      open_past_sla: point.open_past_sla,
    })),
  };
}
