import { createHmac, randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { eventually, startSystem, SYSTEM_INTEGRATION_ENV, testNatsUrl, type RunningSystem } from '@vmdash/testing';

/*
 * POST /api/webhooks/tracker through the gateway to the integration service, as the tracker calls it (interface spec,
 * "Events": the tracker issue-closed webhook): no session, no login limiter, the secret checked over the exact bytes,
 * each delivery stored once by what the signature covers and refused outside its time window, the closed issue's
 * submitter notified on NATS (docs/decisions/0021-tracker-webhook-trust.md).
 */

let system: RunningSystem;
let nats: NatsConnection;
let mongo: MongoClient;
let subscription: Subscription;
const notifications: Record<string, unknown>[] = [];

beforeAll(async () => {
  system = await startSystem({ apps: ['dashboard', 'integration', 'gateway'] });
  nats = await connect({ servers: testNatsUrl() });
  subscription = nats.subscribe('notification.tracker.issue_closed');
  void (async () => {
    for await (const message of subscription) notifications.push(JSONCodec<Record<string, unknown>>().decode(message.data));
  })();
  mongo = await MongoClient.connect(system.databaseUrl('integration'));
}, 120_000);
afterAll(async () => {
  subscription?.unsubscribe();
  await nats?.drain();
  await mongo?.close();
  await system?.stop();
});

const sign = (body: string, secret: string = SYSTEM_INTEGRATION_ENV.TRACKER_WEBHOOK_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const closedIssue = (key: string, submitter = 'alice', timestamp = Date.now()) =>
  JSON.stringify({
    timestamp,
    webhookEvent: 'jira:issue_updated',
    user: { name: 'jane.admin' },
    issue: {
      key,
      fields: { summary: `Patch ${key}`, description: `Details\n\nSubmitted by: ${submitter}\nvmdash-request: ${randomUUID()}`, status: { name: 'Resolved', statusCategory: { key: 'done' } } },
    },
  });
const post = (body: string, headers: Record<string, string> = {}) => fetch(`${system.url}/api/webhooks/tracker`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const storedDeliveries = (key: string) => mongo.db().collection('tracker_webhook_deliveries').countDocuments({ issue_key: key });

it('stores a signed delivery once, answers 202 and notifies the submitter named on the issue', async () => {
  const body = closedIssue('VM-501');
  const id = randomUUID();
  const first = await post(body, { 'x-hub-signature': sign(body), 'x-atlassian-webhook-identifier': id });
  expect(first.status).toBe(202);
  expect(await first.json()).toEqual({ status: 'accepted' });
  const replay = await post(body, { 'x-hub-signature': sign(body), 'x-atlassian-webhook-identifier': id });
  expect(await replay.json()).toEqual({ status: 'duplicate' });
  const [notification] = await eventually(
    () => notifications.filter((seen) => seen.issue_key === 'VM-501'),
    (seen) => seen.length > 0,
  );
  const { timestamp } = JSON.parse(body) as { timestamp: number };
  expect(notification).toMatchObject({
    event_id: `jira:issue_updated:VM-501:${timestamp}`,
    submitted_by: 'alice',
    status: 'Resolved',
    issue_url: `${SYSTEM_INTEGRATION_ENV.TRACKER_URL}/browse/VM-501`,
  });
  expect(await storedDeliveries('VM-501')).toBe(1);
});

it('when a captured signed delivery is replayed with a new identifier, then nothing more is stored: one delivery, one notification', async () => {
  const body = closedIssue('VM-505');
  expect(await (await post(body, { 'x-hub-signature': sign(body), 'x-atlassian-webhook-identifier': randomUUID() })).json()).toEqual({ status: 'accepted' });
  const replays: Record<string, string>[] = [{ 'x-hub-signature': sign(body), 'x-atlassian-webhook-identifier': randomUUID() }, { 'x-hub-signature': sign(body) }];
  for (const headers of replays) {
    const replay = await post(body, headers);
    expect(replay.status).toBe(202);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
  }
  // The secret as a token has no signature: the body's identity still finds the delivery.
  const unsigned = await post(body, { authorization: `Bearer ${SYSTEM_INTEGRATION_ENV.TRACKER_WEBHOOK_SECRET}`, 'x-atlassian-webhook-identifier': randomUUID() });
  expect(await unsigned.json()).toEqual({ status: 'duplicate' });
  await eventually(
    () => notifications.filter((seen) => seen.issue_key === 'VM-505'),
    (seen) => seen.length > 0,
  );
  // A second notification would follow the first within the queue's sweep (5 s).
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(notifications.filter((seen) => seen.issue_key === 'VM-505')).toHaveLength(1);
  expect(await storedDeliveries('VM-505')).toBe(1);
});

it('when a signed delivery is older than the window (5 minutes) or too far ahead, then it is refused with 400 and nothing is stored', async () => {
  for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
    const body = closedIssue('VM-506', 'alice', timestamp);
    const answer = await post(body, { 'x-hub-signature': sign(body), 'x-atlassian-webhook-identifier': randomUUID() });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Webhook delivery refused: its timestamp is missing or outside the accepted time window (a replay, or a wrong clock)' });
  }
  const untimed = JSON.stringify({ ...(JSON.parse(closedIssue('VM-506')) as Record<string, unknown>), timestamp: undefined });
  expect((await post(untimed, { 'x-hub-signature': sign(untimed) })).status).toBe(400);
  expect(await storedDeliveries('VM-506')).toBe(0);
});

it('takes the secret as a bearer token when the tracker does not sign', async () => {
  const answer = await post(closedIssue('VM-502'), { authorization: `Bearer ${SYSTEM_INTEGRATION_ENV.TRACKER_WEBHOOK_SECRET}` });
  expect(answer.status).toBe(202);
});

it('answers 401 for a wrong or missing signature and stores nothing', async () => {
  const body = closedIssue('VM-503');
  const wrong = await post(body, { 'x-hub-signature': sign(body, 'not-the-secret') });
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toEqual({ error: 'Invalid webhook signature' });
  expect((await post(body)).status).toBe(401);
  // The signature covers the exact bytes: the same JSON spaced differently is another body.
  expect((await post(body.replace('{', '{ '), { 'x-hub-signature': sign(body) })).status).toBe(401);
  expect(await storedDeliveries('VM-503')).toBe(0);
});

it('answers 400 for malformed JSON and for a body over 1 MiB', async () => {
  const malformed = await post('{"issue":', { 'x-hub-signature': sign('{"issue":') });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toEqual({ error: 'Malformed webhook body' });
  const large = JSON.stringify({ issue: { key: 'VM-504' }, padding: 'x'.repeat(1024 * 1024) });
  const tooLarge = await post(large, { 'x-hub-signature': sign(large) });
  expect(tooLarge.status).toBe(400);
  expect(await tooLarge.json()).toEqual({ error: 'Request body too large' });
});

it('is not behind the login limiter: many deliveries from one address all get through', async () => {
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, index) => {
      const body = closedIssue(`VM-6${String(index).padStart(2, '0')}`);
      return post(body, { 'x-hub-signature': sign(body) });
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(202));
});
