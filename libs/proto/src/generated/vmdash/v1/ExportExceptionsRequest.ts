// Original file: vmdash/v1/dashboard_compliance.proto


/**
 * GET /api/exports/exceptions.csv and .xlsx: the filters of ListExceptionsRequest, without paging.
 */
export interface ExportExceptionsRequest {
  'state'?: (string);
  'expiring_within_days'?: (number);
  'team'?: (string);
  '_state'?: "state";
  '_expiring_within_days'?: "expiring_within_days";
  '_team'?: "team";
}

/**
 * GET /api/exports/exceptions.csv and .xlsx: the filters of ListExceptionsRequest, without paging.
 */
export interface ExportExceptionsRequest__Output {
  'state'?: (string);
  'expiring_within_days'?: (number);
  'team'?: (string);
}
