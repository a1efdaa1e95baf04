import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Logger } from '@vmdash/observability';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import type { EventBus } from './event-bus';
import { EVENT_SCHEMAS, type EventPayload, type EventSubject } from './subjects';

/** An event waiting in a service's `event_outbox` collection; `_id` is its message id. */
const OutboxEntryShape = z.object({
  _id: z.string(),
  subject: z.string(),
  payload: z.unknown(),
  created_at: z.date(),
  attempts: z.number().default(0),
  last_error: z.string().nullable(),
});

const outboxSchema = mongooseSchemaOf(OutboxEntryShape, { collection: 'event_outbox', versionKey: false });
outboxSchema.index({ created_at: 1 });

function outboxModelOf(connection: Connection): Model<z.output<typeof OutboxEntryShape>> {
  return modelOn(connection, 'OutboxEntry', outboxSchema);
}

/**
 * Stores an event in a service's outbox without trying NATS, for the service's relay to publish (with `msgId`) the
 * next time it runs. For tools that write to a service's database but hold no NATS connection (e.g. a CLI).
 * @throws when the payload fails its subject's schema, or the write fails
 */
export async function enqueueOutboxEvent<S extends EventSubject>(connection: Connection, subject: S, payload: EventPayload<S>, msgId: string): Promise<void> {
  const data = EVENT_SCHEMAS[subject].parse(payload);
  await outboxModelOf(connection).updateOne({ _id: msgId }, { $setOnInsert: { subject, payload: data, created_at: new Date(), attempts: 0, last_error: null } }, { upsert: true });
}

/** Publishes events so that none is lost while NATS is unreachable (docs/architecture.md, Events: the outbox). */
export interface EventOutbox {
  /**
   * Publishes now; when JetStream does not acknowledge, stores the event in the service's `event_outbox` collection
   * for the relay to publish later with the same message id. Never throws for a NATS failure.
   */
  publish<S extends EventSubject>(subject: S, payload: EventPayload<S>, msgId: string): Promise<void>;
  /** Publishes what waits in the outbox, oldest first; returns how many were published. */
  relayPending(): Promise<number>;
  /** Stops the background relay. */
  stop(): void;
}

/**
 * Creates the outbox of a service on its own database, with a background relay every `relayIntervalMs`.
 * The relay re-sends with the original message id, so JetStream's duplicate window and idempotent consumers keep
 * each event once.
 */
export function createEventOutbox(connection: Connection, bus: EventBus, logger: Logger, relayIntervalMs = 2000): EventOutbox {
  const model = outboxModelOf(connection);
  let relaying = false;

  const relayPending = async (): Promise<number> => {
    if (relaying || !bus.isConnected()) return 0;
    relaying = true;
    let published = 0;
    try {
      const pending = await model.find().sort({ created_at: 1 }).limit(500).lean();
      for (const entry of pending) {
        try {
          await bus.publish(entry.subject as EventSubject, entry.payload as never, entry._id);
          await model.deleteOne({ _id: entry._id });
          published++;
        } catch (error) {
          await model.updateOne({ _id: entry._id }, { $inc: { attempts: 1 }, $set: { last_error: String(error) } });
          break;
        }
      }
    } catch (error) {
      logger.warn({ err: error }, 'outbox relay failed');
    } finally {
      relaying = false;
    }
    if (published > 0) logger.info({ published }, 'outbox relayed events');
    return published;
  };

  const timer = setInterval(() => void relayPending(), relayIntervalMs);
  timer.unref();

  return {
    async publish(subject, payload, msgId) {
      try {
        await bus.publish(subject, payload, msgId);
      } catch (error) {
        logger.warn({ err: error, subject, msgId }, 'publish failed, keeping event in the outbox');
        await model.updateOne({ _id: msgId }, { $setOnInsert: { subject, payload, created_at: new Date(), attempts: 1, last_error: String(error) } }, { upsert: true });
      }
    },
    relayPending,
    stop: () => clearInterval(timer),
  };
}
