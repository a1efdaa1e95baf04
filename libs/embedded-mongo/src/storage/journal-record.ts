/**
 * The records of the write-ahead journal and of snapshots, and how a record changes the catalog.
 *
 * Every record states a result, not an operation (`put` carries the whole new document, `del` an `_id`), so
 * replaying a record over a state that already contains it changes nothing. Snapshot and journal are therefore
 * simply replayed in order at start, even when a crash left a journal that overlaps the snapshot (see
 * docs/decisions/0002-embedded-mongo-persistence.md). Replay does not check unique indexes: the journal only holds
 * writes that passed those checks when they were made.
 */
import { Binary, UUID, type Document } from 'bson';
import { valueKey } from '../query/value-key';
import type { Catalog } from './catalog';
import type { IndexSpec } from './index-spec';

export type JournalRecord =
  | { readonly op: 'put'; readonly db: string; readonly coll: string; readonly doc: Document }
  | { readonly op: 'del'; readonly db: string; readonly coll: string; readonly id: unknown }
  | { readonly op: 'createCollection'; readonly db: string; readonly coll: string; readonly options: Document; readonly uuid: UUID }
  | { readonly op: 'dropCollection'; readonly db: string; readonly coll: string }
  | { readonly op: 'dropDatabase'; readonly db: string }
  | { readonly op: 'createIndex'; readonly db: string; readonly coll: string; readonly spec: IndexSpec }
  | { readonly op: 'dropIndex'; readonly db: string; readonly coll: string; readonly name: string };

/** A collection UUID read back from BSON (deserialized as a subtype-4 Binary). */
function asUuid(value: unknown): UUID | undefined {
  if (value instanceof UUID) return value;
  if (value instanceof Binary && value.sub_type === Binary.SUBTYPE_UUID) return value.toUUID();
  return undefined;
}

/** Applies one record to the catalog (idempotent, no uniqueness checks; see module doc). */
export function applyRecord(catalog: Catalog, record: JournalRecord): void {
  switch (record.op) {
    case 'put':
      catalog.create(record.db, record.coll).put(record.doc);
      return;
    case 'del':
      catalog.get(record.db, record.coll)?.removeById(valueKey(record.id));
      return;
    case 'createCollection':
      catalog.create(record.db, record.coll, record.options, asUuid(record.uuid));
      return;
    case 'dropCollection':
      catalog.drop(record.db, record.coll);
      return;
    case 'dropDatabase':
      catalog.dropDatabase(record.db);
      return;
    case 'createIndex': {
      const collection = catalog.create(record.db, record.coll);
      if (!collection.index(record.spec.name)) collection.addIndex(record.spec, false);
      return;
    }
    case 'dropIndex':
      catalog.get(record.db, record.coll)?.removeIndex(record.name);
      return;
  }
}

/** The records that rebuild the whole catalog (used to write a snapshot). */
export function* catalogRecords(catalog: Catalog): Generator<JournalRecord> {
  for (const collection of catalog.allCollections()) {
    const { db, name: coll } = collection;
    yield { op: 'createCollection', db, coll, options: collection.options, uuid: collection.uuid };
    for (const spec of collection.indexSpecs().slice(1)) yield { op: 'createIndex', db, coll, spec };
    for (const doc of collection.all()) yield { op: 'put', db, coll, doc };
  }
}
