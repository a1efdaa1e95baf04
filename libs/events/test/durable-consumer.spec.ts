import { createLogger } from '@vmdash/observability';
import { eventually, testNatsUrl } from '@vmdash/testing';
import { randomUUID } from 'node:crypto';
import { connectEventBus, startDurableConsumer, type AuditEvent, type DeliveredEvent, type EventBus } from '../src';

const logger = createLogger('events-test', 'silent');

/** An audit event of this test run (the AUDIT stream is shared, so tests recognise their own by `run`). */
function auditEvent(run: string, n: number): AuditEvent {
  return {
    event_id: `${run}-${n}`,
    occurred_at: new Date().toISOString(),
    userId: null,
    username: `consumer-test-${run}`,
    action: 'login_failed',
    entityType: 'auth',
    entityId: null,
    details: { reason: 'user_not_found', n },
    ipAddress: '203.0.113.7',
  };
}

describe('durable consumer (real NATS JetStream)', () => {
  let bus: EventBus;
  const durables: string[] = [];
  beforeAll(async () => {
    bus = await connectEventBus(testNatsUrl(), 'events-test', logger);
  });
  afterAll(async () => {
    const jsm = await bus.connection.jetstreamManager();
    for (const durable of durables) await jsm.consumers.delete('AUDIT', durable).catch(() => undefined);
    await bus.close();
  });

  const start = (durable: string, run: string, seen: DeliveredEvent[], failFirst = new Set<string>()) =>
    startDurableConsumer(
      bus,
      {
        stream: 'AUDIT',
        durable,
        filterSubject: 'audit.>',
        startAt: new Date(Date.now() - 60_000),
        retryDelayMs: 100,
        inactiveThresholdMs: 300_000,
        handler: async (event) => {
          const payload = event.payload as AuditEvent;
          if (!payload.event_id.startsWith(run)) return;
          if (failFirst.delete(payload.event_id)) throw new Error('storage down');
          seen.push(event);
        },
      },
      logger,
    );

  it('when events are published while no consumer runs, then a consumer started later receives each of them', async () => {
    const run = randomUUID();
    const durable = `test-${run}`;
    durables.push(durable);
    const seen: DeliveredEvent[] = [];
    const first = await start(durable, run, seen);
    await bus.publish('audit.auth.login_failed', auditEvent(run, 0), `${run}-0`);
    await eventually(() => seen.length === 1);
    await first.stop();

    for (let n = 1; n <= 5; n++) await bus.publish('audit.auth.login_failed', auditEvent(run, n), `${run}-${n}`);
    const second = await start(durable, run, seen);
    await eventually(() => seen.length === 6);
    await second.stop();
    expect(seen.map((event) => (event.payload as AuditEvent).event_id)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `${run}-${n}`));
    expect(seen.every((event) => event.subject === 'audit.auth.login_failed' && event.msgId === (event.payload as AuditEvent).event_id)).toBe(true);
  });

  it('when the handler fails, then the event is delivered again until it succeeds', async () => {
    const run = randomUUID();
    const durable = `test-${run}`;
    durables.push(durable);
    const seen: DeliveredEvent[] = [];
    const consumer = await start(durable, run, seen, new Set([`${run}-1`]));
    await bus.publish('audit.auth.login_failed', auditEvent(run, 1), `${run}-1`);
    await eventually(() => seen.length === 1);
    await consumer.stop();
    expect(seen[0].deliveryCount).toBe(2);
  });
});
