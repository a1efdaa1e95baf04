import type { ActionPlanServiceClient, DataCacheServiceClient } from '@vmdash/proto';
import type { DependencyHealth } from '../health/dependency-health';

/** What the Data API routes call: the gRPC clients, the dependency check and the deadlines of long calls. */
export interface DataApiDeps {
  dataCache: DataCacheServiceClient;
  actionPlan: ActionPlanServiceClient;
  dependencyHealth: DependencyHealth;
  /** Deadline of streamed listings and long unary calls (refresh, bulk create), ms. Plain unary calls use the client's default. */
  longCallDeadlineMs: number;
}

/** Call options with the long deadline, from now. */
export function longCall(deps: DataApiDeps): { deadline: number } {
  return { deadline: Date.now() + deps.longCallDeadlineMs };
}
