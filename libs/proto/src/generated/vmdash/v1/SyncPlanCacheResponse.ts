// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The outcome of a full rebuild of the action-plan cache.
 */
export interface SyncPlanCacheResponse {
  'plans_cached'?: (number);
  'hosts_known'?: (number);
  'duration_ms'?: (number | string | Long);
  'synced_at'?: (string);
}

/**
 * The outcome of a full rebuild of the action-plan cache.
 */
export interface SyncPlanCacheResponse__Output {
  'plans_cached': (number);
  'hosts_known': (number);
  'duration_ms': (number);
  'synced_at': (string);
}
