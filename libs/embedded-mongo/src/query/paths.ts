/**
 * Values at a dotted path the way MongoDB's index key generator sees them.
 *
 * Arrays met on the way are traversed element by element (`a.b` over `a: [{b: 1}, {b: 2}]` gives 1 and 2), a numeric
 * segment indexes into an array, and an array at the end of the path contributes each element (a multikey index).
 * An empty array at the end contributes itself, so `{a: []}` has one key, like MongoDB's `undefined` key for it.
 */
import { isPlainDocument } from './bson-values';

function collect(value: unknown, segments: readonly string[], position: number, out: unknown[], emptyLeaf = true): void {
  if (position === segments.length) {
    if (Array.isArray(value) && value.length > 0) out.push(...value);
    else if (emptyLeaf || !Array.isArray(value)) out.push(value);
    return;
  }
  const segment = segments[position] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(segment)) {
      const item = value[Number(segment)];
      if (item !== undefined) collect(item, segments, position + 1, out, emptyLeaf);
      return;
    }
    for (const item of value) {
      if (isPlainDocument(item)) collect(item, segments, position, out, emptyLeaf);
    }
    return;
  }
  if (isPlainDocument(value) && Object.prototype.hasOwnProperty.call(value, segment)) {
    collect(value[segment], segments, position + 1, out, emptyLeaf);
  }
}

/** Every value found at `path` in `doc` (empty when the path is missing). */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  return valuesAtSegments(doc, path.split('.'));
}

/** `valuesAtPath` for a path already split at its dots (indexes split their paths once). */
export function valuesAtSegments(doc: unknown, segments: readonly string[]): unknown[] {
  const out: unknown[] = [];
  collect(doc, segments, 0, out);
  return out.filter((v) => v !== undefined);
}

/**
 * The values an equality `$lookup` joins on at `localField` (MongoDB's `$lookup` reference, "Equality Match with a
 * Single Join Condition"): arrays on the way and at the end are traversed as for an index key, an empty array at the
 * end contributes nothing, and when nothing is found the value is null (a missing field joins as null).
 */
export function lookupValuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out, false);
  const found = out.filter((v) => v !== undefined);
  return found.length > 0 ? found : [null];
}

/** The value at a dotted path without array traversal (undefined when missing); used to read `_id` and TTL fields. */
export function valueAtPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (!isPlainDocument(current)) return undefined;
    current = current[segment];
  }
  return current;
}
