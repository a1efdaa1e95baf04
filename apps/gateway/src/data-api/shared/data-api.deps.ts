import type { ActionPlanServiceClient, DataCacheServiceClient } from '@vmdash/proto';
import type { DependencyHealth } from '../health/service-health-checks';

/** What the Data API routes call: the gRPC clients and the dependency check. */
export interface DataApiDeps {
  dataCache: DataCacheServiceClient;
  actionPlan: ActionPlanServiceClient;
  dependencyHealth: DependencyHealth;
}
