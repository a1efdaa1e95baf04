import type { SimulatedIssue } from './tracker-issues';

/** A JQL query the simulator understands: the issues it matches, and the keys it names (for stale-key errors). */
export type ParsedJql = { matches(issue: SimulatedIssue): boolean; keys?: string[] } | { error: string };

const KEY = '[A-Z][A-Z0-9_]*-\\d+';
const PROJECT = '"?([A-Z][A-Z0-9_]*)"?';

/**
 * Parses the three JQL forms vmdash sends (interface spec, "C. Outbound calls"): `key = X AND project = P` (single
 * lookup), `key in (A, B) AND project = P AND updated >= -72h` (scoped bulk sync) and `project = P AND description ~
 * "<id>"` (the create's request-id search). Anything else is Jira's 400 text for a JQL error.
 */
export function parseJql(jql: string, project: string): ParsedJql {
  const inProject = (key: string, named: string) => named === project && key.startsWith(`${project}-`);
  let match = new RegExp(`^key\\s*=\\s*"?(${KEY})"?\\s+AND\\s+project\\s*=\\s*${PROJECT}$`, 'i').exec(jql.trim());
  if (match) {
    const [, key, named] = match;
    return { keys: [key], matches: (issue) => issue.key === key && inProject(issue.key, named) };
  }
  match = new RegExp(`^key\\s+in\\s*\\(([^)]*)\\)\\s+AND\\s+project\\s*=\\s*${PROJECT}\\s+AND\\s+updated\\s*>=\\s*-(\\d+)h$`, 'i').exec(jql.trim());
  if (match) {
    const [, list, named, hours] = match;
    const keys = list.split(',').map((key) => key.trim().replace(/^"|"$/g, ''));
    if (keys.some((key) => !new RegExp(`^${KEY}$`).test(key))) return { error: `Error in the JQL Query: malformed key list (${list}).` };
    const since = Date.now() - Number(hours) * 3_600_000;
    return { keys, matches: (issue) => keys.includes(issue.key) && inProject(issue.key, named) && issue.updated.getTime() >= since };
  }
  match = new RegExp(`^project\\s*=\\s*${PROJECT}\\s+AND\\s+description\\s*~\\s*"([^"]+)"$`, 'i').exec(jql.trim());
  if (match) {
    const [, named, text] = match;
    return { matches: (issue) => inProject(issue.key, named) && issue.description.includes(text) };
  }
  return { error: `Error in the JQL Query: the simulator does not understand '${jql}'.` };
}
