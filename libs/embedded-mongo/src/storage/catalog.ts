/**
 * Databases and their collections. A database exists while it has at least one collection, as in MongoDB.
 */
import type { Document, UUID } from 'bson';
import { Collection } from './collection';

/** See module doc. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();

  get(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Creates a collection, or returns the existing one of that name. */
  create(db: string, name: string, options: Document = {}, uuid?: UUID): Collection {
    const existing = this.get(db, name);
    if (existing) return existing;
    let collections = this.databases.get(db);
    if (!collections) {
      collections = new Map();
      this.databases.set(db, collections);
    }
    const collection = new Collection(db, name, options, uuid);
    collections.set(name, collection);
    return collection;
  }

  /** Drops a collection; false when it did not exist. */
  drop(db: string, name: string): boolean {
    const collections = this.databases.get(db);
    if (!collections?.delete(name)) return false;
    if (collections.size === 0) this.databases.delete(db);
    return true;
  }

  /** Drops a database with all its collections; false when it did not exist. */
  dropDatabase(db: string): boolean {
    return this.databases.delete(db);
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  /** Every collection of every database. */
  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }
}
