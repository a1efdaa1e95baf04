/**
 * The two clients every conformance case runs through: the official `mongodb` driver and mongoose, behind one small
 * interface so a case is written once. Mongoose goes through schemaless models (`strict: false`) so it sends what
 * the case asks for; mongoose-specific behaviour (schemas, timestamps, validation) has its own spec file.
 */
import { MongoClient, type Document, type Filter, type Sort, type UpdateFilter } from 'mongodb';
import mongoose, { type Connection, type Model } from 'mongoose';

/** Options of a find. */
export interface FindOptions {
  readonly sort?: Record<string, 1 | -1>;
  readonly skip?: number;
  readonly limit?: number;
  readonly projection?: Document;
  readonly batchSize?: number;
}

/** Result of an update. */
export interface UpdateOutcome {
  readonly matched: number;
  readonly modified: number;
  readonly upsertedId: unknown;
}

/** The operations a conformance case uses (see module doc). */
export interface ConformanceClient {
  readonly name: 'driver' | 'mongoose';
  insertOne(coll: string, doc: Document): Promise<unknown>;
  insertMany(coll: string, docs: Document[], ordered?: boolean): Promise<number>;
  find(coll: string, filter: Document, options?: FindOptions): Promise<Document[]>;
  findOne(coll: string, filter: Document): Promise<Document | null>;
  updateOne(coll: string, filter: Document, update: Document | Document[], options?: { upsert?: boolean; arrayFilters?: Document[] }): Promise<UpdateOutcome>;
  updateMany(coll: string, filter: Document, update: Document): Promise<UpdateOutcome>;
  replaceOne(coll: string, filter: Document, replacement: Document, options?: { upsert?: boolean }): Promise<UpdateOutcome>;
  deleteOne(coll: string, filter: Document): Promise<number>;
  deleteMany(coll: string, filter: Document): Promise<number>;
  findOneAndUpdate(coll: string, filter: Document, update: Document, options: { upsert?: boolean; after?: boolean; sort?: Record<string, 1 | -1>; projection?: Document }): Promise<Document | null>;
  findOneAndDelete(coll: string, filter: Document, options?: { sort?: Record<string, 1 | -1> }): Promise<Document | null>;
  countDocuments(coll: string, filter?: Document): Promise<number>;
  estimatedDocumentCount(coll: string): Promise<number>;
  distinct(coll: string, key: string, filter?: Document): Promise<unknown[]>;
  aggregate(coll: string, pipeline: Document[]): Promise<Document[]>;
  createIndex(coll: string, keys: Document, options?: Document): Promise<string>;
  listIndexes(coll: string): Promise<Document[]>;
  dropIndex(coll: string, name: string): Promise<void>;
  drop(coll: string): Promise<void>;
  close(): Promise<void>;
}

/** A client through the official driver, on database `dbName`. */
export async function driverClient(uri: string, dbName: string): Promise<ConformanceClient> {
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  const c = (name: string) => db.collection(name);
  const outcome = (r: { matchedCount: number; modifiedCount: number; upsertedId: unknown }): UpdateOutcome => ({
    matched: r.matchedCount,
    modified: r.modifiedCount,
    upsertedId: r.upsertedId ?? null,
  });
  return {
    name: 'driver',
    insertOne: async (coll, doc) => (await c(coll).insertOne(doc)).insertedId,
    insertMany: async (coll, docs, ordered = true) => (await c(coll).insertMany(docs, { ordered })).insertedCount,
    find: (coll, filter, o = {}) => {
      let cursor = c(coll).find(filter as Filter<Document>, { projection: o.projection });
      if (o.sort) cursor = cursor.sort(o.sort as Sort);
      if (o.skip) cursor = cursor.skip(o.skip);
      if (o.limit) cursor = cursor.limit(o.limit);
      if (o.batchSize) cursor = cursor.batchSize(o.batchSize);
      return cursor.toArray();
    },
    findOne: (coll, filter) => c(coll).findOne(filter as Filter<Document>),
    updateOne: async (coll, filter, update, o = {}) => outcome(await c(coll).updateOne(filter as Filter<Document>, update as UpdateFilter<Document>, o)),
    updateMany: async (coll, filter, update) => outcome(await c(coll).updateMany(filter as Filter<Document>, update as UpdateFilter<Document>)),
    replaceOne: async (coll, filter, replacement, o = {}) => outcome(await c(coll).replaceOne(filter as Filter<Document>, replacement, o)),
    deleteOne: async (coll, filter) => (await c(coll).deleteOne(filter as Filter<Document>)).deletedCount,
    deleteMany: async (coll, filter) => (await c(coll).deleteMany(filter as Filter<Document>)).deletedCount,
    findOneAndUpdate: (coll, filter, update, o) =>
      c(coll).findOneAndUpdate(filter as Filter<Document>, update as UpdateFilter<Document>, {
        upsert: o.upsert,
        returnDocument: o.after ? 'after' : 'before',
        sort: o.sort,
        projection: o.projection,
      }),
    findOneAndDelete: (coll, filter, o = {}) => c(coll).findOneAndDelete(filter as Filter<Document>, { sort: o.sort }),
    countDocuments: (coll, filter = {}) => c(coll).countDocuments(filter as Filter<Document>),
    estimatedDocumentCount: (coll) => c(coll).estimatedDocumentCount(),
    distinct: (coll, key, filter = {}) => c(coll).distinct(key, filter as Filter<Document>),
    aggregate: (coll, pipeline) => c(coll).aggregate(pipeline).toArray(),
    createIndex: (coll, keys, options = {}) => c(coll).createIndex(keys, options),
    listIndexes: (coll) => c(coll).listIndexes().toArray(),
    dropIndex: async (coll, name) => {
      await c(coll).dropIndex(name);
    },
    drop: async (coll) => {
      await c(coll).drop();
    },
    close: () => client.close(),
  };
}

