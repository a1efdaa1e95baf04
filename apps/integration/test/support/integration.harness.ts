import { randomUUID } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import { loadConfig } from '@vmdash/config';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import { GATEWAY_SERVICE_IDENTITY } from '@vmdash/identity';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type IntegrationServiceClient } from '@vmdash/proto';
import { startSimulatorProcess, startTestEnvironment, type SimulatorProcess, type TestEnvironment } from '@vmdash/testing';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { integrationEnvSchema } from '../../src/config';
import { createIntegrationService, type IntegrationService } from '../../src/integration.service';

/*
 * Component-test harness (docs/architecture.md, Tests): the real integration service in-process on port 0 against
 * the embedded MongoDB, the test NATS and Redis, and the tracker and platform simulators of tools/simulators as
 * processes. Each harness has its own quota keys in Redis; every service it starts shares them (as replicas do).
 */

const logger = createLogger('integration-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const v1 = loadVmdashProtos();

export const TRACKER_USER = 'vmdash-bot';
export const TRACKER_TOKEN = 'tracker-test-token';
export const WEBHOOK_SECRET = 'webhook-test-secret';
export const PLATFORM_API_KEY = 'platform-test-key';
export const PLANS_UPSTREAM_USER = 'vmdash-plans';
export const PLANS_UPSTREAM_PASSWORD = 'plans-test-password';

/** A request the tracker simulator received. */
export interface TrackerRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  at: number;
  status: number;
  invalid?: string;
}

/** One running integration service with its client. */
export interface RunningIntegration {
  service: IntegrationService;
  client: IntegrationServiceClient;
  stop(): Promise<void>;
}

/** A notification event seen on NATS. */
export interface SeenNotification {
  msgId: string | undefined;
  payload: Record<string, unknown>;
}

/** How a test calls the service. */
interface CallOptions {
  on?: RunningIntegration;
  asGateway?: boolean;
  token?: string | null;
  deadlineMs?: number;
}

export interface Harness {
  tracker: SimulatorProcess;
  platform: SimulatorProcess;
  /**
   * The action plans upstream simulator (plain HTTP at `url`, HTTPS with a self-signed certificate at `tlsUrl`), when
   * the harness was started with `plansUpstream`; the services point PLANS_UPSTREAM_URL at its plain address.
   */
  plansUpstream?: SimulatorProcess & { tlsUrl: string };
  /** The first service. */
  main: RunningIntegration;
  /** Every notification.tracker.* event published since the harness started. */
  notifications: SeenNotification[];
  /** Starts another service on the same database, Redis keys and simulators (a second replica, or a restart). */
  startService(env?: Record<string, string>): Promise<RunningIntegration>;
  /**
   * Calls `method` on `on` (default the first service) as an internal service caller, or as the gateway; `deadlineMs`
   * replaces the client's deadline (60 s, or the harness's `clientDeadlineMs`).
   */
  call<Res>(method: keyof IntegrationServiceClient & string, request: unknown, options?: CallOptions): Promise<Res>;
  /** Calls the server-streaming `method` like `call` and collects every message; rejects with the stream's error. */
  stream<Res>(method: keyof IntegrationServiceClient & string, request: unknown, options?: CallOptions): Promise<Res[]>;
  /** The tracker requests received, oldest first. */
  trackerRequests(): Promise<TrackerRequest[]>;
  /** Adds an issue to the tracker simulator (its control route) and answers its key. */
  seedTrackerIssue(fields: Record<string, unknown>): Promise<string>;
  /**
   * Stops everything, then fails (so the test file fails) when any request of the file broke a simulator's contract:
   * the trimmed Jira document for the tracker, the spec's field list for the platform (interface spec, "C. Outbound
   * calls"), the two reads of the sync for the action plans upstream.
   */
  close(): Promise<void>;
}

/**
 * Starts the simulators and one integration service. `options.webhookUrl` is where the tracker simulator sends its
 * webhook (none by default); `env` overrides the service's configuration; `clientDeadlineMs` is the deadline of every
 * call (60 s by default).
 */
