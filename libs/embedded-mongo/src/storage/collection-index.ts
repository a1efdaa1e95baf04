/**
 * One secondary index of a collection: index keys -> ids of the documents holding them.
 *
 * Keys are the canonical value keys of query/value-key.ts, so an equality lookup is a Map lookup. Arrays make the index
 * multikey (one key per element); a compound index forms the cartesian product of its fields' values and, like
 * MongoDB, refuses documents with arrays in more than one indexed field. A missing field is indexed as null unless the
 * index is sparse (then documents missing every indexed field are left out); a partial index holds only documents
 * matching its `partialFilterExpression`. The entries of each indexed document are kept, so removing or replacing a
 * document does not compute them again, and a replacement that keeps a document's keys leaves the index untouched.
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { compileFilter, type CompiledFilter } from '../query/filter';
import { valuesAtSegments } from '../query/paths';
import { valueKey } from '../query/value-key';
import type { IndexSpec } from './index-spec';

/** The canonical key of a document's `_id`, identifying the document inside a collection. */
export type DocId = string;

/** One index entry of a document: its key string and the field values it was made from (for `keyValue`). */
export interface IndexEntry {
  readonly key: string;
  readonly values: readonly unknown[];
}

/** True when two entry lists hold the same keys in the same order (undefined: the document is not indexed). */
function sameEntries(a: readonly IndexEntry[] | undefined, b: readonly IndexEntry[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if ((a[i] as IndexEntry).key !== (b[i] as IndexEntry).key) return false;
  return true;
}

function uniqueByKey(values: unknown[]): unknown[] {
  if (values.length < 2) return values;
  const seen = new Map<string, unknown>();
  for (const value of values) {
    const key = valueKey(value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}

/**
 * The documents holding one key: a single id (the usual case, always for unique keys) or, for several, a Set. Saves
 * one Set per key, which made the garbage collector a good part of an insert's cost.
 */
type Holders = DocId | Set<DocId>;

/** A secondary index (see module doc). */
export class CollectionIndex {
  readonly fields: readonly string[];
  private readonly segments: ReadonlyArray<readonly string[]>;
  private readonly entries = new Map<string, Holders>();
  /** The entries of each indexed document. */
  private readonly entriesById = new Map<DocId, readonly IndexEntry[]>();
  /** First-field key -> ids, for equality lookups on a prefix of a compound index. */
  private readonly byFirstField: Map<string, Holders> | undefined;
  private readonly partial: CompiledFilter | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.segments = this.fields.map((field) => field.split('.'));
    this.byFirstField = this.fields.length > 1 ? new Map() : undefined;
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  /** True when lookups may use this index for any document (not sparse or partial: those hold a subset). */
  get coversAllDocuments(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  /** The key string of a tuple of field values. */
  keyOf(values: readonly unknown[]): string {
    return values.length === 1 ? valueKey(values[0]) : JSON.stringify(values.map(valueKey));
  }

  /**
   * The entries of `doc` in this index, or undefined when the document is not indexed (sparse or partial).
   * Throws CannotIndexParallelArrays (171) for arrays in two fields of a compound index.
   */
  entriesOf(doc: Document): IndexEntry[] | undefined {
    if (this.partial && !this.partial.test(doc)) return undefined;
    const perField = this.segments.map((segments) => uniqueByKey(valuesAtSegments(doc, segments)));
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return undefined;
    if (perField.every((values) => values.length < 2)) {
      // The usual case, no arrays: one entry (a missing field is indexed as null).
      const values = perField.map((found) => (found.length === 0 ? null : found[0]));
      return [{ key: this.keyOf(values), values }];
    }
    const multi = this.fields.filter((_, i) => (perField[i] as unknown[]).length > 1);
    if (multi.length > 1) {
      throw new MongoCommandError(ErrorCode.CannotIndexParallelArrays, `cannot index parallel arrays [${multi[1]}] [${multi[0]}]`);
    }
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const choices = values.length === 0 ? [null] : values;
      tuples = tuples.flatMap((tuple) => choices.map((value) => [...tuple, value]));
    }
    return tuples.map((values) => ({ key: this.keyOf(values), values }));
  }

  /** The entries the document `id` is indexed under (undefined: not indexed). */
  entriesFor(id: DocId): readonly IndexEntry[] | undefined {
    return this.entriesById.get(id);
  }

  /** Every indexed document with its entries (for sweeps that read the indexed values, e.g. the TTL monitor). */
  indexedEntries(): IterableIterator<[DocId, readonly IndexEntry[]]> {
    return this.entriesById.entries();
  }

  /** Indexes document `id` under `entries` (replacing what it had); no uniqueness check (see Collection for checks). */
  set(id: DocId, entries: readonly IndexEntry[] | undefined): void {
    const previous = this.entriesById.get(id);
    if (previous !== undefined || entries !== undefined) {
      if (sameEntries(previous, entries)) return;
      this.remove(id);
    }
    if (!entries) return;
    this.entriesById.set(id, entries);
    for (const entry of entries) {
      addTo(this.entries, entry.key, id);
      if (this.byFirstField) addTo(this.byFirstField, valueKey(entry.values[0]), id);
    }
  }

  /** Removes document `id` from the index. */
  remove(id: DocId): void {
    const entries = this.entriesById.get(id);
    if (!entries) return;
    this.entriesById.delete(id);
    for (const entry of entries) {
      removeFrom(this.entries, entry.key, id);
      if (this.byFirstField) removeFrom(this.byFirstField, valueKey(entry.values[0]), id);
    }
  }

  /** For a unique index: the first entry of `entries` already held by another document than `id`. */
  conflictOf(id: DocId, entries: readonly IndexEntry[] | undefined): IndexEntry | undefined {
    if (!this.spec.unique || !entries) return undefined;
    return entries.find((entry) => {
      for (const holder of idsOf(this.entries.get(entry.key))) if (holder !== id) return true;
      return false;
    });
  }

  /** Ids of documents whose indexed fields equal `values` (one value per field, in index order). */
  lookup(values: readonly unknown[]): Iterable<DocId> {
    return idsOf(this.entries.get(this.keyOf(values)));
  }

  /** Ids of documents whose first indexed field equals `value`. */
  lookupFirstField(value: unknown): Iterable<DocId> {
    if (!this.byFirstField) return this.lookup([value]);
    return idsOf(this.byFirstField.get(valueKey(value)));
  }

  /** Number of distinct keys, for tests and listIndexes-like introspection. */
  get keyCount(): number {
    return this.entries.size;
  }
}

const NONE: readonly DocId[] = [];

function idsOf(holders: Holders | undefined): Iterable<DocId> {
  if (holders === undefined) return NONE;
  return typeof holders === 'string' ? [holders] : holders;
}

function addTo(map: Map<string, Holders>, key: string, id: DocId): void {
  const holders = map.get(key);
  if (holders === undefined) map.set(key, id);
  else if (typeof holders !== 'string') holders.add(id);
  else if (holders !== id) map.set(key, new Set([holders, id]));
}

function removeFrom(map: Map<string, Holders>, key: string, id: DocId): void {
  const holders = map.get(key);
  if (holders === undefined) return;
  if (typeof holders === 'string') {
    if (holders === id) map.delete(key);
    return;
  }
  holders.delete(id);
  if (holders.size === 1) map.set(key, holders.values().next().value as DocId);
  else if (holders.size === 0) map.delete(key);
}
