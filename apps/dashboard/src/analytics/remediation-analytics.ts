import { peerUnavailable, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { DataCacheServiceClient, FindingTrend__Output, RemediationTimes__Output, SlaTrend__Output } from '@vmdash/proto';
import { findingScopeOf, type TeamField } from '../findings/finding-directory';
import type { SlaPolicy } from '../sla-policy/sla-policy.rules';

/** The remediation analytics of a user's teams (docs/decisions/0026-finding-lifecycle.md, "Analytics"). */
export interface RemediationAnalytics {
  /**
   * Mean and median days to fix of the findings of `teams` (null: every team) fixed in the last `windowDays` days.
   * @throws UnavailableError when data-cache cannot answer or refuses (the gateway checks the window and interval first)
   */
  remediationTimes(teams: readonly string[] | null, windowDays: number): Promise<RemediationTimes__Output>;
  /**
   * New and fixed findings of `teams` per day or week over the last `windowDays` days, and the open ones now.
   * @throws as remediationTimes
   */
  trend(teams: readonly string[] | null, windowDays: number, interval: string): Promise<FindingTrend__Output>;
  /**
   * Per day or week over the last `windowDays` days and per SLA level: the findings of `teams` fixed, fixed within their
   * SLA, and open past it, judged by the SLA policy in force (docs/decisions/0026-finding-lifecycle.md, "SLA over time").
   * @throws as remediationTimes
   */
  slaTrend(teams: readonly string[] | null, windowDays: number, interval: string): Promise<SlaTrend__Output>;
}

const UNAVAILABLE_TEXT = 'The remediation analytics are unavailable: the data-cache service did not answer';

/**
 * The analytics over data-cache's GetRemediationTimes, GetFindingTrend and GetSlaTrend (with the SLA policy in force,
 * `policyInForce`), scoped exactly as the findings list is
 * (findingScopeOf with FINDINGS_TEAM_FIELD). Calls run in the request context, with the client's deadline.
 * @param client the process's one data-cache client (a component of the service, which closes it)
 */
export function createDataCacheRemediationAnalytics(client: DataCacheServiceClient, teamField: TeamField, logger: Logger, policyInForce: () => Promise<SlaPolicy>): RemediationAnalytics {
  const call = async <T>(method: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw peerUnavailable(error, `data-cache ${method}`, UNAVAILABLE_TEXT, logger);
    }
  };
  return {
    remediationTimes: (teams, windowDays) => call('GetRemediationTimes', () => unaryCall(client, 'GetRemediationTimes', { scope: findingScopeOf(teamField, teams), window_days: windowDays })),
    trend: (teams, windowDays, interval) => call('GetFindingTrend', () => unaryCall(client, 'GetFindingTrend', { scope: findingScopeOf(teamField, teams), window_days: windowDays, interval })),
    async slaTrend(teams, windowDays, interval) {
      const policy = await policyInForce();
      const rule = { basis: policy.basis, tiers: policy.tiers.map(({ critical, high, medium }) => ({ critical, high, medium })), kev_cap: policy.kev_cap, version: policy.version };
      return call('GetSlaTrend', () => unaryCall(client, 'GetSlaTrend', { scope: findingScopeOf(teamField, teams), window_days: windowDays, interval, rule }));
    },
  };
}
