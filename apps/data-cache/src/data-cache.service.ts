import { defineHandlers } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { grpcServicePlan, type RunningService } from '@vmdash/service-runtime';
import type { DataCacheConfig } from './config';
import { alphaHandlers } from './source-handlers/alpha.handlers';
import { betaHandlers } from './source-handlers/beta.handlers';
import { complianceFindingsHandlers } from './compliance-findings/compliance-findings.handlers';
import { findingQueryHandlers } from './dashboard-findings/finding-query.handlers';
import { servedFindings } from './dashboard-findings/served-findings';
import { AlphaReadModel } from './read-model/alpha-read-model';
import { BetaReadModel } from './read-model/beta-read-model';
import { loadBetaReadModel } from './read-model/load-beta-read-model';
import { alphaSnapshotSource, betaSnapshotSource } from './refresh/snapshot-source';
import { SourceCache } from './refresh/source-cache';
import { riskSettingsOf } from './risk/risk-settings';
import type { AlphaSnapshot, BetaSnapshot, IdentityRegistry } from './snapshot/snapshot.types';
import { findingChangesHandlers } from './lifecycle/finding-changes.handlers';
import { DailyFindingCounts } from './lifecycle/daily-counts.store';
import { FindingLifecycleStore } from './lifecycle/finding-lifecycle.store';
import { remediationAnalyticsHandlers } from './lifecycle/remediation-analytics.handlers';
import { SnapshotRepository } from './snapshot-store/snapshot.repository';
import { startRefreshProgress } from './refresh-progress/refresh-progress';
import { refreshProgressHandlers } from './refresh-progress/refresh-progress.handlers';
import { servedSnapshotsHandlers } from './served-snapshots/served-snapshots';
import { RefreshProgressStore } from './refresh-progress/refresh-progress.store';

/** The running data-cache (libs/service-runtime), and its two caches (for tests and benchmarks). */
export interface DataCacheService extends RunningService<{ port: number }> {
  readonly alpha: SourceCache<AlphaSnapshot, AlphaReadModel>;
  readonly beta: SourceCache<BetaSnapshot, BetaReadModel>;
}

/**
 * Builds the data-cache from its components (docs/architecture.md, "The service skeleton"): the shared database, bus
 * and outbox; both source caches on the snapshot store (announcing their snapshots through the outbox); the switch to
 * snapshots other replicas activate (on their NATS event, and by a periodic check for missed events); the gRPC server;
 * and last the first load of both stored snapshots (built first when missing or built from other sources than the
 * configured ones; retried while it fails, SourceCache.start), so the server answers NOT_SERVING while it runs and the
 * service turns ready after it.
 * @throws Error naming INTERNAL_TOKEN_PUBLIC_KEY_FILE when the key file cannot be read
 */