export async function startHarness(options: { webhookUrl?: string; env?: Record<string, string>; clientDeadlineMs?: number; plansUpstream?: boolean } = {}): Promise<Harness> {
  const environment: TestEnvironment = await startTestEnvironment();
  const mongoUrl = environment.databaseUrl('integration_test');
  const tracker = await startSimulatorProcess('tracker', {
    TRACKER_USER,
    TRACKER_TOKEN,
    TRACKER_PROJECT: 'VM',
    TRACKER_WEBHOOK_URL: options.webhookUrl ?? '',
    TRACKER_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const platform = await startSimulatorProcess('platform', { PLATFORM_CLIENT_ID: '42', PLATFORM_API_KEY });
  let plansUpstream: Harness['plansUpstream'];
  if (options.plansUpstream) {
    const simulator = await startSimulatorProcess('plans-upstream', { PLANS_UPSTREAM_USER, PLANS_UPSTREAM_PASSWORD, PLANS_UPSTREAM_SIMULATOR_TLS: 'true' });
    plansUpstream = Object.assign(simulator, { tlsUrl: (await simulator.get<{ url: string }>('/tls')).url });
  }
  const quotaPrefix = `vmdash:test:${randomUUID()}:`;

  const nats: NatsConnection = await connect({ servers: environment.natsUrl });
  const codec = JSONCodec<Record<string, unknown>>();
  const notifications: SeenNotification[] = [];
  const subscription: Subscription = nats.subscribe('notification.tracker.>');
  void (async () => {
    for await (const message of subscription) notifications.push({ msgId: message.headers?.get('Nats-Msg-Id') || undefined, payload: codec.decode(message.data) });
  })();

  const running: RunningIntegration[] = [];
  const startService = async (env: Record<string, string> = {}): Promise<RunningIntegration> => {
    const config = loadConfig('integration', integrationEnvSchema, {
      ...environment.serviceEnv(mongoUrl),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUOTA_KEY_PREFIX: quotaPrefix,
      TRACKER_URL: tracker.url,
      TRACKER_USER,
      TRACKER_TOKEN,
      TRACKER_PROJECT: 'VM',
      TRACKER_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PLATFORM_URL: platform.url,
      PLATFORM_CLIENT_ID: '42',
      PLATFORM_API_KEY,
      ...(plansUpstream ? { PLANS_UPSTREAM_URL: plansUpstream.url, PLANS_UPSTREAM_USER, PLANS_UPSTREAM_PASSWORD } : {}),
      ...options.env,
      ...env,
    });
    const service = createIntegrationService(config, logger);
    const { port } = await service.start();
    const client = createGrpcClient(v1.IntegrationService, `127.0.0.1:${port}`, { deadlineMs: options.clientDeadlineMs ?? 60_000 });
    const instance: RunningIntegration = {
      service,
      client,
      async stop() {
        client.close();
        await service.stop();
        running.splice(running.indexOf(instance), 1);
      },
    };
    running.push(instance);
    return instance;
  };
  const main = await startService();

  const tokenOf = (callOptions: CallOptions) =>
    callOptions.token !== undefined ? callOptions.token : environment.keys.tokenFor(callOptions.asGateway ? GATEWAY_SERVICE_IDENTITY : { subject: 'system:dashboard', scopes: [] });
  const h: Harness = {
    tracker,
    platform,
    plansUpstream,
    main,
    notifications,
    startService,
    call<Res>(method: keyof IntegrationServiceClient & string, request: unknown, callOptions: CallOptions = {}) {
      const client = (callOptions.on ?? h.main).client;
      const deadline = callOptions.deadlineMs === undefined ? {} : { deadline: Date.now() + callOptions.deadlineMs };
      const invoke = () => unaryCall(client, method as UnaryRpc<IntegrationServiceClient>, request as never, deadline) as Promise<Res>;
      const token = tokenOf(callOptions);
      if (token === null) return invoke();
      return runWithRequestContext({ requestId: randomUUID(), internalToken: token }, invoke);
    },
    stream<Res>(method: keyof IntegrationServiceClient & string, request: unknown, callOptions: CallOptions = {}) {
      const client = (callOptions.on ?? h.main).client;
      const methods = client as unknown as Record<string, (request: unknown, options: grpc.CallOptions) => AsyncIterable<Res>>;
      const collect = async () => {
        const messages: Res[] = [];
        const call = methods[method].call(client, request, { deadline: Date.now() + (callOptions.deadlineMs ?? options.clientDeadlineMs ?? 60_000) });
        for await (const message of call) messages.push(message);
        return messages;
      };
      const token = tokenOf(callOptions);
      if (token === null) return collect();
      return runWithRequestContext({ requestId: randomUUID(), internalToken: token }, collect);
    },
    trackerRequests: () => tracker.get<TrackerRequest[]>('/requests'),
    async seedTrackerIssue(fields) {
      const answer = await fetch(`${tracker.url}/_simulator/issues`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
      return ((await answer.json()) as { key: string }).key;
    },
    async close() {
      const invalidOf = async (simulator: SimulatorProcess) => (await simulator.get<{ invalid?: unknown }[]>('/requests')).filter((request) => request.invalid !== undefined);
      const invalid = { tracker: await invalidOf(tracker), platform: await invalidOf(platform), plansUpstream: plansUpstream ? await invalidOf(plansUpstream) : [] };
      for (const instance of [...running]) await instance.stop();
      subscription.unsubscribe();
      await nats.drain();
      await tracker.stop();
      await platform.stop();
      await plansUpstream?.stop();
      await environment.stop();
      if (invalid.tracker.length + invalid.platform.length + invalid.plansUpstream.length > 0) throw new Error(`Simulators received invalid requests: ${JSON.stringify(invalid)}`);
    },
  };
  return h;
}
