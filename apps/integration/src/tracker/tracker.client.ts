import { OutboundError, RATE_LIMIT_TEXT } from '../outbound/outbound-error';
import type { OutboundAnswer, OutboundHttp } from '../outbound/outbound-http';
import type { JiraIssue } from './tracker-issue';

/** Fields requested on every search (interface spec, "C. Outbound calls"). */
export const SEARCH_FIELDS = 'summary,status,assignee,created,updated,priority,issuetype,project,resolution';

/** Keys per bulk-sync query and the updated window (interface spec, "Limits": bulk sync batch). */
export const SYNC_BATCH_SIZE = 100;
const SYNC_WINDOW_HOURS = 72;

/** A transition as Jira lists it, with the status category of its target. */
export interface JiraTransition {
  id: string;
  name: string;
  to: { name?: string; statusCategory?: { key?: string } };
}

/** One searched batch of the bulk sync: the issues, or the keys the tracker named as deleted or moved. */
export type SyncSearchResult = { issues: JiraIssue[] } | { staleKeys: string[] };

/**
 * The calls vmdash makes to Jira Data Center, exactly the interface spec's ("C. Outbound calls"), and no others. `signal`
 * (the gRPC caller's) stops a call that has not left yet.
 */
export interface TrackerClient {
  /** GET /myself: the service account's name. */
  myself(signal?: AbortSignal): Promise<{ name: string }>;
  /** POST /issue with project.key, summary, issuetype.name and description only; the new key. */
  createIssue(summary: string, description: string, signal?: AbortSignal): Promise<{ key: string }>;
  /** GET /search `key = X AND project = P`, maxResults 1; undefined when the tracker has no such issue. */
  findIssue(key: string, signal?: AbortSignal): Promise<JiraIssue | undefined>;
  /** GET /search `project = P AND description ~ "<request id>"`, maxResults 1. */
  findByRequestId(requestId: string, signal?: AbortSignal): Promise<JiraIssue | undefined>;
  /** GET /search `key in (...) AND project = P AND updated >= -72h`, every page (startAt). */
  searchUpdated(keys: string[], signal?: AbortSignal): Promise<SyncSearchResult>;
  /** PUT /issue/{key} with only the given fields. */
  updateIssue(key: string, fields: { summary?: string; description?: string }, signal?: AbortSignal): Promise<void>;
  /** POST /issue/{key}/comment; the comment's id. */
  addComment(key: string, body: string, signal?: AbortSignal): Promise<{ id: string }>;
  /** GET /issue/{key}/transitions. */
  listTransitions(key: string, signal?: AbortSignal): Promise<JiraTransition[]>;
  /** POST /issue/{key}/transitions. */
  transition(key: string, transitionId: string, signal?: AbortSignal): Promise<void>;
}

interface JiraErrorBody {
  errorMessages?: string[];
  errors?: Record<string, string>;
}

/** The texts of a Jira error body `{errorMessages, errors}`, joined. */
function messagesOf(answer: OutboundAnswer): string {
  const body = (answer.json ?? {}) as JiraErrorBody;
  const texts = [...(body.errorMessages ?? []), ...Object.entries(body.errors ?? {}).map(([field, text]) => `${field}: ${text}`)];
  return texts.length > 0 ? texts.join('; ') : answer.text.slice(0, 2_000);
}

/**
 * The failure an unsuccessful answer means (interface spec, "Errors": outbound): 429 the rate-limit text (never
 * retried), 401 the rejected credential (never retried: repeated 401s lock the service account behind a CAPTCHA),
 * 403 the tracker's refusal, 404 `notFound`, 5xx an issue tracker API error carrying the body, 400 the tracker's texts.
 */
export function trackerFailure(answer: OutboundAnswer, notFound = 'Issue not found in the issue tracker'): OutboundError {
  if (answer.status === 429) return new OutboundError('rate_limited', RATE_LIMIT_TEXT);
  if (answer.status === 401) return new OutboundError('credentials', 'Issue tracker rejected the service account credentials (401)');
  if (answer.status === 403) return new OutboundError('permission', `Issue tracker refused the call (403): ${messagesOf(answer)}`);
  if (answer.status === 404) return new OutboundError('not_found', notFound);
  if (answer.status === 400) return new OutboundError('rejected', `Issue tracker refused the request (400): ${messagesOf(answer)}`);
  return new OutboundError('unavailable', `Issue tracker API error (${answer.status}): ${answer.text.slice(0, 2_000)}`);
}

