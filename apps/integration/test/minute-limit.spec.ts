import { startHarness, type Harness } from './support/integration.harness';

/*
 * 61 requests asked for at once never reach the tracker within one minute (interface spec, "Limits": 60 per
 * minute); they leave as the quota allows. Real time: this file runs a little over a minute.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { OUTBOUND_MAX_WAIT_MS: '120000' }, clientDeadlineMs: 120_000 });
}, 60_000);
afterAll(() => h?.close());

it('lets no more than 60 requests reach the tracker in any 60 s window', async () => {
  const calls = Array.from({ length: 61 }, () => h.call('TestTrackerConnection', {}));
  await Promise.all(calls);
  const arrivals = (await h.trackerRequests()).map((request) => request.at);
  expect(arrivals).toHaveLength(61);
  for (let index = 60; index < arrivals.length; index += 1) expect(arrivals[index] - arrivals[index - 60]).toBeGreaterThanOrEqual(60_000);
}, 150_000);
