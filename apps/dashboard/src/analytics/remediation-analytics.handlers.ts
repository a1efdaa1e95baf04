import type { ServiceImplementation } from '@vmdash/grpc';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { RemediationAnalytics } from './remediation-analytics';

/** Remediation analytics RPCs of DashboardWorkflowService: MTTR, the findings trend and SLA over time of the caller's teams. */
export function createRemediationAnalyticsHandlers(
  analytics: RemediationAnalytics,
): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, 'GetRemediationTimes' | 'GetFindingTrend' | 'GetSlaTrend'> {
  return {
    GetRemediationTimes: async (request, context) => analytics.remediationTimes(workflowCallerOf(context).teams, request.window_days),
    GetFindingTrend: async (request, context) => analytics.trend(workflowCallerOf(context).teams, request.window_days, request.interval),
    GetSlaTrend: async (request, context) => analytics.slaTrend(workflowCallerOf(context).teams, request.window_days, request.interval),
  };
}
