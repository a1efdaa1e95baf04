// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The counts of a full rebuild of the action-plan cache. In upstream mode the sync is refused with UPSTREAM_FAILED or
 * UPSTREAM_TIMEOUT and the integration service's text when the action plans upstream service could not be read; the
 * cache keeps what it had.
 */
export interface SyncPlanCacheResponse {
  'plans_cached'?: (number);
  'hosts_known'?: (number);
  'duration_ms'?: (number | string | Long);
  'synced_at'?: (string);
}

/**
 * The counts of a full rebuild of the action-plan cache. In upstream mode the sync is refused with UPSTREAM_FAILED or
 * UPSTREAM_TIMEOUT and the integration service's text when the action plans upstream service could not be read; the
 * cache keeps what it had.
 */
export interface SyncPlanCacheResponse__Output {
  'plans_cached': (number);
  'hosts_known': (number);
  'duration_ms': (number);
  'synced_at': (string);
}
