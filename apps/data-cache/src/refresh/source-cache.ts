import { ConflictError, UnavailableError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import { setTimeout as sleep } from 'node:timers/promises';
import { SourceError } from '../importers/source.errors';
import type { AnySnapshot, SnapshotRepository } from '../snapshot-store/snapshot.repository';
import type { RiskInputsReport } from '../risk/risk-scorer';
import type { IdentityRegistry } from '../snapshot/snapshot.types';
import type { RefreshProgressReporter } from '../refresh-progress/refresh-progress';
import type { SnapshotSource } from './snapshot-source';

/** Answer of POST /cache/refresh-alpha|beta: counts, skipped records by reason, timing (ms, ISO 8601). */
export interface RefreshReport {
  source: AnySnapshot['source'];
  snapshot_id: string;
  assets: number;
  findings: number;
  skipped: { reason: string; count: number }[];
  skipped_total: number;
  duration_ms: number;
  started_at: string;
  finished_at: string;
  synthetic: boolean;
  /** True for callers that joined a refresh already running (single-flight). */
  joined_in_flight: boolean;
  /** What the risk scores read and matched (docs/decisions/0027-risk-score-and-sla-policy.md, "Inputs"). */
  risk_inputs: RiskInputsReport;
}

/** First wait before trying a failed first load again, ms; doubled after each failure up to FIRST_LOAD_RETRY_MAX_MS. */
const FIRST_LOAD_RETRY_MS = 1_000;
const FIRST_LOAD_RETRY_MAX_MS = 60_000;

interface SourceCacheDeps<S extends AnySnapshot, M> {
  source: S['source'];
  repository: SnapshotRepository;
  /** What the source's snapshots are built from now (its fingerprint) and how one is built. */
  sources: SnapshotSource<S>;
  /** The read model of a snapshot a refresh just built (held in memory). */
  toReadModel: (snapshotId: string, snapshot: S) => M;
  /** Reads the read model of a stored snapshot (at start, and when another replica activated one). */
  loadReadModel: (snapshotId: string) => Promise<M>;
  /**
   * Updates the finding lifecycle from a snapshot just stored, before it is activated (FindingLifecycleStore.apply);
   * a failure fails the refresh and the previous snapshot keeps serving.
   */
  updateLifecycle: (snapshot: S, registry: IdentityRegistry, refreshedAt: Date) => Promise<unknown>;
  /** Whether the finding lifecycle holds any finding of the source (a source's past is imported only into an empty one). */
  lifecycleHasFindings: () => Promise<boolean>;
  /** Tells the other replicas that `snapshotId` is now active (NATS `cache.snapshot.activated`, via the outbox). */
  announce: (snapshotId: string) => Promise<void>;
  /** Starts recording a refresh's phase and counts for GET /cache/refresh-status (refresh-progress folder). */
  startProgress: () => RefreshProgressReporter;
  logger: Logger;
}

/**
 * One source's cache on this replica: the read model served now, the single-flight refresh that builds, stores and
 * activates the next snapshot, and the switch to snapshots other replicas activated (docs/architecture.md, Data sources).
 * Readers take `current` once per request; a refresh replaces it only when the new model is complete, so no reader
 * ever sees an empty or mixed cache.
 */
export class SourceCache<S extends AnySnapshot, M extends { snapshotId: string }> {
  private model: M | null = null;
  private inFlight: Promise<RefreshReport> | null = null;
  private following: Promise<void> = Promise.resolve();
  /** Set once `start` has chosen what to serve; until then `follow` switches to nothing. */
  private started = false;

  constructor(private readonly deps: SourceCacheDeps<S, M>) {}

  /** The read model served now, or null before the first snapshot is loaded. */
  get current(): M | null {
    return this.model;
  }

  /**
   * The read model served now.
   * @throws UnavailableError (503) while no snapshot has been loaded yet.
   */
  require(): M {
    if (!this.model) throw new UnavailableError(`the ${this.deps.source} cache is not loaded yet`);
    return this.model;
  }

  /**
   * Serves the active stored snapshot when it was built from the configured sources (its stored sources fingerprint
   * equals theirs now: sources-fingerprint.ts); otherwise, and when none was ever stored, refreshes first. Until that
   * refresh completes `require` throws UnavailableError, so a restart on other sources never answers the previous
   * run's data (docs/decisions/0004-data-cache-snapshots.md, "Sources of a snapshot").
   * A failure (a malformed or missing source file, MongoDB away) is logged with its reason and tried again after
   * FIRST_LOAD_RETRY_MS, doubling up to FIRST_LOAD_RETRY_MAX_MS, while the service answers 503: the process stays up and
   * says why, instead of exiting into a restart loop. A refresh asked for meanwhile (POST /cache/refresh-*) serves as
   * soon as it succeeds.
   * @param signal aborted when the service is told to stop: the wait ends and start rejects with the abort reason
   */
  async start(signal?: AbortSignal): Promise<void> {
    const { source, logger } = this.deps;
    for (let retryMs = FIRST_LOAD_RETRY_MS; ; retryMs = Math.min(retryMs * 2, FIRST_LOAD_RETRY_MAX_MS)) {
      signal?.throwIfAborted();
      try {
        if (!this.model) await this.loadFirst();
        this.started = true;
        return;
      } catch (error) {
        logger.error({ err: error, source, retryInMs: retryMs }, `the ${source} cache could not be loaded; answering 503 and trying again`);
        await sleep(retryMs, undefined, { signal }).catch(() => signal?.throwIfAborted());
      }
    }
  }

  private async loadFirst(): Promise<void> {
    const { source, repository, logger } = this.deps;
    const activeId = await repository.activeSnapshotId(source);
    if (activeId && (await this.builtFromConfiguredSources(activeId))) {
      await this.switchTo(activeId);
    } else {
      if (activeId) logger.info({ source, snapshotId: activeId }, 'the stored snapshot was built from other sources than the configured ones; refreshing before serving');
      await this.refresh();
    }
  }

  /**
   * Re-imports the source: builds a complete snapshot, stores it, activates it, serves it and announces it.
   * Concurrent calls share one refresh (the joiners' reports say so). The previous snapshot keeps serving until the
   * new one is ready, and keeps serving when the refresh fails.
   * @throws ConflictError (409) naming the file and reason when a source file is missing or malformed.
   */
  refresh(): Promise<RefreshReport> {
    if (this.inFlight) return this.inFlight.then((report) => ({ ...report, joined_in_flight: true }));
    this.inFlight = this.runRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /**
   * Switches to whatever snapshot MongoDB names active, if it is not the one served (on a NATS event from another
   * replica, or on the periodic check). Calls are serialised.
   */
  follow(): Promise<void> {
    this.following = this.following
      .then(async () => {
        if (!this.started) return;
        const activeId = await this.deps.repository.activeSnapshotId(this.deps.source);
        if (activeId && activeId !== this.model?.snapshotId && !this.inFlight) await this.switchTo(activeId);
      })
      .catch((error: unknown) => this.deps.logger.warn({ err: error, source: this.deps.source }, 'could not follow the active snapshot'));
    return this.following;
  }

  /** Whether the stored snapshot was built from the configured sources as they are now (false when a glob matches nothing). */
  private async builtFromConfiguredSources(snapshotId: string): Promise<boolean> {
    const configured = this.deps.sources.fingerprint().catch((error: unknown) => {
      if (error instanceof SourceError) return null;
      throw error;
    });
    const [meta, fingerprint] = await Promise.all([this.deps.repository.completeMeta(snapshotId), configured]);
    return fingerprint !== null && meta.sources_fingerprint === fingerprint;
  }

  private async switchTo(snapshotId: string): Promise<void> {
    this.model = await this.deps.loadReadModel(snapshotId);
    this.deps.logger.info({ source: this.deps.source, snapshotId }, 'serving snapshot');
  }

  /**
   * Before a source's first snapshot: its past (the generated demo's weeks of history), oldest first, goes through the
   * lifecycle update as the refreshes of those weeks would have, with their times, unless the lifecycle already knows
   * findings of the source (the history is imported once). Answers the identity registry the first build continues
   * from (the last past week's), or null without a past.
   */
  private async importPast(): Promise<IdentityRegistry | null> {
    const { sources, source, logger } = this.deps;
    if (!sources.past) return null;
    const fresh = !(await this.deps.lifecycleHasFindings());
    let registry: IdentityRegistry | null = null;
    let weeks = 0;
    for (const past of sources.past()) {
      if (fresh) await this.deps.updateLifecycle(past.snapshot, past.registry, past.refreshedAt);
      registry = past.registry;
      weeks += 1;
    }
    if (fresh) logger.info({ source, weeks }, 'imported the demo history into the finding lifecycle');
    return registry;
  }

  /** Runs one refresh, its phases and counts recorded as it goes (startProgress), its end too. */
  private async runRefresh(): Promise<RefreshReport> {
    const progress = this.deps.startProgress();
    try {
      const report = await this.buildAndActivate(progress);
      await progress.succeeded(report.snapshot_id);
      return report;
    } catch (error) {
      await progress.failed(error instanceof ConflictError ? error.message : `Refresh of ${this.deps.source} failed`);
      throw error;
    }
  }

  private async buildAndActivate(progress: RefreshProgressReporter): Promise<RefreshReport> {
    const started = new Date();
    const { source, repository, logger } = this.deps;
    // The identity registry is read from the store on each refresh instead of kept in memory between refreshes:
    // for a large source it is millions of entries that only a refresh needs.
    const previousId = await repository.activeSnapshotId(source);
    const previous = previousId ? await repository.loadRegistry(previousId) : await this.importPast();
    let fingerprint;
    let built;
    try {
      // The fingerprint first: a file changed while the build reads it leaves a fingerprint that no longer matches, so
      // the next start builds again rather than serve a snapshot older than its files.
      fingerprint = await this.deps.sources.fingerprint();
      built = await this.deps.sources.build(previous, progress);
    } catch (error) {
      if (error instanceof SourceError) {
        logger.warn({ source, reason: error.message }, 'refresh failed; previous snapshot keeps serving');
        throw new ConflictError(`Refresh of ${source} failed: ${error.message}. The previous snapshot keeps serving.`);
      }
      throw error;
    }
    const { snapshot, registry, riskInputs } = built;
    progress.phase('storing');
    const snapshotId = await repository.save(snapshot, registry, fingerprint);
    progress.phase('updating_lifecycle');
    await this.deps.updateLifecycle(snapshot, registry, started);
    progress.phase('activating');
    const model = this.deps.toReadModel(snapshotId, snapshot);
    await repository.activate(source, snapshotId);
    this.model = model;
    await this.deps.announce(snapshotId);
    void repository.prune(source).catch((error: unknown) => logger.warn({ err: error, source }, 'snapshot prune failed'));
    const finished = new Date();
    const report = summarize(source, snapshotId, snapshot, riskInputs, started, finished);
    logger.info({ ...report, skipped: undefined }, 'refresh complete');
    return report;
  }
}

function summarize(source: AnySnapshot['source'], snapshotId: string, snapshot: AnySnapshot, riskInputs: RiskInputsReport, started: Date, finished: Date): RefreshReport {
  const reasons = new Map<string, number>();
  for (const record of snapshot.skipped) reasons.set(record.reason, (reasons.get(record.reason) ?? 0) + 1);
  return {
    source,
    snapshot_id: snapshotId,
    assets: snapshot.source === 'alpha' ? snapshot.assets.length : snapshot.hosts.length,
    findings: snapshot.findings.length,
    skipped: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    skipped_total: snapshot.skipped.length,
    duration_ms: finished.getTime() - started.getTime(),
    started_at: started.toISOString(),
    finished_at: finished.toISOString(),
    synthetic: snapshot.synthetic,
    joined_in_flight: false,
    risk_inputs: riskInputs,
  };
}
