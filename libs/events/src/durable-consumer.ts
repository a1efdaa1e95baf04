import type { Logger } from '@vmdash/observability';
import { AckPolicy, DeliverPolicy, JSONCodec, nanos, type ConsumerConfig, type ConsumerMessages, type JsMsg } from 'nats';
import type { EventBus } from './event-bus';
import { EVENT_SCHEMAS, isEventSubject, type EventPayload, type EventSubject, type StreamName } from './subjects';

const codec = JSONCodec<unknown>();

/** One delivered event, validated against its subject's schema. */
export interface DeliveredEvent<S extends EventSubject = EventSubject> {
  subject: S;
  payload: EventPayload<S>;
  /** The `Nats-Msg-Id` it was published with, when present. */
  msgId: string | undefined;
  /** How many times JetStream has delivered it (1 on the first delivery). */
  deliveryCount: number;
}

/** Options of a durable JetStream consumer (docs/architecture.md, Events: durable consumers, explicit ack, idempotent handlers). */
interface DurableConsumerOptions {
  stream: StreamName;
  /** Durable name: replicas of a service share it, so each event is handled by one of them. */
  durable: string;
  /** One subject filter (nats-server 2.9 has no multi-filter consumers), e.g. "audit.>". */
  filterSubject: string;
  /**
   * Handles one event; resolve to acknowledge it. A rejection makes JetStream deliver it again after `retryDelayMs`,
   * so handlers must be idempotent (the same event may also arrive twice after a crash between write and ack).
   */
  handler(event: DeliveredEvent): Promise<void>;
  /** Where a consumer created for the first time starts: the stream's beginning (default) or this time. */
  startAt?: Date;
  /** How long JetStream waits for an ack before delivering again, ms (default 30 s). */
  ackWaitMs?: number;
  /** Delay before a failed event is delivered again, ms (default 2 s). */
  retryDelayMs?: number;
  /** Let the server delete the consumer after this long without a client, ms (default: never; tests set it). */
  inactiveThresholdMs?: number;
  /** Events pulled at once (default 64). */
  batchSize?: number;
}

/** A running durable consumer. */
export interface DurableConsumer {
  /** Stops pulling; events in flight finish (and are acknowledged) first. */
  stop(): Promise<void>;
}

function decode(message: JsMsg): unknown {
  try {
    return codec.decode(message.data);
  } catch {
    return undefined;
  }
}

/** Creates the durable consumer when missing, or brings its filter, ack wait and threshold up to date. */
async function ensureConsumer(bus: EventBus, options: DurableConsumerOptions): Promise<void> {
  const jsm = await bus.connection.jetstreamManager();
  const settings: Partial<ConsumerConfig> = {
    filter_subject: options.filterSubject,
    ack_wait: nanos(options.ackWaitMs ?? 30_000),
    max_deliver: -1,
    ...(options.inactiveThresholdMs ? { inactive_threshold: nanos(options.inactiveThresholdMs) } : {}),
  };
  try {
    await jsm.consumers.info(options.stream, options.durable);
    await jsm.consumers.update(options.stream, options.durable, settings);
  } catch (error) {
    if (!/consumer not found/i.test(String(error))) throw error;
    await jsm.consumers.add(options.stream, {
      ...settings,
      durable_name: options.durable,
      ack_policy: AckPolicy.Explicit,
      ...(options.startAt ? { deliver_policy: DeliverPolicy.StartTime, opt_start_time: options.startAt.toISOString() } : { deliver_policy: DeliverPolicy.All }),
    });
  }
}

/**
 * Starts a durable pull consumer on `options.stream`: every event stored under `options.filterSubject` is handed to
 * `options.handler` until it resolves, also events published while no replica was running (they wait in the stream).
 * Events whose subject is unknown or whose payload fails its schema are terminated (never redelivered) and logged.
 * The nats.js consume loop re-establishes itself after reconnects.
 * @throws when JetStream refuses to create or update the consumer
 */
export async function startDurableConsumer(bus: EventBus, options: DurableConsumerOptions, logger: Logger): Promise<DurableConsumer> {
  await ensureConsumer(bus, options);
  const consumer = await bus.connection.jetstream().consumers.get(options.stream, options.durable);
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  let messages: ConsumerMessages | undefined;
  let stopped = false;

  const handle = async (message: JsMsg) => {
    const subject = message.subject;
    const parsed = isEventSubject(subject) ? EVENT_SCHEMAS[subject].safeParse(decode(message)) : undefined;
    if (!parsed?.success) {
      logger.warn({ subject, durable: options.durable }, 'terminating an event that has no known subject or fails its schema');
      message.term();
      return;
    }
    try {
      await options.handler({ subject: subject as EventSubject, payload: parsed.data, msgId: message.headers?.get('Nats-Msg-Id') || undefined, deliveryCount: message.info.deliveryCount });
      message.ack();
    } catch (error) {
      logger.warn({ err: error, subject, durable: options.durable }, 'event handler failed; the event will be delivered again');
      message.nak(retryDelayMs);
    }
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        messages = await consumer.consume({ max_messages: options.batchSize ?? 64 });
        for await (const message of messages) await handle(message);
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, 1_000));
      } catch (error) {
        if (stopped) break;
        logger.warn({ err: error, durable: options.durable }, 'durable consumer interrupted; resuming');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      messages?.stop();
      await loop;
    },
  };
}
