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
}
