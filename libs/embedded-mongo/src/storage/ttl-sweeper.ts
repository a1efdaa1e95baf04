/**
 * Background removal of expired documents for TTL indexes (`expireAfterSeconds`), like MongoDB's TTL monitor: a
 * document expires when the indexed field holds a Date (or an array with Dates, the earliest counts) older than
 * `expireAfterSeconds`; documents without a Date there never expire. The sweep runs every `intervalMs` (MongoDB:
 * 60 s, `ttlMonitorSleepSecs`), so a document may outlive its expiry by up to one interval.
 */
import type { Logger } from 'pino';
import type { DocId, IndexEntry } from './collection-index';
import type { Store } from './store';

/** MongoDB's default TTL monitor period. */
export const DEFAULT_TTL_SWEEP_INTERVAL_MS = 60_000;

/**
 * The earliest Date among a document's entries in a TTL index (the first field's values, as indexed), ms since the
 * epoch; Infinity without a Date.
 */
function earliestDate(entries: readonly IndexEntry[]): number {
  let earliest = Infinity;
  for (const entry of entries) {
    const value = entry.values[0];
    if (value instanceof Date && value.getTime() < earliest) earliest = value.getTime();
  }
  return earliest;
}

/**
 * Removes every expired document now; returns the number removed. Reads the values the TTL index already holds, so a
 * sweep does not walk every document's fields again (documents the index leaves out, partial or sparse, never expire).
 */
function sweepExpired(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const collection of store.catalog.allCollections()) {
    for (const index of collection.secondaryIndexes()) {
      const ttl = index.spec.expireAfterSeconds;
      if (ttl === undefined) continue;
      const expired: DocId[] = [];
      for (const [id, entries] of index.indexedEntries()) if (earliestDate(entries) + ttl * 1000 <= now) expired.push(id);
      for (const id of expired) {
        const doc = collection.getById(id);
        if (!doc) continue;
        store.remove(collection, doc);
        removed += 1;
      }
    }
  }
  return removed;
}

/** Runs `sweepExpired` periodically (see module doc). */
export class TtlSweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    private intervalMs = DEFAULT_TTL_SWEEP_INTERVAL_MS,
  ) {}

  get interval(): number {
    return this.intervalMs;
  }

  start(): void {
    this.stop();
    this.timer = setInterval(() => this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  /** Changes the period (setParameter `ttlMonitorSleepSecs`); restarts the timer when running. */
  setInterval(intervalMs: number): void {
    this.intervalMs = intervalMs;
    if (this.timer) this.start();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private sweep(): void {
    const removed = sweepExpired(this.store);
    if (removed === 0) return;
    this.logger.debug({ removed }, 'TTL sweep removed expired documents');
    this.store.commit().catch((error: unknown) => this.logger.error({ err: error }, 'TTL sweep could not be journaled'));
  }
}
