/**
 * Starting and stopping an embedded MongoDB-compatible server.
 */
import { resolve } from 'node:path';
import { ObjectId } from 'bson';
import pino, { type Logger } from 'pino';
import type { ServerState } from './commands/command-context';
import { CursorStore, DEFAULT_CURSOR_TIMEOUT_MS } from './cursors/cursor-store';
import { listen } from './server';
import { lockDataDirectory } from './storage/data-dir-lock';
import { Journal } from './storage/journal';
import { applyRecord, catalogRecords } from './storage/journal-record';
import { Store } from './storage/store';
import { DEFAULT_TTL_SWEEP_INTERVAL_MS, TtlSweeper } from './storage/ttl-sweeper';

/** Options of `startEmbeddedMongo`. */
export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free port. */
  readonly port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  readonly host?: string;
  /** Data directory; without it, data lives in memory only and is gone at stop. */
  readonly dbPath?: string;
  /** TTL monitor period in milliseconds (MongoDB: 60 000). */
  readonly ttlSweepIntervalMs?: number;
  /** Idle time after which a server cursor is dropped, in milliseconds (MongoDB: 10 minutes). */
  readonly cursorTimeoutMs?: number;
  /** Journal size in bytes after which it is compacted into a snapshot. Default 64 MiB. */
  readonly journalCompactAfterBytes?: number;
  /** Logger; default a pino logger at LOG_LEVEL (default "warn"). */
  readonly logger?: Logger;
}

/** A running embedded server. */
export interface EmbeddedMongo {
  /** Connection string, e.g. `mongodb://127.0.0.1:27017/`. */
  readonly uri: string;
  readonly port: number;
  readonly host: string;
  /** Closes connections, flushes and snapshots the data directory, releases it. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts a server (see README.md). With `dbPath`, replays the stored data first and acknowledges every write only
 * once it is durable. Rejects when the port cannot be bound or the data directory is locked by another process.
 */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? pino({ name: 'embedded-mongo', level: process.env['LOG_LEVEL'] ?? 'warn' });
  const store = new Store();
  let journal: Journal | undefined;
  let releaseLock: (() => void) | undefined;
  if (options.dbPath) {
    const dir = resolve(options.dbPath);
    releaseLock = lockDataDirectory(dir);
    try {
      journal = Journal.open({ dir, logger, compactAfterBytes: options.journalCompactAfterBytes, snapshotSource: () => catalogRecords(store.catalog) }, (record) => applyRecord(store.catalog, record));
    } catch (error) {
      releaseLock();
      throw error;
    }
    store.attachJournal(journal);
  }

  const cursorTimeoutMs = options.cursorTimeoutMs ?? DEFAULT_CURSOR_TIMEOUT_MS;
  const cursors = new CursorStore(cursorTimeoutMs);
  const ttl = new TtlSweeper(store, logger, options.ttlSweepIntervalMs ?? DEFAULT_TTL_SWEEP_INTERVAL_MS);
  let address = `${host}:${options.port ?? 0}`;
  const state: ServerState = { store, cursors, ttl, logger, processId: new ObjectId(), startedAt: new Date(), address: () => address };

  let wire;
  try {
    wire = await listen(state, host, options.port ?? 0);
  } catch (error) {
    await journal?.close();
    releaseLock?.();
    throw error;
  }
  address = `${host}:${wire.port}`;
  ttl.start();
  const cursorSweep = setInterval(() => cursors.expireIdle(), Math.min(60_000, Math.max(100, cursorTimeoutMs / 2)));
  cursorSweep.unref();
  logger.info({ host, port: wire.port, dbPath: options.dbPath ?? null }, 'embedded mongo listening');

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      ttl.stop();
      clearInterval(cursorSweep);
      await wire.close();
      cursors.clear();
      await journal?.close();
      releaseLock?.();
      logger.info({ port: wire.port }, 'embedded mongo stopped');
    })();
    return stopping;
  };
  const uriHost = host.includes(':') ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${wire.port}/`, port: wire.port, host, stop };
}
