// Original file: vmdash/v1/dashboard_workflows.proto

import type { WorkflowStatus as _vmdash_v1_WorkflowStatus, WorkflowStatus__Output as _vmdash_v1_WorkflowStatus__Output } from '../../vmdash/v1/WorkflowStatus';
import type { Long } from '@grpc/proto-loader';

/**
 * The outcome of a full rebuild of the action-plan cache. status is OK, or (upstream mode) UPSTREAM_FAILED /
 * UPSTREAM_TIMEOUT with the integration service's text when the action plans upstream service could not be read:
 * then the cache keeps what it had and the counts are not set.
 */
export interface SyncPlanCacheResponse {
  'plans_cached'?: (number);
  'hosts_known'?: (number);
  'duration_ms'?: (number | string | Long);
  'synced_at'?: (string);
  'status'?: (_vmdash_v1_WorkflowStatus | null);
}

/**
 * The outcome of a full rebuild of the action-plan cache. status is OK, or (upstream mode) UPSTREAM_FAILED /
 * UPSTREAM_TIMEOUT with the integration service's text when the action plans upstream service could not be read:
 * then the cache keeps what it had and the counts are not set.
 */
export interface SyncPlanCacheResponse__Output {
  'plans_cached': (number);
  'hosts_known': (number);
  'duration_ms': (number);
  'synced_at': (string);
  'status': (_vmdash_v1_WorkflowStatus__Output | null);
}
