/**
 * An in-memory collection: documents by `_id` (insertion order is the natural order) and its secondary indexes.
 *
 * Stored documents are never mutated in place: writers replace them with new objects, so cursors and replies can
 * keep references. Two kinds of methods: `check*` validate a write against `_id` and unique indexes and throw
 * DuplicateKey (11000); `put`, `removeById`, `addIndex`, `removeIndex` change state without uniqueness checks (the
 * journal replay relies on that, see journal-record.ts). A check returns the index entries it computed, which `put`
 * then uses instead of computing them again.
 */
import { UUID, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { valueKey } from '../query/value-key';
import { CollectionIndex, type DocId, type IndexEntry } from './collection-index';
import { duplicateKeyError } from './duplicate-key';
import { ID_INDEX_NAME, ID_INDEX_SPEC, type IndexSpec } from './index-spec';

/** The `_id` key of a document; throws BadValue (2) for a missing or array `_id`. */
export function docIdOf(doc: Document): DocId {
  const id = doc['_id'];
  if (id === undefined) throw new MongoCommandError(ErrorCode.BadValue, 'document is missing its _id');
  if (Array.isArray(id)) throw new MongoCommandError(ErrorCode.BadValue, "The '_id' value cannot be of type array");
  return valueKey(id);
}

/** The index entries of a document checked for a write, per index (undefined: the document is not in that index). */
type CheckedEntries = ReadonlyMap<CollectionIndex, IndexEntry[] | undefined>;

/** See module doc. */
export class Collection {
  private readonly docs = new Map<DocId, Document>();
  private readonly indexes = new Map<string, CollectionIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document = {},
    readonly uuid: UUID = new UUID(),
  ) {}

  /** `db.collection` */
  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  /** All documents in natural (insertion) order. */
  all(): IterableIterator<Document> {
    return this.docs.values();
  }

  getById(id: DocId): Document | undefined {
    return this.docs.get(id);
  }

  /** Index specs, `_id_` first, as listIndexes reports them. */
  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Secondary indexes (without `_id_`). */
  secondaryIndexes(): CollectionIndex[] {
    return [...this.indexes.values()];
  }

  index(name: string): CollectionIndex | undefined {
    return this.indexes.get(name);
  }

  /**
   * Throws DuplicateKey (11000) if `doc` cannot be inserted, CannotIndexParallelArrays (171) if not indexable.
   * Returns the document's index entries for `put`.
   */
  checkInsert(doc: Document): CheckedEntries {
    const id = docIdOf(doc);
    if (this.docs.has(id)) {
      throw duplicateKeyError(this.ns, ID_INDEX_NAME, { _id: 1 }, [doc['_id']]);
    }
    return this.checkUnique(id, doc);
  }

  /**
   * Throws DuplicateKey (11000) if `next` cannot replace the stored document with the same `_id`. Returns the
   * document's index entries for `put`.
   */
  checkReplace(next: Document): CheckedEntries {
    return this.checkUnique(docIdOf(next), next);
  }

  private checkUnique(id: DocId, doc: Document): CheckedEntries {
    const checked = new Map<CollectionIndex, IndexEntry[] | undefined>();
    for (const index of this.indexes.values()) {
      const entries = index.entriesOf(doc);
      const conflict = index.conflictOf(id, entries);
      if (conflict) throw duplicateKeyError(this.ns, index.name, index.spec.key, conflict.values);
      checked.set(index, entries);
    }
    return checked;
  }

  /**
   * Inserts or replaces (by `_id`) a document, keeping indexes in step. No uniqueness check. `checked`: the entries
   * a check of this very document returned (computed here when absent).
   */
  put(doc: Document, checked?: CheckedEntries): void {
    const id = docIdOf(doc);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) {
      index.set(id, checked && checked.has(index) ? checked.get(index) : safeEntries(index, doc, false));
    }
  }

  /** Removes a document by `_id` key; returns it, or undefined when absent. */
  removeById(id: DocId): Document | undefined {
    const doc = this.docs.get(id);
    if (!doc) return undefined;
    for (const index of this.indexes.values()) index.remove(id);
    this.docs.delete(id);
    return doc;
  }

  /**
   * Builds an index over the current documents. With `enforceUnique`, a unique index that existing documents violate
   * is not created and DuplicateKey (11000) is thrown.
   */
  addIndex(spec: IndexSpec, enforceUnique: boolean): void {
    const index = new CollectionIndex(spec);
    for (const [id, doc] of this.docs) {
      const entries = safeEntries(index, doc, enforceUnique);
      if (enforceUnique) {
        const conflict = index.conflictOf(id, entries);
        if (conflict) throw duplicateKeyError(this.ns, spec.name, spec.key, conflict.values);
      }
      index.set(id, entries);
    }
    this.indexes.set(spec.name, index);
  }

  removeIndex(name: string): boolean {
    return this.indexes.delete(name);
  }
}

/** Entries of `doc`; when not strict, a document the index cannot hold (parallel arrays) is left out of it. */
function safeEntries(index: CollectionIndex, doc: Document, strict: boolean): IndexEntry[] | undefined {
  try {
    return index.entriesOf(doc);
  } catch (error) {
    if (strict) throw error;
    return undefined;
  }
}
