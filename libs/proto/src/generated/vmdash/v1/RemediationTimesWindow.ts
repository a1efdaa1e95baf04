// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * GET /api/analytics/mttr: the findings fixed in the last window_days days.
 */
export interface RemediationTimesWindow {
  'window_days'?: (number);
}

/**
 * GET /api/analytics/mttr: the findings fixed in the last window_days days.
 */
export interface RemediationTimesWindow__Output {
  'window_days': (number);
}
