import { createLogger } from '@vmdash/observability';
import { eventually, testNatsUrl } from '@vmdash/testing';
import { randomUUID } from 'node:crypto';
import { connectEventBus, type EventBus, type EventPayload } from '../src';

const logger = createLogger('events-test', 'silent');

describe('event bus (real NATS JetStream)', () => {
  let bus: EventBus;
  beforeAll(async () => {
    bus = await connectEventBus(testNatsUrl(), 'events-test', logger);
  });
  afterAll(async () => {
    await bus.close();
  });

  it('when an event is published twice with one message id, then the stream stores it once', async () => {
    const payload = { source: 'alpha' as const, snapshot_id: randomUUID(), occurred_at: new Date().toISOString() };
    const first = await bus.publish('cache.snapshot.activated', payload, `dedupe-${payload.snapshot_id}`);
    const second = await bus.publish('cache.snapshot.activated', payload, `dedupe-${payload.snapshot_id}`);
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ seq: first.seq, duplicate: true });
  });

  it('when an event is published, then a replica subscribed to its subject receives the validated payload', async () => {
    const received: EventPayload<'cache.snapshot.activated'>[] = [];
    const snapshotId = randomUUID();
    const stop = bus.subscribeEach('cache.snapshot.activated', async (payload) => {
      if (payload.snapshot_id === snapshotId) received.push(payload);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const payload = { source: 'beta' as const, snapshot_id: snapshotId, occurred_at: new Date().toISOString() };
    await bus.publish('cache.snapshot.activated', payload, `activated-${snapshotId}`);
    await eventually(() => received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop();
    expect(received).toEqual([payload]);
  });

  it('when a payload does not match its subject schema, then publish refuses it', async () => {
    await expect(bus.publish('cache.snapshot.activated', { source: 'gamma' } as never, randomUUID())).rejects.toThrow();
  });
});
