import { status, type ServiceError } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { startHarness, TRACKER_USER, type Harness } from './support/integration.harness';

/*
 * The tracker client against the tracker simulator, which validates every request against the trimmed Jira document
 * (interface spec, "C. Outbound calls", "Errors": outbound).
 */

interface Issue {
  key: string;
  url: string;
  summary: string;
  status: string;
  status_category: string;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ServiceError) => ({ code: error.code, details: error.details }),
  );
const trackerIssues = () => h.tracker.get<{ key: string; summary: string; description: string; status: string; comments: number }[]>('/issues');
const requestsSince = async (from: number) => (await h.trackerRequests()).slice(from);

it('tests the connection with GET /myself and reports the quota left', async () => {
  const answer = await h.call<{ account_name: string; quota: { minute_limit: number; day_limit: number; day_remaining: number } }>('TestTrackerConnection', {});
  expect(answer.account_name).toBe(TRACKER_USER);
  expect(answer.quota).toMatchObject({ minute_limit: 60, day_limit: 1440 });
  expect(answer.quota.day_remaining).toBeLessThan(1440);
});

it('creates an issue with the four fields only, the submitter and request lines last, and reads it back', async () => {
  const requestId = randomUUID();
  const issue = await h.call<Issue>('CreateTrackerIssue', { request_id: requestId, summary: 'Patch openssl on web-01', description: 'Plugin 12345 on web-01', submitted_by: 'alice' });
  expect(issue).toMatchObject({ key: expect.stringMatching(/^VM-\d+$/), summary: 'Patch openssl on web-01', status: 'To Do', status_category: 'new' });
  expect(issue.url).toBe(`${h.tracker.url}/browse/${issue.key}`);
  const stored = (await trackerIssues()).find((candidate) => candidate.key === issue.key)!;
  expect(stored.description.split('\n').slice(-2)).toEqual(['Submitted by: alice', `vmdash-request: ${requestId}`]);

  const read = await h.call<Issue>('GetTrackerIssue', { key: issue.key });
  expect(read).toMatchObject({ key: issue.key, summary: 'Patch openssl on web-01' });
  const search = (await h.trackerRequests()).filter((request) => request.path === '/rest/api/2/search').at(-1)!;
  expect(search.query).toMatchObject({ jql: `key = ${issue.key} AND project = VM`, maxResults: '1', fields: 'summary,status,assignee,created,updated,priority,issuetype,project,resolution' });
});

it('makes no duplicate when the create answer is lost: it finds the issue by its request id instead of posting again', async () => {
  const before = (await h.trackerRequests()).length;
  const requestId = randomUUID();
  await h.tracker.post('/failures', { status: 502, afterServing: true, body: 'proxy lost the answer' });
  const issue = await h.call<Issue>('CreateTrackerIssue', { request_id: requestId, summary: 'Lost answer', description: '', submitted_by: 'bob' });
  expect(issue.summary).toBe('Lost answer');
  const again = await h.call<Issue>('CreateTrackerIssue', { request_id: requestId, summary: 'Lost answer', description: '', submitted_by: 'bob' });
  expect(again.key).toBe(issue.key);
  const made = (await trackerIssues()).filter((candidate) => candidate.description.includes(requestId));
  expect(made).toHaveLength(1);
  const posts = (await requestsSince(before)).filter((request) => request.method === 'POST' && request.path === '/rest/api/2/issue');
  expect(posts).toHaveLength(1);
});

it('reports a 5xx on create with its body after looking for the issue, and the retry creates it once', async () => {
  const requestId = randomUUID();
  await h.tracker.post('/failures', { status: 500, body: 'database is read-only' });
  const failure = await failureOf(h.call('CreateTrackerIssue', { request_id: requestId, summary: 'Retried', description: 'x', submitted_by: 'carol' }));
  expect(failure).toEqual({ code: status.UNAVAILABLE, details: 'Issue tracker API error (500): database is read-only' });
  const issue = await h.call<Issue>('CreateTrackerIssue', { request_id: requestId, summary: 'Retried', description: 'x', submitted_by: 'carol' });
  expect((await trackerIssues()).filter((candidate) => candidate.description.includes(requestId)).map((candidate) => candidate.key)).toEqual([issue.key]);
});

