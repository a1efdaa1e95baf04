// Original file: vmdash/v1/action_plan.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Fields of a new plan, shared by the single and the bulk create.
 */
export interface PlanFields {
  'plan_type'?: (string);
  'commit_date'?: (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number | string | Long);
  'tracker_vnr'?: (string);
  'risk_exc'?: (string);
  '_scanner_id'?: "scanner_id";
  '_active_host_findings_id'?: "active_host_findings_id";
  '_tracker_vnr'?: "tracker_vnr";
  '_risk_exc'?: "risk_exc";
}

/**
 * Fields of a new plan, shared by the single and the bulk create.
 */
export interface PlanFields__Output {
  'plan_type': (string);
  'commit_date': (string);
  'scanner_id'?: (string);
  'active_host_findings_id'?: (number);
  'tracker_vnr'?: (string);
  'risk_exc'?: (string);
}