export function createDataCacheService(config: DataCacheConfig, logger: Logger): DataCacheService {
  const { plan, serve } = grpcServicePlan({ ...config, name: 'data-cache' }, logger);
  const service = plan
    .add('caches', {
      dependsOn: ['database', 'outbox'],
      start: async ({ database, outbox }) => {
        const repository = new SnapshotRepository(database);
        await repository.init();
        const progress = new RefreshProgressStore(database);
        await progress.init();
        const lifecycle = new FindingLifecycleStore(database, {
          historyDays: config.FINDING_HISTORY_DAYS,
          publish: ({ kind, recorded_at, occurred_at, order: _order, _id, ...finding }) =>
            outbox.publish(
              `findings.finding.${kind}`,
              { transition_id: _id, ...finding, occurred_at: occurred_at.toISOString(), recorded_at: recorded_at.toISOString() },
              `findings.finding.${kind}.${_id}`,
            ),
          logger,
        });
        await lifecycle.init();
        const daily = new DailyFindingCounts(database, config.LIFECYCLE_AGGREGATE_RETENTION_DAYS);
        await daily.init();
        const updateLifecycle = async (snapshot: AlphaSnapshot | BetaSnapshot, registry: IdentityRegistry, refreshedAt: Date) => {
          const outcome = await lifecycle.apply(snapshot, registry, refreshedAt);
          await daily.afterRefresh(snapshot.source, refreshedAt, outcome.baselineOpen);
          return outcome;
        };
        const announce = (source: 'alpha' | 'beta') => (snapshotId: string) =>
          outbox.publish('cache.snapshot.activated', { source, snapshot_id: snapshotId, occurred_at: new Date().toISOString() }, `cache.snapshot.activated.${snapshotId}`);
        // The demo's history only when both sources are the demo: made-up scans never mix into the analytics of real exports.
        const demoHistoryWeeks = !config.ALPHA_SOURCES && !config.BETA_SOURCES ? config.DEMO_HISTORY_WEEKS : 0;
        const inputs = { inventoryFile: config.ASSET_INVENTORY, kevFile: config.KEV_CATALOG, epssFile: config.EPSS_SCORES, riskSettings: riskSettingsOf(config), demoHistoryWeeks };
        const alpha = new SourceCache<AlphaSnapshot, AlphaReadModel>({
          source: 'alpha',
          repository,
          sources: alphaSnapshotSource({ globs: config.ALPHA_SOURCES, ...inputs }),
          toReadModel: (id, snapshot) => new AlphaReadModel(id, snapshot),
          loadReadModel: async (id) => new AlphaReadModel(id, (await repository.loadSnapshot(id)) as AlphaSnapshot),
          updateLifecycle,
          lifecycleHasFindings: () => lifecycle.hasFindings('alpha'),
          announce: announce('alpha'),
          startProgress: () => startRefreshProgress(progress, 'alpha', logger),
          logger,
        });
        const beta = new SourceCache<BetaSnapshot, BetaReadModel>({
          source: 'beta',
          repository,
          sources: betaSnapshotSource({
            globs: config.BETA_SOURCES,
            ...inputs,
            demo: { hosts: config.DEMO_BETA_HOSTS, findingsPerHost: config.DEMO_BETA_FINDINGS_PER_HOST },
          }),
          toReadModel: (id, snapshot) => BetaReadModel.of(id, snapshot),
          loadReadModel: (id) => loadBetaReadModel(repository, id),
          updateLifecycle,
          lifecycleHasFindings: () => lifecycle.hasFindings('beta'),
          announce: announce('beta'),
          startProgress: () => startRefreshProgress(progress, 'beta', logger),
          logger,
        });
        // The findings list's index per pair of snapshots (docs/decisions/0031-dashboard-reads-at-scale.md).
        return { alpha, beta, lifecycle, daily, progress, findings: servedFindings({ alpha, beta }, lifecycle, logger) };
      },
    })
    .add('snapshotFollower', {
      dependsOn: ['bus', 'caches'],
      start: ({ bus, caches: { alpha, beta, findings } }) => {
        // The findings list's index is built as soon as a snapshot is served, so that no reader waits for it.
        const unsubscribe = bus.subscribeEach('cache.snapshot.activated', async ({ source }) => {
          await (source === 'alpha' ? alpha : beta).follow();
          await findings.warm();
        });
        const poll = setInterval(() => void Promise.all([alpha.follow(), beta.follow()]).then(() => findings.warm()), config.SNAPSHOT_POLL_MS);
        poll.unref();
        return () => {
          clearInterval(poll);
          unsubscribe();
        };
      },
      stop: (stopFollowing) => stopFollowing(),
    })
    .add('server', {
      dependsOn: ['caches'],
      // data-cache's handlers call no other service: no request context to forward (docs/decisions/0017-gateway-request-path.md).
      start: ({ caches: { alpha, beta, lifecycle, daily, progress, findings } }, context) =>
        serve(
          context,
          [
            defineHandlers('vmdash.v1.DataCacheService', {
              ...alphaHandlers(alpha),
              ...betaHandlers(beta),
              ...findingQueryHandlers({ alpha, beta }, lifecycle, undefined, findings),
              ...complianceFindingsHandlers(alpha, beta),
              ...findingChangesHandlers(lifecycle),
              ...remediationAnalyticsHandlers(lifecycle, daily, config.RISK_DEFAULT_CRITICALITY),
              ...refreshProgressHandlers(progress),
              ...servedSnapshotsHandlers({ alpha, beta }),
            }),
          ],
          { forwardsContext: false },
        ),
      stop: (server) => server.stop(),
    })
    .add('firstSnapshots', {
      dependsOn: ['caches', 'server'],
      // Ready once both snapshots are served and the findings list's index of them is built.
      start: async ({ caches: { alpha, beta, findings } }, { signal }) => {
        await Promise.all([alpha.start(signal), beta.start(signal)]);
        await findings.warm();
      },
    })
    .build(({ server }) => ({ port: server.port }));

  return {
    start: () => service.start(),
    stop: () => service.stop(),
    get ready() {
      return service.ready;
    },
    get alpha() {
      return service.component('caches').alpha;
    },
    get beta() {
      return service.component('caches').beta;
    },
  };
}
