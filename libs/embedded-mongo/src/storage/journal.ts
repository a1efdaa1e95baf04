/**
 * Write-ahead journal with group commit, plus snapshot compaction.
 *
 * Files in the data directory: `snapshot.bson` (the whole catalog as records, replaced atomically by rename) and
 * `journal.bson` (records appended since that snapshot). A write is acknowledged only after `commit()` resolved, i.e.
 * after its records were written and `fdatasync`ed; concurrent writers share one fsync (group commit). When the
 * journal grows past `compactAfterBytes`, and on close, the catalog is written to a new snapshot and the journal
 * truncated. See docs/decisions/0002-embedded-mongo-persistence.md.
 */
import { closeSync, existsSync, fdatasync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, renameSync, write, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'bson';
import type { Logger } from 'pino';
import type { JournalRecord } from './journal-record';
import { decodeRecords, encodeRecord } from './record-file';

const SNAPSHOT_FILE = 'snapshot.bson';
const SNAPSHOT_TEMP_FILE = 'snapshot.bson.tmp';
const JOURNAL_FILE = 'journal.bson';
const SNAPSHOT_CHUNK_BYTES = 4 * 1024 * 1024;

/** Options of a journal. */
interface JournalOptions {
  readonly dir: string;
  readonly logger: Logger;
  /** Journal size (bytes) after which a snapshot is written and the journal truncated. Default 64 MiB. */
  readonly compactAfterBytes?: number;
  /** The records describing the current state (written as a snapshot). */
  readonly snapshotSource: () => Iterable<JournalRecord>;
}

function writeAll(fd: number, buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = (offset: number): void => {
      if (offset >= buffer.length) return resolve();
      write(fd, buffer, offset, buffer.length - offset, null, (error, written) => (error ? reject(error) : step(offset + written)));
    };
    step(0);
  });
}

function writeAllSync(fd: number, buffer: Buffer): void {
  let offset = 0;
  while (offset < buffer.length) offset += writeSync(fd, buffer, offset, buffer.length - offset);
}

function syncData(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));
}

function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** See module doc. */
export class Journal {
  private fd: number;
  private size: number;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;

  private constructor(
    private readonly options: JournalOptions,
    fd: number,
    size: number,
  ) {
    this.fd = fd;
    this.size = size;
  }

  /**
   * Opens (creating if needed) the data directory, replays the snapshot then the journal through `apply`, cuts a
   * torn journal tail left by a crash, and returns the journal ready for appends. Throws when the snapshot is damaged
   * (it is only ever replaced atomically, so that means outside interference).
   */
  static open(options: JournalOptions, apply: (record: JournalRecord) => void): Journal {
    mkdirSync(options.dir, { recursive: true });
    const snapshotPath = join(options.dir, SNAPSHOT_FILE);
    if (existsSync(snapshotPath)) {
      const content = readFileSync(snapshotPath);
      const { records, validLength } = decodeRecords(content);
      if (validLength !== content.length) throw new Error(`damaged snapshot ${snapshotPath} at byte ${validLength}`);
      for (const record of records) apply(record as JournalRecord);
    }
    const journalPath = join(options.dir, JOURNAL_FILE);
    let size = 0;
    if (existsSync(journalPath)) {
      const content = readFileSync(journalPath);
      const { records, validLength } = decodeRecords(content);
      for (const record of records) apply(record as JournalRecord);
      if (validLength !== content.length) {
        options.logger.warn({ journalPath, validLength, size: content.length }, 'cutting torn journal tail (unacknowledged writes of a crash)');
        const fd = openSync(journalPath, 'r+');
        ftruncateSync(fd, validLength);
        fsyncSync(fd);
        closeSync(fd);
      }
      size = validLength;
    }
    const fd = openSync(journalPath, 'a');
    options.logger.debug({ dir: options.dir, journalBytes: size }, 'journal opened');
    return new Journal(options, fd, size);
  }

  /** Queues a record; it is durable once a later `commit()` resolves. */
  append(record: JournalRecord): void {
    if (this.closed) throw new Error('journal is closed');
    this.pending.push(encodeRecord(record as unknown as Document));
  }

  /** Resolves when every record appended so far is on disk (fsynced). Rejects if writing failed. */
  commit(): Promise<void> {
    if (this.pending.length === 0) return this.flushing ?? Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = Buffer.concat(this.pending);
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        await writeAll(this.fd, batch);
        await syncData(this.fd);
        this.size += batch.length;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        this.options.logger.error({ err: error }, 'journal write failed');
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.flushing = undefined;
    if (!this.closed && this.size > (this.options.compactAfterBytes ?? 64 * 1024 * 1024)) {
      try {
        this.compact();
      } catch (error) {
        // The journal still holds everything; compaction is retried after the next flush.
        this.options.logger.error({ err: error }, 'journal compaction failed');
      }
    }
  }

  /**
   * Writes the current state as a new snapshot (temp file, fsync, rename, directory fsync) and truncates the journal.
   * Synchronous, so no write can interleave; a crash between rename and truncation leaves a journal that replays
   * harmlessly over the new snapshot (records are idempotent).
   */
  compact(): void {
    const tempPath = join(this.options.dir, SNAPSHOT_TEMP_FILE);
    const fd = openSync(tempPath, 'w');
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const record of this.options.snapshotSource()) {
        const encoded = encodeRecord(record as unknown as Document);
        chunk.push(encoded);
        chunkBytes += encoded.length;
        if (chunkBytes >= SNAPSHOT_CHUNK_BYTES) {
          writeAllSync(fd, Buffer.concat(chunk));
          chunk = [];
          chunkBytes = 0;
        }
      }
      if (chunk.length > 0) writeAllSync(fd, Buffer.concat(chunk));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tempPath, join(this.options.dir, SNAPSHOT_FILE));
    syncDirectory(this.options.dir);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.options.logger.debug({ dir: this.options.dir, journalBytesBefore: this.size }, 'journal compacted into snapshot');
    this.size = 0;
  }

  /** Flushes pending records, writes a final snapshot and closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.commit();
    await this.flushing;
    this.closed = true;
    this.compact();
    closeSync(this.fd);
  }
}
