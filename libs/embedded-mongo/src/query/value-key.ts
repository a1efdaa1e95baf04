/**
 * Canonical string keys for BSON values, used by indexes, `distinct` and the query planner.
 *
 * Two values get the same key exactly when MongoDB's equality treats them as equal for index lookups: numbers compare
 * by value across int/long/double/decimal (1, Long(1) and Decimal128("1.0") share a key), -0 equals 0, a missing field
 * and null share the key of null (MongoDB indexes a missing field as null), documents compare field by field in order.
 * Each key starts with a type tag so values of different BSON types never collide.
 */
import { EJSON, type Document } from 'bson';
import { bsonTypeOf, isPlainDocument } from './bson-values';

const NULL_KEY = 'null';

function numberKey(n: number): string {
  if (Object.is(n, -0)) return 'n:0';
  return `n:${String(n)}`;
}

/** The canonical key of one value (see module doc). */
export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return NULL_KEY;
  switch (typeof value) {
    case 'number':
      return numberKey(value);
    case 'bigint':
      return `n:${value.toString()}`;
    case 'string':
      return `s:${value}`;
    case 'boolean':
      return value ? 'b:1' : 'b:0';
    default:
      break;
  }
  if (value instanceof Date) return `t:${value.getTime()}`;
  if (value instanceof RegExp) return `r:/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a:[${value.map(valueKey).join(',')}]`;
  const tag = bsonTypeOf(value);
  switch (tag) {
    case 'ObjectId':
      return `o:${(value as { toHexString(): string }).toHexString()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return numberKey(Number((value as { valueOf(): unknown }).valueOf?.() ?? String(value)));
    case 'Decimal128': {
      // Decimal128 values equal to a double (the usual case) share its key; others keep their exact text.
      const text = String(value);
      const asNumber = Number(text);
      return Number.isFinite(asNumber) ? numberKey(asNumber) : `n:${text}`;
    }
    case 'MinKey':
      return 'min';
    case 'MaxKey':
      return 'max';
    default:
      break;
  }
  if (isPlainDocument(value)) {
    const parts = Object.keys(value).map((k) => `${JSON.stringify(k)}:${valueKey(value[k])}`);
    return `d:{${parts.join(',')}}`;
  }
  // Binary, Timestamp, Code, DBRef...: their canonical Extended JSON is a faithful, type-tagged rendering.
  return `x:${tag ?? 'unknown'}:${EJSON.stringify({ v: value as Document[string] }, { relaxed: false })}`;
}
