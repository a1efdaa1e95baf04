/**
 * Background removal of expired documents for TTL indexes (`expireAfterSeconds`), like MongoDB's TTL monitor: a
 * document expires when the indexed field holds a Date (or an array with Dates, the earliest counts) older than
 * `expireAfterSeconds`; documents without a Date there never expire. The sweep runs every `intervalMs` (MongoDB:
 * 60 s, `ttlMonitorSleepSecs`), so a document may outlive its expiry by up to one interval.
 */
import type { Document } from 'bson';
import type { Logger } from 'pino';
import { valuesAtPath } from '../query/paths';
import type { Store } from './store';

/** MongoDB's default TTL monitor period. */
export const DEFAULT_TTL_SWEEP_INTERVAL_MS = 60_000;

function expiresAt(doc: Document, field: string, expireAfterSeconds: number): number | undefined {
  const dates = valuesAtPath(doc, field).filter((value): value is Date => value instanceof Date);
  if (dates.length === 0) return undefined;
  return Math.min(...dates.map((date) => date.getTime())) + expireAfterSeconds * 1000;
}

/** Removes every expired document now; returns the number removed. */
function sweepExpired(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const collection of store.catalog.allCollections()) {
    for (const index of collection.secondaryIndexes()) {
      const ttl = index.spec.expireAfterSeconds;
      if (ttl === undefined) continue;
      const field = index.fields[0] as string;
      const expired = [...collection.all()].filter((doc) => {
        const at = expiresAt(doc, field, ttl);
        return at !== undefined && at <= now && index.entriesOf(doc) !== undefined;
      });
      for (const doc of expired) store.remove(collection, doc);
      removed += expired.length;
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
