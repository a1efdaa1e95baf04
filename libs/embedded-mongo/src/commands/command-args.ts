/**
 * Reading and checking command fields, with MongoDB's error codes for wrong types.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/bson-values';
import { checkNamespace } from '../storage/store';
import type { CommandContext } from './command-context';

function typeError(command: string, field: string, expected: string): MongoCommandError {
  return new MongoCommandError(ErrorCode.TypeMismatch, `BSON field '${command}.${field}' is the wrong type, expected type '${expected}'`);
}

/** The collection named by the command's first field (e.g. `{ find: "users" }`); InvalidNamespace (73) if invalid. */
export function collectionName(context: CommandContext): string {
  const value = context.command[context.name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `collection name has invalid type ${typeof value}`);
  }
  checkNamespace(context.db, value);
  return value;
}

/** An optional sub-document field; TypeMismatch (14) for another type. */
export function optionalDocument(context: CommandContext, field: string): Document | undefined {
  const value = context.command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainDocument(value)) throw typeError(context.name, field, 'object');
  return value;
}

/** An optional non-negative integer field; TypeMismatch (14) / BadValue (2) otherwise. */
export function optionalCount(context: CommandContext, field: string): number | undefined {
  const value = context.command[field];
  if (value === undefined || value === null) return undefined;
  const n = Number(value);
  if (typeof value === 'string' || typeof value === 'boolean' || !Number.isFinite(n)) throw typeError(context.name, field, 'long');
  if (n < 0) throw new MongoCommandError(ErrorCode.BadValue, `BSON field '${field}' value must be >= 0, actual value '${n}'`);
  return Math.trunc(n);
}

/** An optional boolean field (numbers accepted as MongoDB does). */
export function optionalBoolean(context: CommandContext, field: string): boolean | undefined {
  const value = context.command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  throw typeError(context.name, field, 'bool');
}

/** A required array of documents field (e.g. insert's `documents`). */
export function requiredDocuments(context: CommandContext, field: string): Document[] {
  const value = context.command[field];
  if (!Array.isArray(value)) throw typeError(context.name, field, 'array');
  value.forEach((item, i) => {
    if (!isPlainDocument(item)) throw typeError(context.name, `${field}.${i}`, 'object');
  });
  return value as Document[];
}

/**
 * The `let` variables of a command. `collation` is refused unless it is the simple collation: string comparison
 * rules the embedded server does not implement must not be ignored silently.
 */
export function commandVariables(context: CommandContext): Document | undefined {
  refuseCollation(context.command['collation']);
  return optionalDocument(context, 'let');
}

/** Throws NotImplemented (238) for a non-simple collation. */
export function refuseCollation(collation: unknown): void {
  if (collation === undefined || collation === null) return;
  if (isPlainDocument(collation) && collation['locale'] === 'simple') return;
  throw new MongoCommandError(ErrorCode.NotImplemented, 'collation is not supported by the embedded server (only the simple binary collation)');
}

/** The batch size of a `cursor: { batchSize }` option (aggregate, listCollections, listIndexes). */
export function cursorBatchSize(context: CommandContext): number | undefined {
  const cursor = optionalDocument(context, 'cursor');
  if (!cursor || cursor['batchSize'] === undefined) return undefined;
  const n = Number(cursor['batchSize']);
  if (!Number.isFinite(n) || n < 0) throw new MongoCommandError(ErrorCode.BadValue, 'cursor.batchSize must not be negative');
  return Math.trunc(n);
}
