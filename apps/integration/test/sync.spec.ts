import { startHarness, type Harness } from './support/integration.harness';

/*
 * The scoped bulk sync against the simulator (interface spec, "Limits": bulk sync batch): 100 keys per query, updated
 * within 72 h, project scoped; deleted or moved keys dropped and the batch run once more; an early stop when the
 * quota runs low, saying where to continue.
 */

interface SyncAnswer {
  issues: { key: string; status_category: string }[];
  unchanged_keys: string[];
  missing_keys: string[];
  remaining_keys: string[];
  stop_reason: string;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const seed = (fields: Record<string, unknown>) => h.seedTrackerIssue(fields);
const searchesSince = async (from: number) => (await h.trackerRequests()).slice(from).filter((request) => request.path === '/rest/api/2/search');
const keysOf = (jql: string) => /key in \(([^)]*)\)/.exec(jql)![1].split(',');

let keys: string[];
let stale: string[];
beforeAll(async () => {
  const fourDaysAgo = new Date(Date.now() - 96 * 3_600_000).toISOString();
  keys = [];
  for (let index = 0; index < 350; index += 1) keys.push(await seed({ summary: `issue ${index}`, updated: index % 7 === 0 ? fourDaysAgo : undefined }));
  stale = keys.filter((_key, index) => index % 7 === 0);
});

it('searches 350 keys in 4 project-scoped queries of at most 100 keys updated within 72 hours', async () => {
  const before = (await h.trackerRequests()).length;
  const answer = await h.call<SyncAnswer>('SyncTrackerIssues', { keys });
  const searches = await searchesSince(before);
  expect(searches).toHaveLength(4);
  for (const search of searches) {
    expect(search.query.jql).toMatch(/^key in \([^)]*\) AND project = VM AND updated >= -72h$/);
    expect(keysOf(search.query.jql).length).toBeLessThanOrEqual(100);
    expect(search.query.fields).toBe('summary,status,assignee,created,updated,priority,issuetype,project,resolution');
    expect(Number(search.query.maxResults)).toBeLessThanOrEqual(1000);
  }
  expect(searches.flatMap((search) => keysOf(search.query.jql)).sort()).toEqual([...keys].sort());
  expect(answer.stop_reason).toBe('SYNC_STOP_REASON_COMPLETED');
  expect(answer.unchanged_keys.sort()).toEqual([...stale].sort());
  expect(answer.issues).toHaveLength(350 - stale.length);
  expect(answer.remaining_keys).toEqual([]);
});

it('drops the keys a 400 names as deleted or moved, reports them, and runs the batch once more', async () => {
  const gone = [keys[1], keys[2]];
  for (const key of gone) await fetch(`${h.tracker.url}/_simulator/issues/${key}`, { method: 'DELETE' });
  await h.tracker.post(`/issues/${keys[3]}/close`);
  const before = (await h.trackerRequests()).length;
  const answer = await h.call<SyncAnswer>('SyncTrackerIssues', { keys: keys.slice(1, 6) });
  const searches = await searchesSince(before);
  expect(searches.map((search) => search.status)).toEqual([400, 200]);
  expect(keysOf(searches[1].query.jql)).toEqual(keys.slice(3, 6));
  expect(answer.missing_keys).toEqual(gone);
  expect(answer.issues.map((issue) => issue.key)).toEqual(expect.arrayContaining(keys.slice(3, 6)));
  expect(answer.issues.find((issue) => issue.key === keys[3])!.status_category).toBe('done');
});

// Last: the low burst the tracker reports refills by one call a minute, so it stays low for the rest of the file.
it('stops early when the minute burst left reaches 5 and names the keys left for the next run', async () => {
  const live = keys.filter((key, index) => index > 2 && !stale.includes(key));
  await h.tracker.post('/rate-limit-remaining', { remaining: 7, fillRate: 1, intervalSeconds: 60 });
  const before = (await h.trackerRequests()).length;
  const answer = await h.call<SyncAnswer>('SyncTrackerIssues', { keys: live });
  const searches = await searchesSince(before);
  expect(answer.stop_reason).toBe('SYNC_STOP_REASON_MINUTE_BURST_LOW');
  expect(searches.length).toBeLessThan(Math.ceil(live.length / 100));
  expect(answer.remaining_keys).toEqual(live.slice(searches.length * 100));
});
