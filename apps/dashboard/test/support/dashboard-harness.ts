import { randomUUID } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo } from '@vmdash/embedded-mongo';
import { callUnary, createGrpcClient } from '@vmdash/grpc';
import { GATEWAY_SERVICE_IDENTITY, type CallerIdentity } from '@vmdash/identity';
import { createTestInternalKeys, type TestInternalKeys } from '@vmdash/identity/testing';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type DashboardAuthServiceClient } from '@vmdash/proto';
import { loadDashboardConfig } from '../../src/config';
import { createDashboardService, type DashboardService } from '../../src/dashboard.service';

/** The gateway's service identity (dashboard.proto header). */
export const GATEWAY_IDENTITY: CallerIdentity = GATEWAY_SERVICE_IDENTITY;

/** One embedded MongoDB, key pair and database shared by the dashboard instances a test file starts. */
export interface DashboardHarness {
  mongo: EmbeddedMongo;
  keys: TestInternalKeys;
  mongoUrl: string;
  /** Durable name of this harness's audit consumer (unique per harness; deleted by NATS 5 minutes after its last use). */
  auditConsumer: string;
  /** The clock the services use: real time plus `clockOffsetMs`. */
  clockOffsetMs: number;
  start(env?: Record<string, string>): Promise<{ service: DashboardService; client: DashboardAuthServiceClient; port: number }>;
  /** Runs `call` with an internal token for `identity`. */
  as<T>(identity: CallerIdentity, call: () => Promise<T>): Promise<T>;
  /** Calls a unary RPC of `client` as `identity`. */
  call<Req, Res>(client: DashboardAuthServiceClient, method: keyof DashboardAuthServiceClient, request: Req, identity?: CallerIdentity): Promise<Res>;
  /** Stops every started service (the database stays). */
  stopServices(): Promise<void>;
  close(): Promise<void>;
}

/** The admin the harness creates at first start. */
export const ADMIN = { username: 'root-admin', password: 'correct horse battery staple' };

export async function createDashboardHarness(): Promise<DashboardHarness> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const keys = createTestInternalKeys();
  const mongoUrl = `${mongo.uri.replace(/\/?$/, '/')}dashboard_${randomUUID().slice(0, 8)}`;
  const auditConsumer = `dashboard-test-${randomUUID()}`;
  const running: { service: DashboardService; client: DashboardAuthServiceClient }[] = [];
  const v1 = loadVmdashProtos();
  const startedAt = new Date(Date.now() - 5_000).toISOString();
  const harness: DashboardHarness = {
    mongo,
    keys,
    mongoUrl,
    auditConsumer,
    clockOffsetMs: 0,
    async start(env = {}) {
      const config = loadDashboardConfig({
        MONGO_URL: mongoUrl,
        ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: '0',
        INTERNAL_TOKEN_PUBLIC_KEY_FILE: keys.publicKeyFile,
        SHUTDOWN_GRACE_MS: '2000',
        SHUTDOWN_DRAIN_DELAY_MS: '0',
        LOG_LEVEL: 'silent',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        AUDIT_CONSUMER_NAME: auditConsumer,
        AUDIT_REPLAY_FROM: startedAt,
        AUDIT_CONSUMER_INACTIVE_MS: '300000',
        ...env,
      });
      const service = createDashboardService(config, createLogger('dashboard-test', 'silent'), { now: () => new Date(Date.now() + harness.clockOffsetMs) });
      const { port } = await service.start();
      const client = createGrpcClient(v1.DashboardAuthService, `127.0.0.1:${port}`, { deadlineMs: 30_000 });
      running.push({ service, client });
      return { service, client, port };
    },
    as: (identity, call) => runWithRequestContext({ requestId: randomUUID(), internalToken: keys.tokenFor(identity) }, call),
    call(client, method, request, identity = GATEWAY_IDENTITY) {
      const fn = client[method] as unknown as Parameters<typeof callUnary>[0];
      return harness.as(identity, () => callUnary(fn.bind(client), request)) as never;
    },
    async stopServices() {
      for (const { service, client } of running.splice(0)) {
        client.close();
        await service.stop();
      }
    },
    async close() {
      await harness.stopServices();
      await mongo.stop();
    },
  };
  return harness;
}

/** Polls `read` until `done` holds for its value (or times out). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in time; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
