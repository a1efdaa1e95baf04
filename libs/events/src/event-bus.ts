import type { Logger } from '@vmdash/observability';
import { connect, headers as natsHeaders, JSONCodec, RetentionPolicy, StorageType, type JetStreamClient, type JetStreamManager, type NatsConnection } from 'nats';
import { EVENT_SCHEMAS, STREAM_MAX_AGE_MS, STREAMS, type EventPayload, type EventSubject, type StreamName } from './subjects';

const codec = JSONCodec<unknown>();

/** JetStream's acknowledgement: the stream sequence, and whether the message id was a duplicate (stored once). */
interface PublishReceipt {
  seq: number;
  duplicate: boolean;
}

/** A connection to NATS JetStream with typed publish and consume. */
export interface EventBus {
  /**
   * Publishes `payload` (validated against the subject's schema) to JetStream with `Nats-Msg-Id: msgId`, so a retry of
   * the same event is stored once within the stream's duplicate window.
   * @throws when the payload is invalid or JetStream does not acknowledge (e.g. NATS is down).
   */
  publish<S extends EventSubject>(subject: S, payload: EventPayload<S>, msgId: string): Promise<PublishReceipt>;
  /**
   * Delivers every event of `subject` published from now on to `handler`, on this replica (each replica sees each
   * event while connected). Returns a stop function.
   */
  subscribeEach<S extends EventSubject>(subject: S, handler: (payload: EventPayload<S>) => Promise<void>): () => void;
  isConnected(): boolean;
  /** Drains subscriptions and closes the connection (shutdown). */
  close(): Promise<void>;
  readonly connection: NatsConnection;
}

function safeDecode(data: Uint8Array): unknown {
  try {
    return codec.decode(data);
  } catch {
    return undefined;
  }
}

/** Creates the streams of STREAMS if missing, or updates their subjects and limits (idempotent; every service may call it, at once). */
async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  for (const [name, subjects] of Object.entries(STREAMS)) {
    const config = {
      name,
      subjects: [...subjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: 2 * 60 * 1_000_000_000,
      max_age: STREAM_MAX_AGE_MS[name as StreamName] * 1_000_000,
    };
    // Add first, update when it exists: two services starting at once must not both decide to add.
    try {
      await jsm.streams.add(config);
    } catch {
      await jsm.streams.update(name, config);
    }
  }
}

/**
 * Connects to NATS (retrying the first connection until it succeeds, reconnecting forever afterwards) and makes sure
 * the JetStream streams exist.
 * @param url e.g. nats://127.0.0.1:4222
 * @param name client name shown in NATS monitoring, e.g. "action-plan"
 */
export async function connectEventBus(url: string, name: string, logger: Logger): Promise<EventBus> {
  const connection = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000, waitOnFirstConnect: true });
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') logger.warn({ nats: status.type }, 'nats connection status');
    }
  })();
  const jsm = await connection.jetstreamManager();
  await ensureStreams(jsm);
  const js: JetStreamClient = connection.jetstream();
  const stops: (() => void)[] = [];

  return {
    connection,
    async publish(subject, payload, msgId) {
      const data = EVENT_SCHEMAS[subject].parse(payload);
      const h = natsHeaders();
      h.set('Nats-Msg-Id', msgId);
      const ack = await js.publish(subject, codec.encode(data), { msgID: msgId, headers: h, timeout: 5000 });
      return { seq: ack.seq, duplicate: ack.duplicate };
    },
    subscribeEach(subject, handler) {
      // A core subscription: JetStream-stored events are delivered to core subscribers too, and each replica gets its
      // own copy. nats.js re-subscribes after a reconnect; events published while a replica was cut off are not
      // replayed, so readers of such events also poll their source of truth (see data-cache's snapshot watcher).
      const subscription = connection.subscribe(subject);
      void (async () => {
        for await (const message of subscription) {
          const parsed = EVENT_SCHEMAS[subject].safeParse(safeDecode(message.data));
          if (!parsed.success) {
            logger.warn({ subject }, 'dropping malformed event');
            continue;
          }
          await handler(parsed.data as EventPayload<typeof subject>).catch((error: unknown) => logger.error({ err: error, subject }, 'event handler failed'));
        }
      })();
      const stop = () => subscription.unsubscribe();
      stops.push(stop);
      return stop;
    },
    isConnected: () => !connection.isClosed() && connection.info !== undefined && !isReconnecting(connection),
    async close() {
      for (const stop of stops) stop();
      if (!connection.isClosed()) await connection.drain();
    },
  };
}

function isReconnecting(connection: NatsConnection): boolean {
  // nats.js exposes no public "connected" flag; protocol.connected is false while it reconnects.
  const protocol = (connection as unknown as { protocol?: { connected?: boolean } }).protocol;
  return protocol?.connected === false;
}
