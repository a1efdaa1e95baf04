/**
 * Cursor commands: `find`, `getMore`, `killCursors`.
 *
 * find: `{ find, filter?, projection?, sort?, skip?, limit?, batchSize?, singleBatch?, let?, hint? }` ->
 * `{ cursor: { id, ns, firstBatch } }`. Tailable cursors, `min`/`max` and `returnKey`/`showRecordId` are refused.
 */
import { Long, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { parseSort } from '../query/bson-order';
import { selectDocuments } from '../query/find-query';
import { cursorIdOf } from '../cursors/cursor-store';
import { collectionName, commandVariables, optionalBoolean, optionalCount, optionalDocument } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments, type MatchResult } from './matching';

const REFUSED_FIND_OPTIONS = ['tailable', 'awaitData', 'min', 'max', 'returnKey', 'showRecordId', 'oplogReplay', 'noCursorTimeout'];

/** The matching, sorted, paged and projected documents of a find command, and the plan used. */
export function runFind(context: CommandContext): { docs: Document[]; match: MatchResult; ns: string } {
  const name = collectionName(context);
  for (const option of REFUSED_FIND_OPTIONS) {
    if (context.command[option]) throw new MongoCommandError(ErrorCode.NotImplemented, `find option '${option}' is not supported by the embedded server`);
  }
  const variables = commandVariables(context);
  const filter = optionalDocument(context, 'filter') ?? {};
  const collection = context.server.store.collection(context.db, name);
  const match = matchDocuments(collection, filter, variables);
  const docs = selectDocuments(match.docs, filter, {
    sort: parseSort(context.command['sort']),
    skip: optionalCount(context, 'skip'),
    limit: Math.abs(Number(context.command['limit'] ?? 0)) || undefined,
    projection: optionalDocument(context, 'projection'),
  });
  return { docs, match, ns: `${context.db}.${name}` };
}

function find(context: CommandContext): Document {
  const { docs, ns } = runFind(context);
  const singleBatch = optionalBoolean(context, 'singleBatch') ?? Number(context.command['limit'] ?? 0) < 0;
  return { cursor: context.server.cursors.open(ns, docs, optionalCount(context, 'batchSize'), singleBatch) };
}

function getMore(context: CommandContext): Document {
  const id = cursorIdOf(context.command['getMore']);
  return { cursor: context.server.cursors.getMore(id, optionalCount(context, 'batchSize')) };
}

function killCursors(context: CommandContext): Document {
  collectionName(context);
  const ids = context.command['cursors'];
  if (!Array.isArray(ids)) throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'killCursors.cursors' is missing or not an array");
  const { killed, notFound } = context.server.cursors.kill(ids.map(cursorIdOf));
  return {
    cursorsKilled: killed.map((id) => Long.fromNumber(id)),
    cursorsNotFound: notFound.map((id) => Long.fromNumber(id)),
    cursorsAlive: [],
    cursorsUnknown: [],
  };
}

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors };
