import { defineHandlers } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { createGrpcService, type GrpcService } from '@vmdash/service-runtime';
import type { DataCacheConfig } from './config';
import { alphaHandlers } from './source-handlers/alpha.handlers';
import { betaHandlers } from './source-handlers/beta.handlers';
import { complianceFindingsHandlers } from './compliance-findings/compliance-findings.handlers';
import { kevDueDatesOf } from './compliance-findings/kev-due-dates';
import { findingQueryHandlers } from './dashboard-findings/finding-query.handlers';
import { AlphaReadModel } from './read-model/alpha-read-model';
import { BetaReadModel } from './read-model/beta-read-model';
import { loadBetaReadModel } from './read-model/load-beta-read-model';
import { alphaSnapshotSource, betaSnapshotSource } from './refresh/snapshot-source';
import { SourceCache } from './refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from './snapshot/snapshot.types';
import { SnapshotRepository } from './snapshot-store/snapshot.repository';

/** The running data-cache: the shared gRPC service lifecycle, and its two caches (for tests and benchmarks). */
export interface DataCacheService extends GrpcService {
  readonly alpha: SourceCache<AlphaSnapshot, AlphaReadModel>;
  readonly beta: SourceCache<BetaSnapshot, BetaReadModel>;
}

/**
 * Builds the data-cache: the snapshot store on its MongoDB, both source caches (announcing their snapshots through
 * the outbox), the gRPC handlers, and the switch to snapshots other replicas activate (on their NATS event, and by a
 * periodic check for missed events). `start` loads both stored snapshots, or first builds those that are missing or
 * were built from other sources than the configured ones, before reporting SERVING.
 */
export function createDataCacheService(config: DataCacheConfig, logger: Logger): DataCacheService {
  let caches: { alpha: SourceCache<AlphaSnapshot, AlphaReadModel>; beta: SourceCache<BetaSnapshot, BetaReadModel> } | undefined;
  const started = () => {
    if (!caches) throw new Error('data-cache not started');
    return caches;
  };

  const service = createGrpcService({ ...config, name: 'data-cache' }, logger, async ({ connection, bus, outbox }) => {
    const repository = new SnapshotRepository(connection);
    await repository.init();
    const announce = (source: 'alpha' | 'beta') => (snapshotId: string) =>
      outbox.publish('cache.snapshot.activated', { source, snapshot_id: snapshotId, occurred_at: new Date().toISOString() }, `cache.snapshot.activated.${snapshotId}`);
    const alpha = new SourceCache<AlphaSnapshot, AlphaReadModel>({
      source: 'alpha',
      repository,
      sources: alphaSnapshotSource({ globs: config.ALPHA_SOURCES, inventoryFile: config.ASSET_INVENTORY, kevFile: config.KEV_CATALOG }),
      toReadModel: (id, snapshot) => new AlphaReadModel(id, snapshot),
      loadReadModel: async (id) => new AlphaReadModel(id, (await repository.loadSnapshot(id)) as AlphaSnapshot),
      announce: announce('alpha'),
      logger,
    });
    const beta = new SourceCache<BetaSnapshot, BetaReadModel>({
      source: 'beta',
      repository,
      sources: betaSnapshotSource({
        globs: config.BETA_SOURCES,
        inventoryFile: config.ASSET_INVENTORY,
        kevFile: config.KEV_CATALOG,
        demo: { hosts: config.DEMO_BETA_HOSTS, findingsPerHost: config.DEMO_BETA_FINDINGS_PER_HOST },
      }),
      toReadModel: (id, snapshot) => BetaReadModel.of(id, snapshot),
      loadReadModel: (id) => loadBetaReadModel(repository, id),
      announce: announce('beta'),
      logger,
    });
    caches = { alpha, beta };

    const unsubscribe = bus.subscribeEach('cache.snapshot.activated', async ({ source }) => (source === 'alpha' ? alpha : beta).follow());
    const poll = setInterval(() => void Promise.all([alpha.follow(), beta.follow()]), config.SNAPSHOT_POLL_MS);
    poll.unref();
    return {
      services: [
        defineHandlers('vmdash.v1.DataCacheService', {
          ...alphaHandlers(alpha),
          ...betaHandlers(beta),
          ...findingQueryHandlers(beta),
          ...complianceFindingsHandlers(alpha, beta, kevDueDatesOf(config.KEV_CATALOG)),
        }),
      ],
      beforeServing: async () => {
        await Promise.all([alpha.start(), beta.start()]);
      },
      stop: async () => {
        clearInterval(poll);
        unsubscribe();
      },
    };
  });

  return {
    start: () => service.start(),
    stop: () => service.stop(),
    get ready() {
      return service.ready;
    },
    get alpha() {
      return started().alpha;
    },
    get beta() {
      return started().beta;
    },
  };
}
