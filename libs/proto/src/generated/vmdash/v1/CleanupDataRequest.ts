// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * POST /api/admin/cleanup (docs/decisions/0015-exports-and-cleanup.md).
 */
export interface CleanupDataRequest {
  /**
   * At least 30 (INVALID_ARGUMENT below).
   */
  'older_than_days'?: (number);
  'client_address'?: (string);
}

/**
 * POST /api/admin/cleanup (docs/decisions/0015-exports-and-cleanup.md).
 */
export interface CleanupDataRequest__Output {
  /**
   * At least 30 (INVALID_ARGUMENT below).
   */
  'older_than_days': (number);
  'client_address': (string);
}
