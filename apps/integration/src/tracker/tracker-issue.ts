/** One tracker issue as vmdash keeps it (protos/vmdash/v1/integration.proto TrackerIssue). */
export interface TrackerIssue {
  key: string;
  /** {TRACKER_URL}/browse/{key} */
  url: string;
  summary: string;
  /** The raw status name. */
  status: string;
  /** new, indeterminate or done; an issue is closed when it is done, whatever its status is called. */
  status_category: string;
  assignee?: string;
  priority?: string;
  resolution?: string;
  created: string;
  updated: string;
}

/** An issue as Jira's search answers it (the fields requested on every search). */
export interface JiraIssue {
  key: string;
  fields: {
    summary?: string;
    status?: { name?: string; statusCategory?: { key?: string } };
    assignee?: { name?: string; displayName?: string } | null;
    priority?: { name?: string } | null;
    resolution?: { name?: string } | null;
    created?: string;
    updated?: string;
  };
}

/** Jira issue keys: project key, dash, number (refused before any call otherwise: a key goes into JQL). */
export const ISSUE_KEY_PATTERN = /^[A-Z][A-Z0-9_]*-\d+$/;

/** vmdash's form of a Jira issue; `trackerUrl` is the instance's base address. */
export function toTrackerIssue(issue: JiraIssue, trackerUrl: string): TrackerIssue {
  const fields = issue.fields;
  return {
    key: issue.key,
    url: `${trackerUrl}/browse/${issue.key}`,
    summary: fields.summary ?? '',
    status: fields.status?.name ?? '',
    status_category: fields.status?.statusCategory?.key ?? '',
    assignee: fields.assignee?.name ?? fields.assignee?.displayName ?? undefined,
    priority: fields.priority?.name ?? undefined,
    resolution: fields.resolution?.name ?? undefined,
    created: fields.created ?? '',
    updated: fields.updated ?? '',
  };
}

/** True when the status category is `done` (interface spec "Dashboard records": the issue is closed). */
export function isClosed(statusCategory: string | undefined): boolean {
  return statusCategory === 'done';
}
