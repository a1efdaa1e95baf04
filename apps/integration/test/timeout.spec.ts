import { status, type ServiceError } from '@grpc/grpc-js';
import { startHarness, type Harness } from './support/integration.harness';

/* A tracker that never answers: the call ends at 15 s as a timeout error (interface spec, "Limits": request timeout). */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

it('ends a hanging tracker call after 15 seconds with the timeout text', async () => {
  await h.tracker.post('/failures', { status: 0, hang: true });
  const failure = await h.call('TestTrackerConnection', {}).then(
    () => undefined,
    (error: ServiceError) => ({ code: error.code, details: error.details }),
  );
  expect(failure).toEqual({ code: status.DEADLINE_EXCEEDED, details: 'Issue tracker request timed out after 15 seconds' });
}, 40_000);
