/**
 * Small predicates over deserialized BSON values (plain JS values plus the `bson` package's classes).
 *
 * `bson` classes carry a `_bsontype` tag (e.g. "ObjectId", "Decimal128"); plain objects and arrays are documents.
 */
import type { Document } from 'bson';

/** The `_bsontype` tag of a `bson` class instance (e.g. "ObjectId"), or undefined for plain values. */
export function bsonTypeOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/** True for a plain (embedded) document: not an array, Date, RegExp, Buffer or `bson` class instance. */
export function isPlainDocument(value: unknown): value is Document {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value) || value instanceof Date || value instanceof RegExp || ArrayBuffer.isView(value)) return false;
  if (bsonTypeOf(value) !== undefined) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when a document's first key is a `$` operator (an update-operator document or an operator expression). */
export function hasOperatorKeys(value: Document): boolean {
  const first = Object.keys(value)[0];
  return first !== undefined && first.startsWith('$');
}
