// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * One team and metric.
 */
export interface ComplianceSummaryRow {
  /**
   * Empty for hosts without a team.
   */
  'bu_team'?: (string);
  'metric_id'?: (string);
  'active'?: (number);
  'overdue'?: (number);
  'resolved_last_30_days'?: (number);
  /**
   * Hosts of the team without an active item of the metric, over the team's hosts (0..1; 1 for a team without hosts).
   */
  'compliant_share'?: (number | string);
  'hosts'?: (number);
  /**
   * Findings of the metric that a risk exception in force keeps out of it (accepted risk, docs/decisions/0032).
   */
  'accepted_risk_findings'?: (number);
  /**
   * Hosts with at least one such finding.
   */
  'accepted_risk_hosts'?: (number);
}

/**
 * One team and metric.
 */
export interface ComplianceSummaryRow__Output {
  /**
   * Empty for hosts without a team.
   */
  'bu_team': (string);
  'metric_id': (string);
  'active': (number);
  'overdue': (number);
  'resolved_last_30_days': (number);
  /**
   * Hosts of the team without an active item of the metric, over the team's hosts (0..1; 1 for a team without hosts).
   */
  'compliant_share': (number);
  'hosts': (number);
  /**
   * Findings of the metric that a risk exception in force keeps out of it (accepted risk, docs/decisions/0032).
   */
  'accepted_risk_findings': (number);
  /**
   * Hosts with at least one such finding.
   */
  'accepted_risk_hosts': (number);
}
