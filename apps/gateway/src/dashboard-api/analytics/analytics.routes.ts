import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import { MttrBody, MttrQuery, toMttrJson, toTrendJson, TrendBody, TrendQuery } from './analytics.schemas';

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
  ];
}
