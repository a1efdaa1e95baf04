// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * GET /api/exports/compliance.csv and .xlsx (docs/decisions/0015): the filters of ListComplianceItemsRequest, without
 * paging: every item of the caller's teams that passes them, in the list's order (hostname, metric, source).
 */
export interface ExportComplianceItemsRequest {
  'metric_id'?: (string);
  'bu_team'?: (string);
  'owner'?: (string);
  /**
   * active or resolved
   */
  'status'?: (string);
  /**
   * True: only items past their due date and active; false: only the others.
   */
  'overdue'?: (boolean);
  '_metric_id'?: "metric_id";
  '_bu_team'?: "bu_team";
  '_owner'?: "owner";
  '_status'?: "status";
  '_overdue'?: "overdue";
}

/**
 * GET /api/exports/compliance.csv and .xlsx (docs/decisions/0015): the filters of ListComplianceItemsRequest, without
 * paging: every item of the caller's teams that passes them, in the list's order (hostname, metric, source).
 */
export interface ExportComplianceItemsRequest__Output {
  'metric_id'?: (string);
  'bu_team'?: (string);
  'owner'?: (string);
  /**
   * active or resolved
   */
  'status'?: (string);
  /**
   * True: only items past their due date and active; false: only the others.
   */
  'overdue'?: (boolean);
}
