// Original file: vmdash/v1/integration.proto


/**
 * One tracker issue as vmdash keeps it. Timestamps ISO 8601 as the tracker sent them.
 */
export interface TrackerIssue {
  /**
   * e.g. "VM-123"
   */
  'key'?: (string);
  /**
   * Browse address of the issue: {tracker_url}/browse/{key}
   */
  'url'?: (string);
  'summary'?: (string);
  /**
   * The raw status name (no fixed list, interface spec "Dashboard records").
   */
  'status'?: (string);
  /**
   * The status category key: new, indeterminate or done; an issue is closed when it is done.
   */
  'status_category'?: (string);
  'assignee'?: (string);
  'priority'?: (string);
  'resolution'?: (string);
  'created'?: (string);
  'updated'?: (string);
  '_assignee'?: "assignee";
  '_priority'?: "priority";
  '_resolution'?: "resolution";
}

/**
 * One tracker issue as vmdash keeps it. Timestamps ISO 8601 as the tracker sent them.
 */
export interface TrackerIssue__Output {
  /**
   * e.g. "VM-123"
   */
  'key': (string);
  /**
   * Browse address of the issue: {tracker_url}/browse/{key}
   */
  'url': (string);
  'summary': (string);
  /**
   * The raw status name (no fixed list, interface spec "Dashboard records").
   */
  'status': (string);
  /**
   * The status category key: new, indeterminate or done; an issue is closed when it is done.
   */
  'status_category': (string);
  'assignee'?: (string);
  'priority'?: (string);
  'resolution'?: (string);
  'created': (string);
  'updated': (string);
}
