// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * GET /api/plans/status: what the action-plan cache holds and how current it is. Times ISO 8601 UTC, unset when it
 * never happened; durations ms.
 */
export interface PlanCacheStatus {
  'plans_cached'?: (number);
  /**
   * Hosts the action-plan service knows: hosts with an active plan (PLANS_SOURCE=action-plan), or the hosts the last
   * sync found the action plans upstream service knows (PLANS_SOURCE=upstream; docs/decisions/0013-action-plan-cache.md).
   */
  'hosts_known'?: (number);
  'last_event_at'?: (string);
  'last_sync_at'?: (string);
  'last_sync_duration_ms'?: (number | string | Long);
  /**
   * true while the cache may miss a change: no sync and no event applied yet, or plan events wait for the consumer.
   */
  'behind'?: (boolean);
  /**
   * Plan events delivered to the consumer but not yet acknowledged, plus those not yet delivered.
   */
  'pending_events'?: (number | string | Long);
  '_last_event_at'?: "last_event_at";
  '_last_sync_at'?: "last_sync_at";
  '_last_sync_duration_ms'?: "last_sync_duration_ms";
}

/**
 * GET /api/plans/status: what the action-plan cache holds and how current it is. Times ISO 8601 UTC, unset when it
 * never happened; durations ms.
 */
export interface PlanCacheStatus__Output {
  'plans_cached': (number);
  /**
   * Hosts the action-plan service knows: hosts with an active plan (PLANS_SOURCE=action-plan), or the hosts the last
   * sync found the action plans upstream service knows (PLANS_SOURCE=upstream; docs/decisions/0013-action-plan-cache.md).
   */
  'hosts_known': (number);
  'last_event_at'?: (string);
  'last_sync_at'?: (string);
  'last_sync_duration_ms'?: (number);
  /**
   * true while the cache may miss a change: no sync and no event applied yet, or plan events wait for the consumer.
   */
  'behind': (boolean);
  /**
   * Plan events delivered to the consumer but not yet acknowledged, plus those not yet delivered.
   */
  'pending_events': (number);
}
