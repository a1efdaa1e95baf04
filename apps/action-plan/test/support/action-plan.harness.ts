import { randomUUID } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import { loadConfig } from '@vmdash/config';
import type { EmbeddedMongo } from '@vmdash/embedded-mongo';
import { unaryCall, type UnaryRpc, createGrpcClient, defineSomeHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type ActionPlan__Output, type ActionPlanList__Output, type ActionPlanServiceClient } from '@vmdash/proto';
import { eventually, startTestEnvironment } from '@vmdash/testing';
import { MongoClient, type Db } from 'mongodb';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { createActionPlanService, type ActionPlanService } from '../../src/action-plan.service';
import { actionPlanEnvSchema, type ActionPlanConfig } from '../../src/config';

/*
 * Component-test harness (docs/architecture.md, Tests): the real action-plan service in-process on port 0, against
 * the embedded MongoDB and the real NATS, with a fake data-cache gRPC server and a real gRPC client that carries a
 * signed internal token.
 */

const logger = createLogger('action-plan-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const v1 = loadVmdashProtos();

/**
 * A fake data-cache that answers FindKnownBetaHosts (every host is known except those in `unknown`) and
 * FindKnownBetaFindings (every finding is known except those whose scanner_id or active_host_findings_id, as text,
 * is in `unknownFindings`).
 */
export interface FakeDataCache {
  address: string;
  unknown: Set<number>;
  unknownFindings: Set<string>;
  /** The number of refs of each FindKnownBetaFindings call. */
  findingCalls: number[];
  /** Host ids of each FindKnownBetaHosts call, and the caller subject the forwarded token named. */
  calls: { hostIds: number[]; subject: string }[];
  /** Answer with this error instead (e.g. UNAVAILABLE: no snapshot loaded yet). */
  failWith?: grpc.status;
  /** Hold each answer until this resolves (in-flight calls during shutdown). */
  gate?: Promise<void>;
  stop(): Promise<void>;
}

async function startFakeDataCache(publicKeyPem: string): Promise<FakeDataCache> {
  const fake: Partial<FakeDataCache> & Pick<FakeDataCache, 'unknown' | 'unknownFindings' | 'calls' | 'findingCalls'> = { unknown: new Set(), unknownFindings: new Set(), calls: [], findingCalls: [] };
  const server: RunningGrpcServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: publicKeyPem,
    services: [
      defineSomeHandlers('vmdash.v1.DataCacheService', {
        FindKnownBetaHosts: async (request, context) => {
          fake.calls.push({ hostIds: request.host_ids, subject: context.caller.subject });
          await fake.gate;
          if (fake.failWith !== undefined) throw Object.assign(new Error('fake failure'), { code: fake.failWith, details: 'no beta snapshot loaded' });
          return { host_ids: request.host_ids.filter((id) => !fake.unknown.has(id)) };
        },
        FindKnownBetaFindings: async (request) => {
          fake.findingCalls.push(request.refs.length);
          const known = (id: string | undefined) => id === undefined || !fake.unknownFindings.has(id);
          return { known: request.refs.map((ref) => known(ref.scanner_id) && known(ref.active_host_findings_id?.toString())) };
        },
      }),
    ],
  });
  server.setServing(true);
  fake.address = `127.0.0.1:${server.port}`;
  fake.stop = () => server.shutdown(100);
  return fake as FakeDataCache;
}

/** An event seen on NATS. */
export interface SeenEvent {
  subject: string;
  msgId: string | undefined;
  payload: Record<string, unknown>;
}

/** Who calls, and until when. */
interface CallAs {
  subject?: string;
  token?: string | null;
  deadline?: number;
}

