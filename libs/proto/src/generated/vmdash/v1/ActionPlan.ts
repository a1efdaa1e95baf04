// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A stored action plan. Dates: commit_date YYYY-MM-DD; timestamps ISO 8601 UTC.
 */
export interface ActionPlan {
  'action_plan_id'?: (string);
  'host_id'?: (number | string | Long);
  'plan_type'?: (string);
  'commit_date'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'tracker_vnr'?: (string);
  'risk_exc'?: (string);
  /**
   * active or inactive
   */
  'status'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'created_by'?: (string);
  'deactivated_at'?: (string);
  'superseded_by'?: (string);
  '_scanner_id'?: "scanner_id";
  '_active_host_findings_id'?: "active_host_findings_id";
  '_tracker_vnr'?: "tracker_vnr";
  '_risk_exc'?: "risk_exc";
  '_deactivated_at'?: "deactivated_at";
  '_superseded_by'?: "superseded_by";
}

/**
 * A stored action plan. Dates: commit_date YYYY-MM-DD; timestamps ISO 8601 UTC.
 */
export interface ActionPlan__Output {
  'action_plan_id': (string);
  'host_id': (number);
  'plan_type': (string);
  'commit_date': (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number);
  'tracker_vnr'?: (string);
  'risk_exc'?: (string);
  /**
   * active or inactive
   */
  'status': (string);
  'created_at': (string);
  'updated_at': (string);
  'created_by': (string);
  'deactivated_at'?: (string);
  'superseded_by'?: (string);
}
