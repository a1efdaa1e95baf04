// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * POST /api/plans/sync: starts a plans.sync job (docs/decisions/0028-jobs.md, "Plan sync as a job") and answers it.
 */
export interface SyncPlanCacheRequest {
  /**
   * The caller's address for the audit entry.
   */
  'client_address'?: (string);
  /**
   * The job grant the gateway signed for the job (as StartJobRequest.job_grant).
   */
  'job_grant'?: (string);
}

/**
 * POST /api/plans/sync: starts a plans.sync job (docs/decisions/0028-jobs.md, "Plan sync as a job") and answers it.
 */
export interface SyncPlanCacheRequest__Output {
  /**
   * The caller's address for the audit entry.
   */
  'client_address': (string);
  /**
   * The job grant the gateway signed for the job (as StartJobRequest.job_grant).
   */
  'job_grant': (string);
}
