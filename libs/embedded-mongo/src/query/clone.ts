/**
 * Deep copy of a document for copy-on-write.
 *
 * Stored documents are never mutated: cursors and in-flight replies hold references to them. Some mingo stages
 * (`$unwind`, `$addFields` on dotted paths, exclusion projections of nested fields) write into their input objects,
 * and mingo's update operators modify in place, so every such path works on a copy made here.
 * Plain objects, arrays and Dates are copied; `bson` class instances (ObjectId, Binary, Decimal128...) are immutable
 * in our use and shared.
 */
import type { Document } from 'bson';
import { isPlainDocument } from './bson-values';

/** A deep copy of `value` (documents, arrays and Dates copied, other values shared). */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneValue(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainDocument(value)) {
    const copy: Document = {};
    for (const key of Object.keys(value)) copy[key] = cloneValue(value[key]);
    return copy as T;
  }
  return value;
}

/** A deep copy of a document. */
export function cloneDocument(doc: Document): Document {
  return cloneValue(doc);
}
