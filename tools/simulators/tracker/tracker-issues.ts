/** The simulated workflow's statuses with their Jira status categories (new, indeterminate, done). */
export const JIRA_STATUSES = {
  'To Do': { id: '1', category: 'new', categoryId: 2, categoryName: 'To Do' },
  'In Progress': { id: '3', category: 'indeterminate', categoryId: 4, categoryName: 'In Progress' },
  Done: { id: '10001', category: 'done', categoryId: 3, categoryName: 'Done' },
} as const;

/** Transitions of the simulated workflow: each is available from every status but its target. */
export const TRANSITIONS: readonly { id: string; name: string; to: keyof typeof JIRA_STATUSES }[] = [
  { id: '11', name: 'Start Progress', to: 'In Progress' },
  { id: '21', name: 'Done', to: 'Done' },
  { id: '31', name: 'Reopen', to: 'To Do' },
];

/** One issue the simulator keeps in memory. */
export interface SimulatedIssue {
  id: string;
  key: string;
  summary: string;
  description: string;
  issueType: string;
  status: keyof typeof JIRA_STATUSES;
  resolution?: string;
  created: Date;
  updated: Date;
  comments: { id: string; body: string; created: Date }[];
}

/** Jira's timestamp form, e.g. "2026-11-23T11:40:00.000+0000". */
export function jiraTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+0000');
}

/** The issue's `fields` object as Jira's search answers it, limited to `wanted` (every field when empty). */
export function fieldsOf(issue: SimulatedIssue, wanted: string[]): Record<string, unknown> {
  const status = JIRA_STATUSES[issue.status];
  const all: Record<string, unknown> = {
    summary: issue.summary,
    status: { name: issue.status, id: status.id, statusCategory: { id: status.categoryId, key: status.category, name: status.categoryName } },
    assignee: null,
    created: jiraTimestamp(issue.created),
    updated: jiraTimestamp(issue.updated),
    priority: { name: 'Medium', id: '3' },
    issuetype: { name: issue.issueType },
    project: { key: issue.key.split('-')[0] },
    resolution: issue.resolution ? { name: issue.resolution } : null,
    description: issue.description,
  };
  return wanted.length === 0 ? all : Object.fromEntries(wanted.filter((name) => name in all).map((name) => [name, all[name]]));
}
