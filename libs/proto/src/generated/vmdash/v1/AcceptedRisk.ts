// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * The risk exception that makes a finding accepted: its id, the day it ends (YYYY-MM-DD) and its state (active or
 * expiring).
 */
export interface AcceptedRisk {
  'exception_id'?: (string);
  'expires_on'?: (string);
  'state'?: (string);
}

/**
 * The risk exception that makes a finding accepted: its id, the day it ends (YYYY-MM-DD) and its state (active or
 * expiring).
 */
export interface AcceptedRisk__Output {
  'exception_id': (string);
  'expires_on': (string);
  'state': (string);
}
