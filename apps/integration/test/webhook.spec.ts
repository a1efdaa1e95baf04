import { createHmac, randomUUID } from 'node:crypto';
import { eventually } from '@vmdash/testing';
import { startHarness, TRACKER_USER, WEBHOOK_SECRET, type Harness } from './support/integration.harness';

/*
 * ReceiveTrackerWebhook as the gateway forwards a delivery: authenticated by the shared secret (HMAC signature or
 * token), stored once, own events ignored, and the closed issue's submitter notified through NATS.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const sign = (body: Buffer, secret = WEBHOOK_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function delivery(key: string, options: { status?: string; category?: string; description?: string; user?: string; timestamp?: number } = {}): Buffer {
  return Buffer.from(
    JSON.stringify({
      timestamp: options.timestamp ?? Date.now(),
      webhookEvent: 'jira:issue_updated',
      user: { name: options.user ?? 'jane.admin' },
      issue: {
        key,
        fields: {
          summary: `Fix ${key}`,
          description: options.description ?? 'Details\n\nSubmitted by: alice\nvmdash-request: r-1',
          status: { name: options.status ?? 'Closed', statusCategory: { key: options.category ?? 'done' } },
          updated: '2026-11-23T10:00:00.000+0000',
        },
      },
    }),
  );
}

const receive = (request: Record<string, unknown>) => h.call<{ outcome: string }>('ReceiveTrackerWebhook', request, { asGateway: true });
const notificationsFor = (key: string) => h.notifications.filter((seen) => seen.payload.issue_key === key);

it('notifies the submitter of a closed issue once, for a valid signature', async () => {
  const body = delivery('VM-101');
  const deliveryId = randomUUID();
  expect(await receive({ raw_body: body, signature: sign(body), delivery_id: deliveryId })).toEqual({ outcome: 'WEBHOOK_OUTCOME_ACCEPTED' });
  const [seen] = await eventually(
    () => notificationsFor('VM-101'),
    (found) => found.length === 1,
  );
  const eventId = `jira:issue_updated:VM-101:${(JSON.parse(body.toString()) as { timestamp: number }).timestamp}`;
  expect(seen.payload).toMatchObject({ event_id: eventId, submitted_by: 'alice', issue_key: 'VM-101', issue_url: `${h.tracker.url}/browse/VM-101`, status: 'Closed', summary: 'Fix VM-101' });
  expect(seen.msgId).toBe(`notification.tracker.issue_closed.${eventId}`);
});

it('stores a replayed delivery once, whatever delivery id comes with it', async () => {
  const body = delivery('VM-102');
  expect((await receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
  expect((await receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_DUPLICATE');
  expect((await receive({ raw_body: body, signature: sign(body) })).outcome).toBe('WEBHOOK_OUTCOME_DUPLICATE');
  expect((await receive({ raw_body: body, token: WEBHOOK_SECRET })).outcome).toBe('WEBHOOK_OUTCOME_DUPLICATE');
  await eventually(
    () => notificationsFor('VM-102'),
    (seen) => seen.length >= 1,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(notificationsFor('VM-102')).toHaveLength(1);
});

it('refuses a delivery whose timestamp is missing, older than the window or too far ahead, and stores nothing', async () => {
  for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000, Number.NaN]) {
    const body = delivery('VM-109', { timestamp });
    expect((await receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_OUTSIDE_WINDOW');
  }
  // Within the window the same issue's event is new: nothing of the refused ones was stored.
  const fresh = delivery('VM-109', { timestamp: Date.now() - 4 * 60_000 });
  expect((await receive({ raw_body: fresh, signature: sign(fresh) })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
});

it('refuses a bad or missing signature and stores nothing', async () => {
  const body = delivery('VM-103');
  const deliveryId = randomUUID();
  expect((await receive({ raw_body: body, signature: sign(body, 'wrong-secret'), delivery_id: deliveryId })).outcome).toBe('WEBHOOK_OUTCOME_UNAUTHENTICATED');
  expect((await receive({ raw_body: body, delivery_id: deliveryId })).outcome).toBe('WEBHOOK_OUTCOME_UNAUTHENTICATED');
  expect((await receive({ raw_body: body, signature: sign(body), token: WEBHOOK_SECRET.slice(0, -1), delivery_id: deliveryId })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
  // The same delivery id was new to it: the refused ones left nothing behind.
  await eventually(
    () => notificationsFor('VM-103'),
    (seen) => seen.length === 1,
  );
});

it('takes the secret as a token when the tracker sends no signature', async () => {
  const body = delivery('VM-104');
  expect((await receive({ raw_body: body, token: WEBHOOK_SECRET, delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
  expect((await receive({ raw_body: body, token: 'not-the-secret', delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_UNAUTHENTICATED');
});

it("ignores events of vmdash's own service account, and stores no notification without a known submitter", async () => {
  const own = delivery('VM-105', { user: TRACKER_USER });
  expect((await receive({ raw_body: own, signature: sign(own), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_IGNORED');
  const anonymous = delivery('VM-106', { description: 'Filed by hand' });
  expect((await receive({ raw_body: anonymous, signature: sign(anonymous), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
  const open = delivery('VM-107', { status: 'In Progress', category: 'indeterminate' });
  expect((await receive({ raw_body: open, signature: sign(open), delivery_id: randomUUID() })).outcome).toBe('WEBHOOK_OUTCOME_ACCEPTED');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect([...notificationsFor('VM-105'), ...notificationsFor('VM-106'), ...notificationsFor('VM-107')]).toEqual([]);
});

it('says malformed for a body that is not JSON', async () => {
  const body = Buffer.from('{"issue":');
  expect((await receive({ raw_body: body, signature: sign(body) })).outcome).toBe('WEBHOOK_OUTCOME_MALFORMED');
});

it('takes deliveries from the gateway only', async () => {
  const body = delivery('VM-108');
  await expect(h.call('ReceiveTrackerWebhook', { raw_body: body, signature: sign(body) })).rejects.toMatchObject({ code: 7 });
});
