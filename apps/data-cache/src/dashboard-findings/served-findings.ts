import type { FindingLifecycleStore, ReopenedFindings } from '../lifecycle/finding-lifecycle.store';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import type { Logger } from '@vmdash/observability';
import { performance } from 'node:perf_hooks';
import { FindingIndex } from './finding-index';
import { TimeSlices } from '@vmdash/service-runtime';
import { servedSnapshotsOf } from '../served-snapshots/served-snapshots';

/** The read models served of both sources. */
export interface ServedModels {
  alpha: AlphaReadModel;
  beta: BetaReadModel;
}

/**
 * What the findings list keeps per pair of snapshots served (docs/decisions/0031-dashboard-reads-at-scale.md): the
 * lifecycle's reopened findings (they change only with a snapshot) and the FindingIndex of the active findings.
 * Both are made once per pair, on `warm` (data-cache calls it when a snapshot is activated or followed) or on the
 * first read of the pair, whichever comes first; a failed read of the lifecycle is tried again on the next call.
 * The index is built in slices (FindingIndex.build), and until it is complete the list answers from the previous
 * pair, whose index is: no reader waits for a build but the first.
 */
export interface ServedFindings {
  reopenedOf(models: ServedModels): Promise<ReopenedFindings>;
  indexOf(models: ServedModels): Promise<FindingIndex>;
  /**
   * The pair the findings list answers from when `current` is served: `current` once its index is complete (its build
   * is started here if it is not under way), until then the last pair whose index was complete, else `current` (the
   * first pair: its readers wait for the build).
   */
  answering(current: ServedModels): ServedModels;
  /** Builds the index of the pair served now (nothing while either source has none yet). */
  warm(): Promise<void>;
}

/** ServedFindings over the caches of both sources and the lifecycle store. */
export function servedFindings(
  caches: { alpha: SourceCache<AlphaSnapshot, AlphaReadModel>; beta: SourceCache<BetaSnapshot, BetaReadModel> },
  lifecycle: Pick<FindingLifecycleStore, 'reopenedFindings'>,
  logger?: Logger,
): ServedFindings {
  // The pair's key is its name, "<alpha>/<beta>" (BetaFindingQuery.snapshot_id).
  const keyOf = servedSnapshotsOf;
  let reopened: { key: string; found: Promise<ReopenedFindings> } | null = null;
  let indexed: { key: string; index: Promise<FindingIndex> } | null = null;
  /** The last pair whose index is complete. */
  let complete: { key: string; models: ServedModels } | null = null;
  const reopenedOf = (models: ServedModels) => {
    const key = keyOf(models);
    if (reopened?.key !== key) {
      const found = lifecycle.reopenedFindings();
      reopened = { key, found };
      found.catch(() => {
        if (reopened?.found === found) reopened = null;
      });
    }
    return reopened.found;
  };
  const indexOf = (models: ServedModels) => {
    const key = keyOf(models);
    if (indexed?.key !== key) {
      const index = reopenedOf(models).then(async (found) => {
        const started = performance.now();
        const slices = new TimeSlices();
        const built = await FindingIndex.build(models, found, slices);
        const took = { rows: built.size, duration_ms: Math.round(performance.now() - started), longest_slice_ms: Math.round(slices.longestMs) };
        logger?.info({ snapshots: key, ...took }, 'findings index built');
        return built;
      });
      indexed = { key, index };
      void index.then(
        () => {
          if (indexed?.index === index) complete = { key, models };
        },
        () => undefined,
      );
      index.catch(() => {
        if (indexed?.index === index) indexed = null;
      });
    }
    return indexed.index;
  };
  return {
    reopenedOf,
    indexOf,
    answering(current) {
      const key = keyOf(current);
      if (complete?.key === key) return current;
      void indexOf(current).catch(() => undefined);
      return complete?.models ?? current;
    },
    async warm() {
      const alpha = caches.alpha.current;
      const beta = caches.beta.current;
      if (alpha && beta) await indexOf({ alpha, beta });
    },
  };
}
