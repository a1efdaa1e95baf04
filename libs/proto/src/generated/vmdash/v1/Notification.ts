// Original file: vmdash/v1/dashboard_workflows.proto


/**
 * An in-app notification of one user (a tracker issue they submitted was closed).
 */
export interface Notification {
  'id'?: (string);
  /**
   * tracker_issue_closed, job_finished (id "job:<job id>", GET /api/jobs/{job id}; no url) or risk_exception
   */
  'type'?: (string);
  'title'?: (string);
  'message'?: (string);
  'issue_key'?: (string);
  'url'?: (string);
  'read'?: (boolean);
  'created_at'?: (string);
  'read_at'?: (string);
  '_issue_key'?: "issue_key";
  '_url'?: "url";
  '_read_at'?: "read_at";
}

/**
 * An in-app notification of one user (a tracker issue they submitted was closed).
 */
export interface Notification__Output {
  'id': (string);
  /**
   * tracker_issue_closed, job_finished (id "job:<job id>", GET /api/jobs/{job id}; no url) or risk_exception
   */
  'type': (string);
  'title': (string);
  'message': (string);
  'issue_key'?: (string);
  'url'?: (string);
  'read': (boolean);
  'created_at': (string);
  'read_at'?: (string);
}
