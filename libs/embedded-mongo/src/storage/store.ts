/**
 * The write API the commands use: checks, in-memory change and journal record in one step, and `commit()` as the
 * durability point a command awaits before acknowledging (a no-op without data directory).
 */
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { Catalog } from './catalog';
import { docIdOf, type Collection } from './collection';
import { sameIndexOptions, type IndexSpec } from './index-spec';
import type { Journal } from './journal';
import type { JournalRecord } from './journal-record';

const NAME_PATTERN = /^[^\0$]+$/;

/** Throws InvalidNamespace (73) for names MongoDB rejects. */
export function checkNamespace(db: string, coll?: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63) {
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  }
  if (coll !== undefined && (!NAME_PATTERN.test(coll) || coll.startsWith('.') || coll.endsWith('.'))) {
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${coll}`);
  }
}

/** Result of `createIndex`. */
type CreateIndexOutcome = 'created' | 'exists';

/** See module doc. */
export class Store {
  constructor(
    readonly catalog: Catalog = new Catalog(),
    private journal?: Journal,
  ) {}

  /** Attaches the journal once the stored state was replayed into the catalog. */
  attachJournal(journal: Journal): void {
    this.journal = journal;
  }

  private log(record: JournalRecord): void {
    this.journal?.append(record);
  }

  /** Resolves once every change made so far is durable. */
  commit(): Promise<void> {
    return this.journal ? this.journal.commit() : Promise.resolve();
  }

  collection(db: string, name: string): Collection | undefined {
    return this.catalog.get(db, name);
  }

  /** The collection, created implicitly (as an insert or createIndexes does) when missing. */
  ensureCollection(db: string, name: string): { collection: Collection; created: boolean } {
    const existing = this.catalog.get(db, name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.createCollection(db, name, {}), created: true };
  }

  /** Creates a collection; throws NamespaceExists (48) when it exists, InvalidNamespace (73) for a bad name. */
  createCollection(db: string, name: string, options: Document): Collection {
    checkNamespace(db, name);
    if (name.startsWith('system.')) throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name} (system collections are reserved)`);
    if (this.catalog.get(db, name)) {
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    }
    const collection = this.catalog.create(db, name, options);
    this.log({ op: 'createCollection', db, coll: name, options, uuid: collection.uuid });
    return collection;
  }

  /** Inserts a document (`_id` set by the caller); throws DuplicateKey (11000). */
  insert(collection: Collection, doc: Document): void {
    collection.put(doc, collection.checkInsert(doc));
    this.log({ op: 'put', db: collection.db, coll: collection.name, doc });
  }

  /** Replaces the stored document having `next`'s `_id`; throws DuplicateKey (11000). */
  replace(collection: Collection, next: Document): void {
    collection.put(next, collection.checkReplace(next));
    this.log({ op: 'put', db: collection.db, coll: collection.name, doc: next });
  }

  /** Deletes a stored document. */
  remove(collection: Collection, doc: Document): void {
    if (collection.removeById(docIdOf(doc))) {
      this.log({ op: 'del', db: collection.db, coll: collection.name, id: doc['_id'] });
    }
  }

  /**
   * Creates an index, or reports that an identical one exists. Throws IndexOptionsConflict (85) for the same key
   * pattern under another name or with other options, IndexKeySpecsConflict (86) for the same name with another key,
   * DuplicateKey (11000) when existing documents violate a new unique index.
   */
  createIndex(collection: Collection, spec: IndexSpec): CreateIndexOutcome {
    for (const existing of collection.indexSpecs()) {
      const sameName = existing.name === spec.name;
      const sameKey = JSON.stringify(existing.key) === JSON.stringify(spec.key);
      if (sameName && sameIndexOptions(existing, spec)) return 'exists';
      if (sameName) {
        throw new MongoCommandError(
          sameKey ? ErrorCode.IndexOptionsConflict : ErrorCode.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
      if (sameKey && sameIndexOptions(existing, spec)) {
        throw new MongoCommandError(ErrorCode.IndexOptionsConflict, `Index already exists with a different name: ${existing.name}`);
      }
      if (sameKey) {
        throw new MongoCommandError(
          ErrorCode.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
    }
    collection.addIndex(spec, true);
    this.log({ op: 'createIndex', db: collection.db, coll: collection.name, spec });
    return 'created';
  }

  /** Drops a secondary index by name. */
  dropIndex(collection: Collection, name: string): void {
    if (collection.removeIndex(name)) this.log({ op: 'dropIndex', db: collection.db, coll: collection.name, name });
  }

  /** Drops a collection; false when it did not exist. */
  dropCollection(db: string, name: string): boolean {
    const dropped = this.catalog.drop(db, name);
    if (dropped) this.log({ op: 'dropCollection', db, coll: name });
    return dropped;
  }

  /** Drops a database; false when it did not exist. */
  dropDatabase(db: string): boolean {
    const dropped = this.catalog.dropDatabase(db);
    if (dropped) this.log({ op: 'dropDatabase', db });
    return dropped;
  }
}
