import { createHmac, randomUUID } from 'node:crypto';
import type { ServiceError } from '@grpc/grpc-js';
import { refusalReasonOf } from '@vmdash/grpc';
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

const receive = (request: Record<string, unknown>) => h.call<{ delivery: string }>('ReceiveTrackerWebhook', request, { asGateway: true });
/** The refusal a delivery that must be refused gets: its reason and the user's text (docs/architecture.md, Contracts). */
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (error: ServiceError) => ({ reason: refusalReasonOf(error), details: error.details }),
  );
/** The refusal of a delivery whose signature or token is missing or wrong. */
const UNAUTHENTICATED = { reason: 'CREDENTIALS_REFUSED', details: 'Invalid webhook signature' };
const notificationsFor = (key: string) => h.notifications.filter((seen) => seen.payload.issue_key === key);

it('notifies the submitter of a closed issue once, for a valid signature', async () => {
  const body = delivery('VM-101');
  const deliveryId = randomUUID();
  expect(await receive({ raw_body: body, signature: sign(body), delivery_id: deliveryId })).toEqual({ delivery: 'WEBHOOK_DELIVERY_ACCEPTED' });
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
  expect((await receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
  expect((await receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_DUPLICATE');
  expect((await receive({ raw_body: body, signature: sign(body) })).delivery).toBe('WEBHOOK_DELIVERY_DUPLICATE');
  expect((await receive({ raw_body: body, token: WEBHOOK_SECRET })).delivery).toBe('WEBHOOK_DELIVERY_DUPLICATE');
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
    expect(await refusalOf(receive({ raw_body: body, signature: sign(body), delivery_id: randomUUID() }))).toEqual({
      reason: 'INVALID_ARGUMENT',
      details: 'Webhook delivery refused: its timestamp is missing or outside the accepted time window (a replay, or a wrong clock)',
    });
  }
  // Within the window the same issue's event is new: nothing of the refused ones was stored.
  const fresh = delivery('VM-109', { timestamp: Date.now() - 4 * 60_000 });
  expect((await receive({ raw_body: fresh, signature: sign(fresh) })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
});

it('refuses a bad or missing signature and stores nothing', async () => {
  const body = delivery('VM-103');
  const deliveryId = randomUUID();
  expect(await refusalOf(receive({ raw_body: body, signature: sign(body, 'wrong-secret'), delivery_id: deliveryId }))).toEqual(UNAUTHENTICATED);
  expect(await refusalOf(receive({ raw_body: body, delivery_id: deliveryId }))).toEqual(UNAUTHENTICATED);
  expect((await receive({ raw_body: body, signature: sign(body), token: WEBHOOK_SECRET.slice(0, -1), delivery_id: deliveryId })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
  // The same delivery id was new to it: the refused ones left nothing behind.
  await eventually(
    () => notificationsFor('VM-103'),
    (seen) => seen.length === 1,
  );
});

it('takes the secret as a token when the tracker sends no signature', async () => {
  const body = delivery('VM-104');
  expect((await receive({ raw_body: body, token: WEBHOOK_SECRET, delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
  expect(await refusalOf(receive({ raw_body: body, token: 'not-the-secret', delivery_id: randomUUID() }))).toEqual(UNAUTHENTICATED);
});

it("ignores events of vmdash's own service account, and stores no notification without a known submitter", async () => {
  const own = delivery('VM-105', { user: TRACKER_USER });
  expect((await receive({ raw_body: own, signature: sign(own), delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_IGNORED');
  const anonymous = delivery('VM-106', { description: 'Filed by hand' });
  expect((await receive({ raw_body: anonymous, signature: sign(anonymous), delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
  const open = delivery('VM-107', { status: 'In Progress', category: 'indeterminate' });
  expect((await receive({ raw_body: open, signature: sign(open), delivery_id: randomUUID() })).delivery).toBe('WEBHOOK_DELIVERY_ACCEPTED');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect([...notificationsFor('VM-105'), ...notificationsFor('VM-106'), ...notificationsFor('VM-107')]).toEqual([]);
});

it('refuses a body that is not JSON as malformed', async () => {
  const body = Buffer.from('{"issue":');
  expect(await refusalOf(receive({ raw_body: body, signature: sign(body) }))).toEqual({ reason: 'INVALID_ARGUMENT', details: 'Malformed webhook body' });
});

it('takes deliveries from the gateway only', async () => {
  const body = delivery('VM-108');
  await expect(h.call('ReceiveTrackerWebhook', { raw_body: body, signature: sign(body) })).rejects.toMatchObject({ code: 7 });
});
