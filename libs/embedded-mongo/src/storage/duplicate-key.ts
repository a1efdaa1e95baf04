/**
 * The duplicate-key error (11000) exactly as MongoDB reports it, with `keyPattern` and `keyValue`, so that the driver
 * and mongoose expose `err.keyPattern` / `err.keyValue` and the familiar `E11000 duplicate key error ...` message.
 */
import { ErrorCode, MongoCommandError } from '../errors';
import { bsonTypeOf, isPlainDocument } from '../query/bson-values';

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (bsonTypeOf(value) === 'ObjectId') return `ObjectId('${String(value)}')`;
  if (Array.isArray(value)) return `[ ${value.map(formatValue).join(', ')} ]`;
  if (isPlainDocument(value)) {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join(', ')} }`;
  }
  return String(value);
}

/**
 * A DuplicateKey error for index `indexName` (key pattern `keyPattern`) of namespace `ns`, where `values` are the
 * conflicting values in key-pattern order.
 */
export function duplicateKeyError(ns: string, indexName: string, keyPattern: Readonly<Record<string, number>>, values: readonly unknown[]): MongoCommandError {
  const keyValue: Record<string, unknown> = {};
  Object.keys(keyPattern).forEach((field, i) => {
    keyValue[field] = values[i] ?? null;
  });
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${formatValue(value)}`)
    .join(', ');
  return new MongoCommandError(ErrorCode.DuplicateKey, `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${shown} }`, { keyPattern: { ...keyPattern }, keyValue });
}
