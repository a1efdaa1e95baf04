/**
 * Chooses the documents a filter has to look at: an `_id` or index lookup for equality conditions, else the whole
 * collection. The plan only narrows the candidates; every candidate is still tested against the complete filter by
 * mingo, so a plan can never change results, only the work done.
 *
 * Usable conditions are top-level (or inside a top-level `$and`) equalities on a scalar value (`{a: 5}`,
 * `{a: {$eq: 5}}`) or `$in` lists of scalars. An index is usable when it holds every document (not sparse or partial)
 * and its first field has such a condition; when all its fields do, the lookup uses the whole key.
 */
import type { Document } from 'bson';
import { bsonTypeOf, isPlainDocument } from '../query/bson-values';
import { valueKey } from '../query/value-key';
import type { Collection } from './collection';
import type { DocId } from './collection-index';

/** How the candidates were found, in the vocabulary of MongoDB's explain output. */
export interface Plan {
  readonly stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  readonly indexName?: string;
  readonly keyPattern?: Readonly<Record<string, number>>;
  /** Number of index keys looked up (0 for a collection scan). */
  readonly keysExamined: number;
  readonly candidates: Document[];
}

const LOOKUP_TYPES = new Set(['ObjectId', 'Long', 'Decimal128', 'Int32', 'Double']);

function isLookupValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    default:
      return value instanceof Date || LOOKUP_TYPES.has(bsonTypeOf(value) ?? '');
  }
}

/** field -> the values it must equal one of. */
type Equalities = Map<string, unknown[]>;

function collectEqualities(filter: Document, out: Equalities): void {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) collectEqualities(part, out);
      continue;
    }
    if (path.startsWith('$')) continue;
    let values: unknown[] | undefined;
    if (isLookupValue(condition)) values = [condition];
    else if (isPlainDocument(condition)) {
      const keys = Object.keys(condition);
      if (keys.length === 1 && keys[0] === '$eq' && isLookupValue(condition['$eq'])) values = [condition['$eq']];
      if (keys.length === 1 && keys[0] === '$in' && Array.isArray(condition['$in']) && condition['$in'].every(isLookupValue)) {
        values = condition['$in'];
      }
    }
    if (values && !out.has(path)) out.set(path, values);
  }
}

function cartesian(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((tuples, list) => tuples.flatMap((tuple) => list.map((value) => [...tuple, value])), [[]]);
}

function fetch(collection: Collection, ids: Iterable<DocId>): Document[] {
  const docs: Document[] = [];
  const seen = new Set<DocId>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const doc = collection.getById(id);
    if (doc) docs.push(doc);
  }
  return docs;
}

/** Plans `filter` on `collection` (see module doc). */
export function planQuery(collection: Collection, filter: Document): Plan {
  const equalities: Equalities = new Map();
  collectEqualities(filter, equalities);
  const ids = equalities.get('_id');
  if (ids) {
    return { stage: 'IDHACK', indexName: '_id_', keyPattern: { _id: 1 }, keysExamined: ids.length, candidates: fetch(collection, ids.map(valueKey)) };
  }
  let best: { fieldsUsed: number; run: () => { keys: number; ids: DocId[] }; name: string; key: Record<string, number> } | undefined;
  for (const index of collection.secondaryIndexes()) {
    if (!index.coversAllDocuments) continue;
    const first = equalities.get(index.fields[0] as string);
    if (!first) continue;
    const all = index.fields.every((field) => equalities.has(field));
    const fieldsUsed = all ? index.fields.length : 1;
    if (best && best.fieldsUsed >= fieldsUsed) continue;
    const run = all
      ? () => {
          const tuples = cartesian(index.fields.map((field) => equalities.get(field) as unknown[]));
          return { keys: tuples.length, ids: tuples.flatMap((tuple) => [...index.lookup(tuple)]) };
        }
      : () => ({ keys: first.length, ids: first.flatMap((value) => [...index.lookupFirstField(value)]) });
    best = { fieldsUsed, run, name: index.name, key: index.spec.key };
  }
  if (best) {
    const { keys, ids: found } = best.run();
    return { stage: 'IXSCAN', indexName: best.name, keyPattern: best.key, keysExamined: keys, candidates: fetch(collection, found) };
  }
  return { stage: 'COLLSCAN', keysExamined: 0, candidates: [...collection.all()] };
}

/**
 * The documents of `collection` that may hold one of `values` at `field`, through the `_id` index or a secondary index
 * that holds every document and starts with `field` (query/pipeline.ts's IndexedCandidates: a superset of the
 * documents matching `{ field: { $in: values } }`, each once). A value no index key stands for (an array, NaN, a
 * regular expression; null on a dotted field) makes it the whole collection; undefined when no such index exists.
 */
export function indexedCandidates(collection: Collection | undefined, field: string, values: readonly unknown[]): Document[] | undefined {
  if (!collection) return [];
  if (field === '_id') {
    // An _id is never missing nor an array, so null and documents are keys like any other value.
    if (!values.every((value) => value === null || isLookupValue(value) || isPlainDocument(value))) return [...collection.all()];
    return fetch(collection, values.map(valueKey));
  }
  const index = collection.secondaryIndexes().find((candidate) => candidate.coversAllDocuments && candidate.fields[0] === field);
  if (!index) return undefined;
  // A missing field is indexed as null, so null finds the documents without the field too (but not on a path through arrays).
  if (!values.every((value) => isLookupValue(value) || (value === null && !field.includes('.')))) return [...collection.all()];
  return fetch(
    collection,
    values.flatMap((value) => [...index.lookupFirstField(value)]),
  );
}
