/**
 * `count` (`{ count, query?, skip?, limit? }` -> `{ n }`, used by estimatedDocumentCount) and `distinct`
 * (`{ distinct, key, query? }` -> `{ values }`; array values contribute their elements, values sorted).
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { compareValues } from '../query/bson-order';
import { valuesAtPath } from '../query/paths';
import { valueKey } from '../query/value-key';
import { collectionName, commandVariables, optionalCount, optionalDocument } from './command-args';
import type { CommandContext, CommandHandler } from './command-context';
import { matchDocuments } from './matching';

function count(context: CommandContext): Document {
  const name = collectionName(context);
  const variables = commandVariables(context);
  const collection = context.server.store.collection(context.db, name);
  const query = optionalDocument(context, 'query');
  const total = query && Object.keys(query).length > 0 ? matchDocuments(collection, query, variables).docs.length : (collection?.size ?? 0);
  const skip = optionalCount(context, 'skip') ?? 0;
  const limit = Math.abs(Number(context.command['limit'] ?? 0));
  const afterSkip = Math.max(0, total - skip);
  return { n: limit > 0 ? Math.min(limit, afterSkip) : afterSkip };
}

function distinct(context: CommandContext): Document {
  const name = collectionName(context);
  const key = context.command['key'];
  if (typeof key !== 'string' || key.length === 0) throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'distinct.key' is missing or not a string");
  const variables = commandVariables(context);
  const collection = context.server.store.collection(context.db, name);
  const { docs } = matchDocuments(collection, optionalDocument(context, 'query'), variables);
  const values = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) {
      if (Array.isArray(value) && value.length === 0) continue;
      const k = valueKey(value);
      if (!values.has(k)) values.set(k, value);
    }
  }
  return { values: [...values.values()].sort(compareValues) };
}

export const countDistinctCommands: Record<string, CommandHandler> = { count, distinct };
