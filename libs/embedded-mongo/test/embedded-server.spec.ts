/**
 * Behaviour specific to the embedded server: what it refuses (where a real MongoDB would do something the embedded
 * server does not implement), its API, and its options.
 */
import { MongoClient, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

describe('the embedded server', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, ttlSweepIntervalMs: 100 });
    client = await MongoClient.connect(server.uri);
    db = client.db('embedded');
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('when started with port 0, then it listens on a free port of 127.0.0.1 and a second server gets another port', async () => {
    expect(server.uri).toBe(`mongodb://127.0.0.1:${server.port}/`);
    const other = await startEmbeddedMongo({ port: 0 });
    try {
      expect(other.port).not.toBe(server.port);
    } finally {
      await other.stop();
      await other.stop();
    }
  });

  it.each([
    [{ body: 'text' }, {}, 67],
    [{ location: '2dsphere' }, {}, 67],
    [{ key: 'hashed' }, {}, 67],
    [{ name: 1 }, { collation: { locale: 'fr' } }, 197],
    [{ name: 1 }, { hidden: true }, 197],
  ])('when an index %j with options %j is requested, then it is refused with code %i', async (key, options, code) => {
    await expect(db.collection('refused').createIndex(key as never, options)).rejects.toMatchObject({ code });
  });

  it('when a transaction is used, then it is refused as by a standalone server', async () => {
    const session = client.startSession();
    try {
      session.startTransaction();
      // The driver rewrites a standalone's IllegalOperation (20) "Transaction numbers are only allowed on a replica set
      // member or mongos" into this message and keeps the server's error as originalError.
      const error = await db
        .collection('tx')
        .insertOne({ a: 1 }, { session })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ message: expect.stringMatching(/does not support retryable writes/), originalError: { code: 20, codeName: 'IllegalOperation' } });
    } finally {
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    }
    expect(await db.collection('tx').countDocuments()).toBe(0);
  });

  it('when mongoose runs a transaction, then it fails the same way', async () => {
    const connection = await mongoose.createConnection(server.uri, { dbName: 'embedded' }).asPromise();
    try {
      const Thing = connection.model('Thing', new mongoose.Schema({ a: Number }));
      await Thing.createCollection();
      const error = await connection.transaction(async (session) => Thing.create([{ a: 1 }], { session })).catch((e: unknown) => e);
      expect(error).toMatchObject({ originalError: { code: 20 } });
      expect(await Thing.countDocuments()).toBe(0);
    } finally {
      await connection.close();
    }
  });

  it('when unsupported collection kinds or pipeline stages are requested, then they are refused with NotImplemented', async () => {
    await expect(db.createCollection('capped', { capped: true, size: 4096 })).rejects.toMatchObject({ code: 238 });
    await expect(db.createCollection('ts', { timeseries: { timeField: 't' } })).rejects.toMatchObject({ code: 238 });
    await expect(
      db
        .collection('x')
        .aggregate([{ $out: 'y' }])
        .toArray(),
    ).rejects.toMatchObject({ code: 238 });
    await expect(
      db
        .collection('x')
        .find({}, { collation: { locale: 'de' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 238 });
  });

  it('when ttlSweepIntervalMs is short, then expired documents go without changing parameters', async () => {
    const coll = db.collection('ttl');
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await coll.insertOne({ at: new Date(Date.now() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await coll.countDocuments()).toBe(0);
  });
});
