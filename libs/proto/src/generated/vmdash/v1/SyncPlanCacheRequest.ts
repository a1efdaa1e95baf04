// Original file: vmdash/v1/dashboard_workflows.proto


export interface SyncPlanCacheRequest {
  /**
   * The caller's address for the audit entry.
   */
  'client_address'?: (string);
}

export interface SyncPlanCacheRequest__Output {
  /**
   * The caller's address for the audit entry.
   */
  'client_address': (string);
}
