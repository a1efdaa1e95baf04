/**
 * Routes a command document to its handler and turns the outcome into a reply document (`ok: 1` or
 * `{ ok: 0, errmsg, code, codeName }`). Nothing a client sends can escape as an exception: unknown commands answer
 * CommandNotFound (59), unexpected errors InternalError (1).
 *
 * Transactions are refused as a standalone mongod refuses them: any `txnNumber`, `startTransaction` or `autocommit`
 * field answers IllegalOperation (20) "Transaction numbers are only allowed on a replica set member or mongos".
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, toCommandError } from '../errors';
import { aggregateCommands } from './aggregate.command';
import { collectionCommands } from './collection.commands';
import type { CommandContext, CommandHandler, ServerState } from './command-context';
import { countDistinctCommands } from './count-distinct.commands';
import { deleteCommands } from './delete.command';
import { explainCommands } from './explain.command';
import { findAndModifyCommands } from './find-and-modify.command';
import { findCommands } from './find.commands';
import { indexCommands } from './index.commands';
import { insertCommands } from './insert.command';
import { serverCommands } from './server.commands';
import { updateCommands } from './update.command';

const handlers = new Map<string, CommandHandler>(
  Object.entries({
    ...serverCommands,
    ...insertCommands,
    ...findCommands,
    ...updateCommands,
    ...deleteCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
    ...countDistinctCommands,
    ...collectionCommands,
    ...indexCommands,
    ...explainCommands,
  }),
);

/** One incoming command with its connection details. */
interface IncomingCommand {
  readonly command: Document;
  /** `$db`, or the database of an OP_QUERY's `<db>.$cmd`. */
  readonly db: string | undefined;
  readonly connectionId: number;
  readonly remoteAddress: string;
}

/** Runs a command and returns the reply document (never throws). */
export async function dispatchCommand(server: ServerState, incoming: IncomingCommand): Promise<Document> {
  const name = Object.keys(incoming.command)[0];
  try {
    if (!name) throw new MongoCommandError(ErrorCode.FailedToParse, 'empty command document');
    if ('txnNumber' in incoming.command || 'startTransaction' in incoming.command || 'autocommit' in incoming.command) {
      throw new MongoCommandError(ErrorCode.IllegalOperation, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = handlers.get(name);
    if (!handler) throw new MongoCommandError(ErrorCode.CommandNotFound, `no such command: '${name}'`);
    if (typeof incoming.db !== 'string' || incoming.db.length === 0) {
      throw new MongoCommandError(ErrorCode.FailedToParse, 'OP_MSG requests require a $db argument');
    }
    const context: CommandContext = {
      db: incoming.db,
      command: incoming.command,
      name,
      server,
      connectionId: incoming.connectionId,
      remoteAddress: incoming.remoteAddress,
    };
    const reply = await handler(context);
    return { ...reply, ok: 1 };
  } catch (error) {
    const mapped = toCommandError(error);
    if (mapped.code === ErrorCode.InternalError) {
      server.logger.error({ err: error, command: name }, 'command failed unexpectedly');
    } else {
      server.logger.debug({ command: name, code: mapped.code, errmsg: mapped.message }, 'command error');
    }
    return { ok: 0, ...mapped.toReplyFields() };
  }
}
