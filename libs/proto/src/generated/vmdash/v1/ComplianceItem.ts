// Original file: vmdash/v1/dashboard_compliance.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One host out of one compliance metric from one source. Dates: YYYY-MM-DD; timestamps ISO 8601 UTC.
 */
export interface ComplianceItem {
  'hostname'?: (string);
  'host_id'?: (number | string | Long);
  /**
   * alpha or beta
   */
  'source'?: (string);
  /**
   * kev-overdue, critical-sla, high-sla or medium-sla
   */
  'metric_id'?: (string);
  /**
   * Empty when the inventory names none.
   */
  'bu_team'?: (string);
  'owner'?: (string);
  /**
   * Findings of the host that break the metric and no active action plan covers (0 once resolved).
   */
  'findings_count'?: (number);
  /**
   * The earliest due date of those findings (KEV dueDate, or first_seen plus the SLA policy's days).
   */
  'oldest_due_date'?: (string);
  /**
   * Days from oldest_due_date to today (0 once resolved).
   */
  'days_overdue'?: (number);
  'resolution_date'?: (string);
  'remediation_plan'?: (string);
  /**
   * active or resolved
   */
  'status'?: (string);
  /**
   * When the item was last resolved; unset while active.
   */
  'resolved_at'?: (string);
  'updated_at'?: (string);
  /**
   * The version of the SLA policy its due date was set by (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'sla_policy_version'?: (number);
  '_oldest_due_date'?: "oldest_due_date";
  '_resolution_date'?: "resolution_date";
  '_remediation_plan'?: "remediation_plan";
  '_resolved_at'?: "resolved_at";
}

/**
 * One host out of one compliance metric from one source. Dates: YYYY-MM-DD; timestamps ISO 8601 UTC.
 */
export interface ComplianceItem__Output {
  'hostname': (string);
  'host_id': (number);
  /**
   * alpha or beta
   */
  'source': (string);
  /**
   * kev-overdue, critical-sla, high-sla or medium-sla
   */
  'metric_id': (string);
  /**
   * Empty when the inventory names none.
   */
  'bu_team': (string);
  'owner': (string);
  /**
   * Findings of the host that break the metric and no active action plan covers (0 once resolved).
   */
  'findings_count': (number);
  /**
   * The earliest due date of those findings (KEV dueDate, or first_seen plus the SLA policy's days).
   */
  'oldest_due_date'?: (string);
  /**
   * Days from oldest_due_date to today (0 once resolved).
   */
  'days_overdue': (number);
  'resolution_date'?: (string);
  'remediation_plan'?: (string);
  /**
   * active or resolved
   */
  'status': (string);
  /**
   * When the item was last resolved; unset while active.
   */
  'resolved_at'?: (string);
  'updated_at': (string);
  /**
   * The version of the SLA policy its due date was set by (docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  'sla_policy_version': (number);
}