/** Keys a 400 of a `key in (...)` search names as deleted or moved (its errorMessages quote them). */
export function staleKeysOf(answer: OutboundAnswer, asked: string[]): string[] {
  const body = (answer.json ?? {}) as JiraErrorBody;
  const named = new Set((body.errorMessages ?? []).flatMap((text) => [...text.matchAll(/'([A-Z][A-Z0-9_]*-\d+)'/g)].map((match) => match[1])));
  return asked.filter((key) => named.has(key));
}

/** A Jira DC client over `http` (its base is {TRACKER_URL}/rest/api/2) for `project`, creating issues of `issueType`. */
export function createTrackerClient(http: OutboundHttp, project: string, issueType: string): TrackerClient {
  const search = async (jql: string, maxResults: number, startAt: number, signal?: AbortSignal) =>
    http.send({ method: 'GET', path: '/search', query: { jql, fields: SEARCH_FIELDS, maxResults: Math.min(maxResults, 1000), startAt }, signal });
  const first = async (jql: string, signal?: AbortSignal, notFoundKey?: string): Promise<JiraIssue | undefined> => {
    const answer = await search(jql, 1, 0, signal);
    if (answer.status === 400 && notFoundKey && staleKeysOf(answer, [notFoundKey]).length > 0) return undefined;
    if (answer.status !== 200) throw trackerFailure(answer);
    return (answer.json as { issues?: JiraIssue[] }).issues?.[0];
  };
  const expect = (answer: OutboundAnswer, status: number, key?: string) => {
    if (answer.status !== status) throw trackerFailure(answer, key ? `Issue ${key} not found in the issue tracker` : undefined);
  };

  return {
    async myself(signal) {
      const answer = await http.send({ method: 'GET', path: '/myself', signal });
      expect(answer, 200);
      const body = answer.json as { name?: string; displayName?: string };
      return { name: body.name ?? body.displayName ?? '' };
    },
    async createIssue(summary, description, signal) {
      const answer = await http.send({ method: 'POST', path: '/issue', json: { fields: { project: { key: project }, summary, issuetype: { name: issueType }, description } }, signal });
      expect(answer, 201);
      return { key: (answer.json as { key: string }).key };
    },
    findIssue: (key, signal) => first(`key = ${key} AND project = ${project}`, signal, key),
    findByRequestId: (requestId, signal) => first(`project = ${project} AND description ~ "${requestId}"`, signal),
    async searchUpdated(keys, signal) {
      const jql = `key in (${keys.join(',')}) AND project = ${project} AND updated >= -${SYNC_WINDOW_HOURS}h`;
      const issues: JiraIssue[] = [];
      for (;;) {
        const answer = await search(jql, SYNC_BATCH_SIZE, issues.length, signal);
        if (answer.status === 400) {
          const staleKeys = staleKeysOf(answer, keys);
          if (staleKeys.length > 0) return { staleKeys };
        }
        if (answer.status !== 200) throw trackerFailure(answer);
        const page = answer.json as { total?: number; issues?: JiraIssue[] };
        issues.push(...(page.issues ?? []));
        if ((page.issues ?? []).length === 0 || issues.length >= (page.total ?? 0)) return { issues };
      }
    },
    async updateIssue(key, fields, signal) {
      expect(await http.send({ method: 'PUT', path: `/issue/${key}`, json: { fields }, signal }), 204, key);
    },
    async addComment(key, body, signal) {
      const answer = await http.send({ method: 'POST', path: `/issue/${key}/comment`, json: { body }, signal });
      expect(answer, 201, key);
      return { id: String((answer.json as { id?: string }).id ?? '') };
    },
    async listTransitions(key, signal) {
      const answer = await http.send({ method: 'GET', path: `/issue/${key}/transitions`, signal });
      expect(answer, 200, key);
      return (answer.json as { transitions?: JiraTransition[] }).transitions ?? [];
    },
    async transition(key, transitionId, signal) {
      expect(await http.send({ method: 'POST', path: `/issue/${key}/transitions`, json: { transition: { id: transitionId } }, signal }), 204, key);
    },
  };
}
