// Original file: vmdash/v1/dashboard_workflows.proto

import type { Long } from '@grpc/proto-loader';

/**
 * An active action plan as the dashboard's action-plan cache holds it (docs/decisions/0013; the fields
 * of ActionPlan the dashboard shows). commit_date YYYY-MM-DD, created_at ISO 8601 UTC. scanner_id and
 * active_host_findings_id are unset for a whole-host plan.
 */
export interface CachedActionPlan {
  'action_plan_id'?: (string);
  'host_id'?: (number | string | Long);
  'plan_type'?: (string);
  'commit_date'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'created_by'?: (string);
  'created_at'?: (string);
  '_scanner_id'?: "scanner_id";
  '_active_host_findings_id'?: "active_host_findings_id";
}

/**
 * An active action plan as the dashboard's action-plan cache holds it (docs/decisions/0013; the fields
 * of ActionPlan the dashboard shows). commit_date YYYY-MM-DD, created_at ISO 8601 UTC. scanner_id and
 * active_host_findings_id are unset for a whole-host plan.
 */
export interface CachedActionPlan__Output {
  'action_plan_id': (string);
  'host_id': (number);
  'plan_type': (string);
  'commit_date': (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number);
  'created_by': (string);
  'created_at': (string);
}
