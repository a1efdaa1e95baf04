import { connectMongo, isMongoUp } from '@vmdash/db';
import { connectEventBus, createEventOutbox, type EventBus, type EventOutbox } from '@vmdash/events';
import { createHandlers, startGrpcServer, watchDependencies, type RunningGrpcServer } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashPackageDefinition, loadVmdashProtos } from '@vmdash/proto';
import type { Connection } from 'mongoose';
import { readFileSync } from 'node:fs';
import type { DataCacheConfig } from './config';
import { alphaHandlers } from './data-api/alpha.handlers';
import { betaHandlers } from './data-api/beta.handlers';
import { AlphaReadModel } from './read-model/alpha-read-model';
import { BetaReadModel } from './read-model/beta-read-model';
import { alphaSnapshotBuilder, betaSnapshotBuilder } from './refresh/snapshot-source';
import { SourceCache } from './refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from './snapshot/snapshot.types';
import { SnapshotRepository } from './snapshot-store/snapshot.repository';

/** The running data-cache: start, stop, and the caches (for tests and benchmarks). */
export interface DataCacheService {
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly alpha: SourceCache<AlphaSnapshot, AlphaReadModel>;
  readonly beta: SourceCache<BetaSnapshot, BetaReadModel>;
}

/** Pause between reporting not-ready and closing the server, so load balancers stop sending calls first (ms). */
const NOT_READY_GRACE_MS = 500;

/**
 * Wires the data-cache: MongoDB (snapshot store), NATS (snapshot switch events, via the outbox), both source caches,
 * and the gRPC server. `start` loads (or first builds) both snapshots before reporting SERVING.
 */
export function createDataCacheService(config: DataCacheConfig, logger: Logger): DataCacheService {
  let connection: Connection | undefined;
  let bus: EventBus | undefined;
  let outbox: EventOutbox | undefined;
  let server: RunningGrpcServer | undefined;
  const stops: (() => void)[] = [];
  let caches: { alpha: SourceCache<AlphaSnapshot, AlphaReadModel>; beta: SourceCache<BetaSnapshot, BetaReadModel> } | undefined;

  const started = () => {
    if (!caches) throw new Error('data-cache not started');
    return caches;
  };
  const createCaches = (repository: SnapshotRepository, outbox: EventOutbox) => {
    const announce = (source: 'alpha' | 'beta') => (snapshotId: string) =>
      outbox.publish('cache.snapshot.activated', { source, snapshot_id: snapshotId, occurred_at: new Date().toISOString() }, `cache.snapshot.activated.${snapshotId}`);
    return {
      alpha: new SourceCache<AlphaSnapshot, AlphaReadModel>({
        source: 'alpha',
        repository,
        build: alphaSnapshotBuilder({ globs: config.ALPHA_SOURCES, inventoryFile: config.ASSET_INVENTORY, kevFile: config.KEV_CATALOG }),
        toReadModel: (id, snapshot) => new AlphaReadModel(id, snapshot),
        announce: announce('alpha'),
        logger,
      }),
      beta: new SourceCache<BetaSnapshot, BetaReadModel>({
        source: 'beta',
        repository,
        build: betaSnapshotBuilder({
          globs: config.BETA_SOURCES,
          inventoryFile: config.ASSET_INVENTORY,
          kevFile: config.KEV_CATALOG,
          demo: { hosts: config.DEMO_BETA_HOSTS, findingsPerHost: config.DEMO_BETA_FINDINGS_PER_HOST },
        }),
        toReadModel: (id, snapshot) => new BetaReadModel(id, snapshot),
        announce: announce('beta'),
        logger,
      }),
    };
  };

  return {
    get alpha() {
      return started().alpha;
    },
    get beta() {
      return started().beta;
    },
    async start() {
      const publicKey = readFileSync(config.INTERNAL_TOKEN_PUBLIC_KEY_FILE, 'utf8');
      connection = await connectMongo(config.MONGO_URL, { logger });
      const repository = new SnapshotRepository(connection);
      await repository.init();
      bus = await connectEventBus(config.NATS_URL, 'data-cache', logger);
      outbox = createEventOutbox(connection, bus, logger);
      const { alpha, beta } = (caches = createCaches(repository, outbox));

      const handlers = createHandlers(logger, publicKey);
      const v1 = loadVmdashProtos();
      server = await startGrpcServer({
        host: config.GRPC_HOST,
        port: config.GRPC_PORT,
        logger,
        packageDefinition: loadVmdashPackageDefinition(),
        services: [{ name: 'vmdash.v1.DataCacheService', definition: v1.DataCacheService.service, implementation: { ...alphaHandlers(handlers, alpha), ...betaHandlers(handlers, beta) } }],
      });

      // Follow snapshots other replicas activate: on their event, and by a periodic check for missed events.
      stops.push(bus.subscribeEach('cache.snapshot.activated', async ({ source }) => void (await (source === 'alpha' ? alpha : beta).follow())));
      const poll = setInterval(() => void Promise.all([alpha.follow(), beta.follow()]), config.SNAPSHOT_POLL_MS);
      poll.unref();
      stops.push(() => clearInterval(poll));

      await Promise.all([alpha.start(), beta.start()]);
      const mongo = connection;
      const nats = bus;
      const running = server;
      stops.push(
        watchDependencies(
          [
            { name: 'mongodb', isUp: () => isMongoUp(mongo) },
            { name: 'nats', isUp: () => nats.isConnected() },
          ],
          (serving) => running.setServing(serving),
          logger,
        ),
      );
      return { port: server.port };
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
      server?.setServing(false);
      await new Promise((resolve) => setTimeout(resolve, NOT_READY_GRACE_MS));
      await server?.shutdown(config.SHUTDOWN_GRACE_MS);
      outbox?.stop();
      await bus?.close();
      await connection?.close();
    },
  };
}
