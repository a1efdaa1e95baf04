/**
 * MongoDB's comparison/sort order of BSON values, and the sort of `find`.
 *
 * Follows "Comparison/Sort Order" of the MongoDB manual: MinKey < null (and missing) < numbers < strings < objects <
 * arrays < binary < ObjectId < booleans < dates < timestamps < regexes < MaxKey; numbers compare by value across
 * int/long/double/decimal. When sorting on a field that holds an array, ascending order uses the array's smallest
 * element and descending order its largest, and an empty array sorts before null.
 *
 * Why not mingo's sort: mingo 7 orders arrays by their first sorted element in both directions and places ObjectIds
 * after booleans, which differs from MongoDB; `find` (and the `sort` of findAndModify/update) use this module instead.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { bsonTypeOf, isPlainDocument } from './bson-values';
import { valuesAtPath } from './paths';

const EMPTY_ARRAY_RANK = 1.5;

function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    default:
      break;
  }
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  if (Array.isArray(value)) return 6;
  if (ArrayBuffer.isView(value)) return 7;
  switch (bsonTypeOf(value)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 14;
    case undefined:
      return 5;
    default:
      return 13;
  }
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareSameRank(rank: number, a: unknown, b: unknown): number {
  switch (rank) {
    case 3:
      return sign(Number(a) - Number(b)) || 0;
    case 4:
    case 8:
    case 13:
      return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    case 5:
      return compareDocuments(a as Document, b as Document);
    case 6: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const order = compareValues(xs[i], ys[i]);
        if (order !== 0) return order;
      }
      return sign(xs.length - ys.length);
    }
    case 7: {
      const x = binaryBytes(a);
      const y = binaryBytes(b);
      if (x.length !== y.length) return sign(x.length - y.length);
      return Buffer.compare(Buffer.from(x), Buffer.from(y));
    }
    case 9:
      return sign(Number(a) - Number(b));
    case 10:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case 11:
      return (a as { compare(other: unknown): number }).compare(b);
    case 12:
      return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
    default:
      return 0;
  }
}

function binaryBytes(value: unknown): Uint8Array {
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return (value as { buffer: Uint8Array }).buffer;
}

function compareDocuments(a: Document, b: Document): number {
  const ka = isPlainDocument(a) ? Object.keys(a) : [];
  const kb = isPlainDocument(b) ? Object.keys(b) : [];
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const byType = sign(typeRank(a[fa]) - typeRank(b[fb]));
    if (byType !== 0) return byType;
    if (fa !== fb) return fa < fb ? -1 : 1;
    const byValue = compareValues(a[fa], b[fb]);
    if (byValue !== 0) return byValue;
  }
  return sign(ka.length - kb.length);
}

/** Compares two BSON values in MongoDB's order: negative, 0 or positive. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return sign(ra - rb);
  return compareSameRank(ra, a, b);
}

/** The value a document sorts by on `path` in `direction` (1 ascending, -1 descending). */
function sortKey(doc: Document, path: string, direction: number): { rank: number; value: unknown } {
  const values = valuesAtPath(doc, path);
  if (values.length === 0) return { rank: 2, value: null };
  if (values.length === 1 && Array.isArray(values[0]) && values[0].length === 0) {
    return { rank: EMPTY_ARRAY_RANK, value: values[0] };
  }
  let best = values[0];
  for (const value of values.slice(1)) {
    const order = compareValues(value, best);
    if ((direction > 0 && order < 0) || (direction < 0 && order > 0)) best = value;
  }
  return { rank: typeRank(best), value: best };
}

/** A parsed sort specification: `[path, direction]` pairs, or natural order. */
export interface SortSpec {
  readonly fields: ReadonlyArray<readonly [string, 1 | -1]>;
  readonly natural?: 1 | -1;
}

/**
 * Parses a `sort` document (`{ field: 1 | -1, ... }` or `{ $natural: 1 | -1 }`). Throws BadValue (2) for other
 * values, including `$meta` sorts (text search is not supported).
 */
export function parseSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainDocument(sort)) throw new MongoCommandError(ErrorCode.TypeMismatch, 'Expected field sort to be of type object');
  const fields: Array<[string, 1 | -1]> = [];
  let natural: 1 | -1 | undefined;
  for (const [path, raw] of Object.entries(sort)) {
    const direction = Number(raw);
    if (direction !== 1 && direction !== -1) {
      throw new MongoCommandError(ErrorCode.BadValue, `$sort key ordering must be 1 (for ascending) or -1 (for descending): ${path}`);
    }
    if (path === '$natural') natural = direction;
    else fields.push([path, direction]);
  }
  if (fields.length === 0 && natural === undefined) return undefined;
  return { fields, natural };
}

/** Sorts documents (a new array) in MongoDB's order for `spec`; ties keep their input (natural) order. */
export function sortDocuments(docs: readonly Document[], spec: SortSpec | undefined): Document[] {
  if (!spec) return docs.slice();
  if (spec.fields.length === 0) return spec.natural === -1 ? docs.slice().reverse() : docs.slice();
  const keyed = docs.map((doc) => ({ doc, keys: spec.fields.map(([path, dir]) => sortKey(doc, path, dir)) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < spec.fields.length; i++) {
      const dir = (spec.fields[i] as readonly [string, 1 | -1])[1];
      const kx = x.keys[i] as { rank: number; value: unknown };
      const ky = y.keys[i] as { rank: number; value: unknown };
      const order = kx.rank !== ky.rank ? sign(kx.rank - ky.rank) : compareSameRank(kx.rank, kx.value, ky.value);
      if (order !== 0) return order * dir;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}