/** Everything one test file needs. */
export interface Harness {
  mongo: EmbeddedMongo;
  /** The service's database through the plain driver (to inspect or to stage crash states). */
  db: Db;
  dataCache: FakeDataCache;
  config: ActionPlanConfig;
  service: ActionPlanService;
  port: number;
  client: ActionPlanServiceClient;
  /** Every plans.* event published since the harness started. */
  events: SeenEvent[];
  /** A signed internal token for `subject`, as the gateway forwards it (by default with data:read and plans:write). */
  tokenFor(subject: string, scopes?: string[]): string;
  /** Calls `method` as `subject` (default "planner"); `token: null` sends no token; `deadline` as epoch ms (60 s ahead by default). */
  call<Req, Res>(method: keyof ActionPlanServiceClient & string, request: Req, options?: CallAs): Promise<Res>;
  /** The plans of a host, newest first (ListPlans as "planner"). */
  list(hostId: number): Promise<ActionPlan__Output[]>;
  /** Waits until `count` events match `predicate` (or throws after a few seconds). */
  waitForEvents(predicate: (event: SeenEvent) => boolean, count: number): Promise<SeenEvent[]>;
  /** Stops the service and starts a new instance on the same database (and client). */
  restartService(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The error of a call the test expects to fail.
 * @throws Error when the call succeeded
 */
export function callFailure(promise: Promise<unknown>): Promise<grpc.ServiceError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: grpc.ServiceError) => error,
  );
}

/** Starts mongo, NATS subscriber, fake data-cache and the service. `env` overrides configuration. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const environment = await startTestEnvironment();
  const mongoUrl = environment.databaseUrl('action_plan_test');
  const mongoClient = await MongoClient.connect(mongoUrl);
  const dataCache = await startFakeDataCache(environment.keys.publicKeyPem);
  const tokenFor = (subject: string, scopes = ['data:read', 'plans:write']) => environment.keys.tokenFor({ subject, scopes });

  const nats: NatsConnection = await connect({ servers: environment.natsUrl });
  const codec = JSONCodec<Record<string, unknown>>();
  const events: SeenEvent[] = [];
  const subscription: Subscription = nats.subscribe('plans.action_plan.>');
  void (async () => {
    for await (const message of subscription) {
      events.push({ subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id') || undefined, payload: codec.decode(message.data) });
    }
  })();

  const configFor = (overrides: Record<string, string>) =>
    loadConfig('action-plan', actionPlanEnvSchema, {
      ...environment.serviceEnv(mongoUrl),
      DATA_CACHE_ADDR: dataCache.address,
      SHUTDOWN_GRACE_MS: '5000',
      ...env,
      ...overrides,
    });

  const config = configFor({});
  const service = createActionPlanService(config, logger);
  const { port } = await service.start();

  const h: Harness = {
    mongo: environment.mongo,
    db: mongoClient.db(),
    dataCache,
    config,
    service,
    port,
    client: createGrpcClient(v1.ActionPlanService, `127.0.0.1:${port}`, { deadlineMs: 60_000 }),
    events,
    tokenFor,
    call<Req, Res>(method: keyof ActionPlanServiceClient & string, request: Req, options: CallAs = {}) {
      const invoke = () => unaryCall(h.client, method as UnaryRpc<ActionPlanServiceClient>, request as never, options.deadline === undefined ? {} : { deadline: options.deadline }) as Promise<Res>;
      const token = options.token === undefined ? tokenFor(options.subject ?? 'planner') : options.token;
      if (token === null) return invoke();
      return runWithRequestContext({ requestId: randomUUID(), internalToken: token }, invoke);
    },
    list: async (hostId) => (await h.call<{ host_id: number }, ActionPlanList__Output>('ListPlans', { host_id: hostId })).items,
    waitForEvents: (predicate, count) =>
      eventually(
        () => events.filter(predicate),
        (matching) => matching.length >= count,
      ),
    async restartService(overrides = {}) {
      await h.service.stop();
      h.client.close();
      h.config = configFor(overrides);
      h.service = createActionPlanService(h.config, logger);
      h.port = (await h.service.start()).port;
      h.client = createGrpcClient(v1.ActionPlanService, `127.0.0.1:${h.port}`, { deadlineMs: 60_000 });
    },
    async close() {
      h.client.close();
      await h.service.stop();
      await dataCache.stop();
      subscription.unsubscribe();
      await nats.drain();
      await mongoClient.close();
      await environment.stop();
    },
  };
  return h;
}
