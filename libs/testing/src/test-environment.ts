import { randomUUID } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '@vmdash/embedded-mongo';
import { createTestInternalKeys, type TestInternalKeys } from './internal-keys';

/**
 * The NATS JetStream the tests use: NATS_URL, else nats://127.0.0.1:4222 (the Jest global setup starts a
 * nats-server there when nothing answers).
 */
export function testNatsUrl(): string {
  return process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
}

/** The Redis the tests use (the gateway's rate-limit counts): REDIS_URL, else redis://127.0.0.1:6379. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** What a component test of a service runs against: an embedded MongoDB, the test NATS and internal-token keys. */
export interface TestEnvironment {
  mongo: EmbeddedMongo;
  natsUrl: string;
  keys: TestInternalKeys;
  /** URL of a new database on the embedded server, named `<prefix>_<8 hex digits>` (another one each call). */
  databaseUrl(prefix: string): string;
  /**
   * The environment variables every gRPC service reads (libs/config's grpcServiceEnvSchema) for a service started
   * in-process on this environment: the database at `databaseUrl`, the test NATS, a free port (0), the test public
   * key, no drain delay, a 2 s grace period, logs off (TEST_LOG_LEVEL turns them on). Apps add their own on top.
   */
  serviceEnv(databaseUrl: string): Record<string, string>;
  /** Stops the embedded MongoDB. */
  stop(): Promise<void>;
}

/**
 * Starts an embedded MongoDB on a free port (`options` as startEmbeddedMongo's, e.g. a slower TTL sweep) and makes
 * a fresh internal-token key pair. NATS is not started here: the Jest global setup made sure one answers.
 * @throws Error when the embedded MongoDB cannot start.
 */
export async function startTestEnvironment(options: Omit<EmbeddedMongoOptions, 'port'> = {}): Promise<TestEnvironment> {
  const mongo = await startEmbeddedMongo({ ...options, port: 0 });
  return { ...testEnvironmentOn(mongo.uri), mongo, stop: () => mongo.stop() };
}

/**
 * The same environment on a MongoDB this process did not start (`mongoUrl`, e.g. libs/embedded-mongo's CLI in a process
 * of its own, so that a benchmark's load generator does not share an event loop with the database): its databases are
 * made on that server, with a fresh internal-token key pair; `stop()` leaves the server running (its owner stops it).
 */
export function testEnvironmentOn(mongoUrl: string): Omit<TestEnvironment, 'mongo'> {
  const base = mongoUrl.replace(/\/*$/, '/');
  const natsUrl = testNatsUrl();
  const keys = createTestInternalKeys();
  return {
    natsUrl,
    keys,
    databaseUrl: (prefix) => `${base}${prefix}_${randomUUID().slice(0, 8)}`,
    serviceEnv: (databaseUrl) => ({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      MONGO_URL: databaseUrl,
      NATS_URL: natsUrl,
      GRPC_HOST: '127.0.0.1',
      GRPC_PORT: '0',
      INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.publicKeyFile,
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      SHUTDOWN_GRACE_MS: '2000',
    }),
    stop: async () => undefined,
  };
}
