import type { ActionPlanServiceClient, DataCacheServiceClient } from '@vmdash/proto';
import type { DependencyHealth } from '../health/dependency-health';

/** What the Data API routes call: the gRPC clients and the dependency check. */
export interface DataApiDeps {
  dataCache: DataCacheServiceClient;
  actionPlan: ActionPlanServiceClient;
  dependencyHealth: DependencyHealth;
}
