/**
 * Open server cursors: results held between `find`/`aggregate`/`list*` and the `getMore`s that fetch the rest.
 *
 * A cursor holds the complete result as an array of (immutable) documents, computed when it was opened, and is
 * removed once exhausted, killed, or idle for longer than the timeout (MongoDB's cursorTimeoutMillis, 10 minutes).
 */
import { Long, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { DEFAULT_FIRST_BATCH_SIZE, takeBatch } from './batch';

interface ServerCursor {
  readonly id: number;
  readonly ns: string;
  readonly docs: readonly Document[];
  position: number;
  lastUsed: number;
}

/** The `cursor` sub-document of a reply. */
interface CursorReply {
  readonly id: Long;
  readonly ns: string;
  readonly firstBatch?: Document[];
  readonly nextBatch?: Document[];
}

/** Default idle timeout: MongoDB's cursorTimeoutMillis (10 minutes). */
export const DEFAULT_CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

/** Reads a cursor id sent by a client (number, Long or bigint). */
export function cursorIdOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Long) return value.toNumber();
  throw new MongoCommandError(ErrorCode.TypeMismatch, "Field 'getMore' must be of type long");
}

/** See module doc. */
export class CursorStore {
  private readonly cursors = new Map<number, ServerCursor>();

  constructor(private readonly timeoutMs = DEFAULT_CURSOR_TIMEOUT_MS) {}

  /**
   * Opens a cursor over `docs` and returns the reply with the first batch (`batchSize`, default 101). No cursor is
   * kept (id 0) when everything fits in the first batch or `singleBatch` is set.
   */
  open(ns: string, docs: readonly Document[], batchSize?: number, singleBatch = false): CursorReply {
    const firstBatch = takeBatch(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH_SIZE);
    if (singleBatch || firstBatch.length >= docs.length) return { id: Long.ZERO, ns, firstBatch };
    let id = 0;
    while (id === 0 || this.cursors.has(id)) id = Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);
    this.cursors.set(id, { id, ns, docs, position: firstBatch.length, lastUsed: Date.now() });
    return { id: Long.fromNumber(id), ns, firstBatch };
  }

  /** The next batch of a cursor; throws CursorNotFound (43) for an unknown, exhausted or expired cursor. */
  getMore(id: number, batchSize?: number): CursorReply {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new MongoCommandError(ErrorCode.CursorNotFound, `cursor id ${id} not found`);
    const nextBatch = takeBatch(cursor.docs, cursor.position, batchSize && batchSize > 0 ? batchSize : undefined);
    cursor.position += nextBatch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.cursors.delete(id);
    return { id: exhausted ? Long.ZERO : Long.fromNumber(id), ns: cursor.ns, nextBatch };
  }

  /** Kills cursors; returns which ids were killed and which were not found. */
  kill(ids: readonly number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Removes cursors idle for longer than the timeout; returns how many. */
  expireIdle(now = Date.now()): number {
    let expired = 0;
    for (const [id, cursor] of this.cursors) {
      if (now - cursor.lastUsed > this.timeoutMs) {
        this.cursors.delete(id);
        expired++;
      }
    }
    return expired;
  }

  /** Removes every cursor (server stop). */
  clear(): void {
    this.cursors.clear();
  }

  get openCount(): number {
    return this.cursors.size;
  }
}