it('answers a 429 with the spec text, makes no retry, and holds further calls until Retry-After has passed', async () => {
  const before = (await h.trackerRequests()).length;
  await h.tracker.post('/failures', { status: 429, retryAfterSeconds: 3 });
  const failure = await failureOf(h.call('GetTrackerIssue', { key: 'VM-1' }));
  expect(failure).toEqual({ code: status.RESOURCE_EXHAUSTED, details: 'Rate limit exceeded. Try again later.' });
  expect(await requestsSince(before)).toHaveLength(1);
  const quota = await h.call<{ blocked_until?: string }>('GetTrackerQuota', {});
  expect(Date.parse(quota.blocked_until!)).toBeGreaterThan(Date.now());
  await h.call('GetTrackerIssue', { key: 'VM-1' });
  const [limited, next] = await requestsSince(before);
  expect(next.at - limited.at).toBeGreaterThanOrEqual(3_000);
});

it('names an unknown issue NOT_FOUND', async () => {
  expect(await failureOf(h.call('GetTrackerIssue', { key: 'VM-99999' }))).toEqual({ code: status.NOT_FOUND, details: 'Issue VM-99999 not found in the issue tracker' });
});

it('refuses a malformed key before any call (it would go into JQL)', async () => {
  const before = (await h.trackerRequests()).length;
  const failure = await failureOf(h.call('GetTrackerIssue', { key: 'VM-1 OR project = HR' }));
  expect(failure?.code).toBe(status.INVALID_ARGUMENT);
  expect(await requestsSince(before)).toHaveLength(0);
});

it('updates only the fields vmdash owns, keeps the submitter line, comments, lists and makes transitions', async () => {
  const requestId = randomUUID();
  const issue = await h.call<Issue>('CreateTrackerIssue', { request_id: requestId, summary: 'Before', description: 'old body', submitted_by: 'dave' });
  const updated = await h.call<Issue>('UpdateTrackerIssue', { key: issue.key, summary: 'After', description: 'new body' });
  expect(updated.summary).toBe('After');
  const stored = (await trackerIssues()).find((candidate) => candidate.key === issue.key)!;
  expect(stored.description).toBe(`new body\n\nSubmitted by: dave\nvmdash-request: ${requestId}`);

  const comment = await h.call<{ comment_id: string }>('AddTrackerComment', { key: issue.key, body: 'Plan approved by the owner' });
  expect(comment.comment_id).toMatch(/^\d+$/);
  const { transitions } = await h.call<{ transitions: { id: string; to_status: string; to_status_category: string }[] }>('ListTrackerTransitions', { key: issue.key });
  const done = transitions.find((transition) => transition.to_status_category === 'done')!;
  expect(done).toBeDefined();
  const closed = await h.call<Issue>('TransitionTrackerIssue', { key: issue.key, transition_id: done.id });
  expect(closed).toMatchObject({ status: 'Done', status_category: 'done' });
});

it('never retries a 401 (repeated 401s lock the service account) and reports the credential as refused', async () => {
  const wrong = await h.startService({ TRACKER_TOKEN: 'revoked-token' });
  try {
    const before = (await h.trackerRequests()).length;
    const failure = await failureOf(h.call('TestTrackerConnection', {}, { on: wrong }));
    expect(failure?.code).toBe(status.FAILED_PRECONDITION);
    expect((await requestsSince(before)).map((request) => request.status)).toEqual([401]);
  } finally {
    await wrong.stop();
  }
});

it('sends the token as a Bearer personal access token when TRACKER_AUTH=bearer', async () => {
  const bearer = await h.startService({ TRACKER_AUTH: 'bearer' });
  try {
    expect((await h.call<{ account_name: string }>('TestTrackerConnection', {}, { on: bearer })).account_name).toBe(TRACKER_USER);
  } finally {
    await bearer.stop();
  }
});
