/**
 * What a command handler receives, and the shared server state behind it.
 */
import type { Document, ObjectId } from 'bson';
import type { Logger } from 'pino';
import type { CursorStore } from '../cursors/cursor-store';
import type { Store } from '../storage/store';
import type { TtlSweeper } from '../storage/ttl-sweeper';

/** State shared by every connection of one server. */
export interface ServerState {
  readonly store: Store;
  readonly cursors: CursorStore;
  readonly ttl: TtlSweeper;
  readonly logger: Logger;
  /** Identifies this server process (hello's topologyVersion.processId, serverStatus). */
  readonly processId: ObjectId;
  readonly startedAt: Date;
  /** host:port the server listens on. */
  readonly address: () => string;
}

/** One command invocation. */
export interface CommandContext {
  /** The target database (`$db`). */
  readonly db: string;
  /** The command document, document sequences folded in. */
  readonly command: Document;
  /** The command name as sent (the first key). */
  readonly name: string;
  readonly server: ServerState;
  /** The connection's number (hello's `connectionId`). */
  readonly connectionId: number;
  readonly remoteAddress: string;
}

/** A command implementation: returns the reply fields (without `ok`), or throws MongoCommandError. */
export type CommandHandler = (context: CommandContext) => Document | Promise<Document>;
