import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { MttrBody, MttrQuery, SlaTrendBody, toMttrJson, toSlaTrendJson, toTrendJson, TrendBody, TrendQuery } from './analytics.schemas';

const tag = 'analytics';
const SCOPE =
  "Both sources' findings (alpha and beta) of the caller's teams: hosts whose team field (FINDINGS_TEAM_FIELD of the dashboard service, bu_team by default) is one of the caller's bu_teams, or every host for an Admin who chose every team. Times are the scans' (docs/decisions/0026-finding-lifecycle.md).";

/** Remediation analytics of the caller's teams from the finding lifecycle (docs/decisions/0026-finding-lifecycle.md, "Analytics"). */
export function analyticsRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/analytics/mttr',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetRemediationTimes'),
      query: MttrQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.analyticsFailed,
      docs: {
        operationId: 'getRemediationTimes',
        summary: 'Mean time to remediate by team, severity and source',
        description: `Mean and median days from first_seen to fixed_at of the findings fixed in the last window_days days (by fixed_at), with the count each is based on. ${SCOPE}`,
        tag,
        responses: { 200: { description: 'The remediation times', schema: MttrBody } },
      },
      handle: async ({ query, call }) => jsonResult(toMttrJson(await unaryCall(workflows, 'GetRemediationTimes', { window_days: query.window_days }, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/analytics/trend',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetFindingTrend'),
      query: TrendQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.analyticsFailed,
      docs: {
        operationId: 'getFindingTrend',
        summary: 'New and fixed findings per day or week by severity, and the open ones now',
        description: `Per period (only periods with a change), the findings opened or reopened and those fixed, by severity, from the lifecycle transitions whose scan time lies in the last window_days days; open_now counts the findings open now. ${SCOPE}`,
        tag,
        responses: { 200: { description: 'The trend', schema: TrendBody } },
      },
      handle: async ({ query, call }) => jsonResult(toTrendJson(await unaryCall(workflows, 'GetFindingTrend', { window_days: query.window_days, interval: query.interval }, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/analytics/sla',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetSlaTrend'),
      query: TrendQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.analyticsFailed,
      docs: {
        operationId: 'getSlaTrend',
        summary: 'SLA over time: findings fixed within their SLA, and open past it, per day or week by SLA level',
        description: `Every period of the last window_days days and every SLA level (critical, high, medium: the severity or risk rating, as the SLA policy in force says), judged by the SLA policy in force now (docs/decisions/0027-risk-score-and-sla-policy.md): a finding's due date is its first_seen day plus the days of its level and its host's asset tier, capped at the KEV due date when the policy says so. fixed counts the findings fixed in the period and fixed_within_sla those fixed by their due date; open_past_sla the findings open at the period's end and past it (a finding keeps its last fix only, so a reopened one counts as open since it was first seen). ${SCOPE}`,
        tag,
        responses: { 200: { description: 'The SLA trend', schema: SlaTrendBody } },
      },
      handle: async ({ query, call }) => jsonResult(toSlaTrendJson(await unaryCall(workflows, 'GetSlaTrend', { window_days: query.window_days, interval: query.interval }, call))),
    }),
  ];
}
