// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * GET /api/analytics/trend: new and fixed counts per "day" or "week" over the last window_days days.
 */
export interface FindingTrendWindow {
  'window_days'?: (number);
  'interval'?: (string);
}

/**
 * GET /api/analytics/trend: new and fixed counts per "day" or "week" over the last window_days days.
 */
export interface FindingTrendWindow__Output {
  'window_days': (number);
  'interval': (string);
}