/** A client through mongoose (schemaless models), on database `dbName`. */
export async function mongooseClient(uri: string, dbName: string): Promise<ConformanceClient> {
  const connection: Connection = await mongoose.createConnection(uri, { dbName, autoIndex: false, autoCreate: false }).asPromise();
  const models = new Map<string, Model<Document>>();
  const m = (coll: string): Model<Document> => {
    let model = models.get(coll);
    if (!model) {
      const schema = new mongoose.Schema<Document>({}, { strict: false, versionKey: false, collection: coll });
      model = connection.model<Document>(`M_${coll}`, schema);
      models.set(coll, model);
    }
    return model;
  };
  const outcome = (r: { matchedCount: number; modifiedCount: number; upsertedId?: unknown }): UpdateOutcome => ({
    matched: r.matchedCount,
    modified: r.modifiedCount,
    upsertedId: r.upsertedId ?? null,
  });
  return {
    name: 'mongoose',
    insertOne: async (coll, doc) => (await m(coll).create(doc))._id,
    insertMany: async (coll, docs, ordered = true) => (await m(coll).insertMany(docs, { ordered })).length,
    find: (coll, filter, o = {}) => {
      let query = m(coll).find(filter, o.projection);
      if (o.sort) query = query.sort(o.sort);
      if (o.skip) query = query.skip(o.skip);
      if (o.limit) query = query.limit(o.limit);
      if (o.batchSize) query = query.batchSize(o.batchSize);
      return query.lean<Document[]>().exec();
    },
    findOne: (coll, filter) => m(coll).findOne(filter).lean<Document>().exec(),
    updateOne: async (coll, filter, update, o = {}) => outcome(await m(coll).updateOne(filter, update, o).exec()),
    updateMany: async (coll, filter, update) => outcome(await m(coll).updateMany(filter, update).exec()),
    replaceOne: async (coll, filter, replacement, o = {}) => outcome(await m(coll).replaceOne(filter, replacement, o).exec()),
    deleteOne: async (coll, filter) => (await m(coll).deleteOne(filter).exec()).deletedCount,
    deleteMany: async (coll, filter) => (await m(coll).deleteMany(filter).exec()).deletedCount,
    findOneAndUpdate: (coll, filter, update, o) =>
      m(coll)
        .findOneAndUpdate(filter, update, { upsert: o.upsert, returnDocument: o.after ? 'after' : 'before', sort: o.sort })
        .select(o.projection ?? {})
        .lean<Document>()
        .exec(),
    findOneAndDelete: (coll, filter, o = {}) => m(coll).findOneAndDelete(filter, { sort: o.sort }).lean<Document>().exec(),
    countDocuments: (coll, filter = {}) => m(coll).countDocuments(filter).exec(),
    estimatedDocumentCount: (coll) => m(coll).estimatedDocumentCount().exec(),
    distinct: (coll, key, filter = {}) => m(coll).distinct(key, filter).exec() as Promise<unknown[]>,
    aggregate: (coll, pipeline) =>
      m(coll)
        .aggregate<Document>(pipeline as mongoose.PipelineStage[])
        .exec(),
    createIndex: (coll, keys, options = {}) => m(coll).collection.createIndex(keys, options),
    listIndexes: (coll) => m(coll).listIndexes() as Promise<Document[]>,
    dropIndex: async (coll, name) => {
      await m(coll).collection.dropIndex(name);
    },
    drop: async (coll) => {
      await m(coll).collection.drop();
    },
    close: () => connection.close(),
  };
}

/** Both clients, for `describe.each`. */
export const clientFactories: Array<[string, (uri: string, dbName: string) => Promise<ConformanceClient>]> = [
  ['driver', driverClient],
  ['mongoose', mongooseClient],
];
