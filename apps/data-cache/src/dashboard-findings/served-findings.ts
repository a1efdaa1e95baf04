import type { FindingLifecycleStore, ReopenedFindings } from '../lifecycle/finding-lifecycle.store';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import { FindingIndex } from './finding-index';
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
 */
export interface ServedFindings {
  reopenedOf(models: ServedModels): Promise<ReopenedFindings>;
  indexOf(models: ServedModels): Promise<FindingIndex>;
  /** Builds the index of the pair served now (nothing while either source has none yet). */
  warm(): Promise<void>;
}

/** ServedFindings over the caches of both sources and the lifecycle store. */
export function servedFindings(
  caches: { alpha: SourceCache<AlphaSnapshot, AlphaReadModel>; beta: SourceCache<BetaSnapshot, BetaReadModel> },
  lifecycle: Pick<FindingLifecycleStore, 'reopenedFindings'>,
): ServedFindings {
  // The pair's key is its name, "<alpha>/<beta>" (BetaFindingQuery.snapshot_id).
  const keyOf = servedSnapshotsOf;
  let reopened: { key: string; found: Promise<ReopenedFindings> } | null = null;
  let indexed: { key: string; index: Promise<FindingIndex> } | null = null;
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
      const index = reopenedOf(models).then((found) => {
        const built = FindingIndex.build(models, found);
        built.sortAll();
        return built;
      });
      indexed = { key, index };
      index.catch(() => {
        if (indexed?.index === index) indexed = null;
      });
    }
    return indexed.index;
  };
  return {
    reopenedOf,
    indexOf,
    async warm() {
      const alpha = caches.alpha.current;
      const beta = caches.beta.current;
      if (alpha && beta) await indexOf({ alpha, beta });
    },
  };
}
