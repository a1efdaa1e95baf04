import { startHarness, type Harness, type TrackerRequest } from './support/integration.harness';

/*
 * The tracker quota, black-box against the simulator with real time (interface spec, "Limits"): spacing measured
 * where the tracker sees it, one quota for every replica, kept across restarts, lowered by the tracker's own header.
 */

interface Quota {
  minute_remaining: number;
  minute_limit: number;
  day_remaining: number;
  day_limit: number;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const gapsOf = (requests: TrackerRequest[]) => requests.slice(1).map((request, index) => ({ gap: request.at - requests[index].at, method: request.method }));

it('spaces calls of two replicas as one account: GETs at least 1 s after the call before, writes at least 2 s', async () => {
  const key = await h.seedTrackerIssue({ summary: 'spacing' });
  const second = await h.startService();
  try {
    const before = (await h.trackerRequests()).length;
    await Promise.all([
      h.call('GetTrackerIssue', { key }),
      h.call('GetTrackerIssue', { key }, { on: second }),
      h.call('AddTrackerComment', { key, body: 'one' }),
      h.call('AddTrackerComment', { key, body: 'two' }, { on: second }),
      h.call('GetTrackerIssue', { key }, { on: second }),
    ]);
    const requests = (await h.trackerRequests()).slice(before);
    expect(requests).toHaveLength(5);
    for (const { gap, method } of gapsOf(requests)) expect(gap).toBeGreaterThanOrEqual(method === 'GET' ? 1_000 : 2_000);
  } finally {
    await second.stop();
  }
});

it('shares one day count between replicas and keeps it across a restart', async () => {
  const before = await h.call<Quota>('GetTrackerQuota', {});
  const second = await h.startService();
  await h.call('TestTrackerConnection', {}, { on: second });
  await h.call('TestTrackerConnection', {});
  const fromSecond = await h.call<Quota>('GetTrackerQuota', {}, { on: second });
  expect(fromSecond.day_remaining).toBe(before.day_remaining - 2);
  await second.stop();

  const restarted = await h.startService();
  try {
    expect((await h.call<Quota>('GetTrackerQuota', {}, { on: restarted })).day_remaining).toBe(before.day_remaining - 2);
  } finally {
    await restarted.stop();
  }
});

it('counts every attempt, a failed one included', async () => {
  const before = await h.call<Quota>('GetTrackerQuota', {});
  await h.tracker.post('/failures', { status: 500, body: 'boom' });
  await expect(h.call('TestTrackerConnection', {})).rejects.toMatchObject({ details: 'Issue tracker API error (500): boom' });
  const after = await h.call<Quota>('GetTrackerQuota', {});
  expect(after.day_remaining).toBe(before.day_remaining - 1);
});

it('never sends a call whose caller gave up while it waited for its turn', async () => {
  const key = await h.seedTrackerIssue({ summary: 'held' });
  await h.tracker.post('/failures', { status: 429, retryAfterSeconds: 4 });
  await expect(h.call('TestTrackerConnection', {})).rejects.toMatchObject({ details: 'Rate limit exceeded. Try again later.' });
  const before = (await h.trackerRequests()).length;
  await expect(h.call('AddTrackerComment', { key, body: 'too late' }, { deadlineMs: 1_000 })).rejects.toMatchObject({ code: 4 });
  await new Promise((resolve) => setTimeout(resolve, 4_500));
  expect((await h.trackerRequests()).slice(before)).toEqual([]);
  const issues = await h.tracker.get<{ key: string; comments: number }[]>('/issues');
  expect(issues.find((issue) => issue.key === key)?.comments).toBe(0);
});

it("lowers the minute's quota to what the tracker's X-RateLimit-Remaining says, until its stated refill", async () => {
  // One call refilled a minute: the count stays as reported while the test reads it.
  await h.tracker.post('/rate-limit-remaining', { remaining: 12, fillRate: 1, intervalSeconds: 60 });
  try {
    await h.call('TestTrackerConnection', {});
    expect((await h.call<Quota>('GetTrackerQuota', {})).minute_remaining).toBe(11);
  } finally {
    await h.tracker.post('/rate-limit-remaining', { remaining: null });
  }
});

it('after a 429 with Retry-After 1 and a spent remaining count refilled every second, a call 3 s later leaves', async () => {
  await h.tracker.post('/failures', {
    status: 429,
    retryAfterSeconds: 1,
    headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-FillRate': '10', 'X-RateLimit-Interval-Seconds': '1' },
  });
  await expect(h.call('TestTrackerConnection', {})).rejects.toMatchObject({ details: 'Rate limit exceeded. Try again later.' });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const before = (await h.trackerRequests()).length;
  await h.call('TestTrackerConnection', {});
  expect((await h.trackerRequests()).slice(before).map((request) => request.status)).toEqual([200]);
  expect((await h.call<Quota>('GetTrackerQuota', {})).minute_remaining).toBeGreaterThan(5);
});
