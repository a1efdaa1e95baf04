// Original file: vmdash/v1/dashboard_compliance.proto


export interface ListComplianceItemsRequest {
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
  /**
   * 1-based
   */
  'page'?: (number);
  'page_size'?: (number);
  '_metric_id'?: "metric_id";
  '_bu_team'?: "bu_team";
  '_owner'?: "owner";
  '_status'?: "status";
  '_overdue'?: "overdue";
}

export interface ListComplianceItemsRequest__Output {
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
  /**
   * 1-based
   */
  'page': (number);
  'page_size': (number);
}
