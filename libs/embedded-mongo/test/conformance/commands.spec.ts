import { MongoClient, type Db } from 'mongodb';
import { conformanceSuite } from './suite';

const suite = conformanceSuite(__filename);

describe('commands through the driver', () => {
  let client: MongoClient;
  let db: Db;
  let dbName: string;
  beforeAll(async () => {
    client = await MongoClient.connect(suite.uri());
    dbName = suite.dbName('cmd');
    db = client.db(dbName);
  });
  afterAll(() => client.close());

  it('when hello, isMaster, ping and buildInfo are sent, then a writable standalone of version 6 or later answers', async () => {
    const admin = client.db('admin');
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({ ok: 1, isWritablePrimary: true, maxBsonObjectSize: 16777216, maxMessageSizeBytes: 48000000 });
    expect(hello['maxWireVersion']).toBeGreaterThanOrEqual(17);
    expect(hello['logicalSessionTimeoutMinutes']).toBeGreaterThan(0);
    expect(await admin.command({ isMaster: 1 })).toMatchObject({ ok: 1, ismaster: true });
    const info = await admin.command({ buildInfo: 1 });
    expect(Number(String(info['version']).split('.')[0])).toBeGreaterThanOrEqual(6);
  });

  it('when endSessions is sent for a session, then it succeeds', async () => {
    const session = client.startSession();
    await db.collection('sessions').insertOne({ a: 1 }, { session });
    await session.endSession();
    expect(await client.db('admin').command({ endSessions: [session.id] })).toMatchObject({ ok: 1 });
  });

  it('when a collection is created twice, then the second create answers NamespaceExists (48)', async () => {
    await db.createCollection('created');
    await expect(db.command({ create: 'created' })).rejects.toMatchObject({ code: 48 });
  });

  it('when collections are listed, then names, types, filters and nameOnly apply', async () => {
    await db.collection('listed_a').insertOne({});
    await db.collection('listed_b').insertOne({});
    const names = (await db.listCollections({ name: /^listed_/ }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['listed_a', 'listed_b']);
    const full = await db.listCollections({ name: 'listed_a' }).toArray();
    expect(full).toEqual([expect.objectContaining({ name: 'listed_a', type: 'collection', options: {} })]);
    expect(await db.listCollections({ name: 'listed_a' }, { nameOnly: true }).toArray()).toEqual([{ name: 'listed_a', type: 'collection' }]);
  });

  it('when a collection is dropped, then it is gone from the listing', async () => {
    await db.collection('dropped').insertOne({});
    expect(await db.collection('dropped').drop()).toBe(true);
    expect(await db.listCollections({ name: 'dropped' }).toArray()).toEqual([]);
  });

  it('when databases are listed and one is dropped, then the listing follows', async () => {
    const other = client.db(suite.dbName('other'));
    await other.collection('x').insertOne({ a: 1 });
    const listed = await client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(listed.databases.map((d) => d.name)).toContain(other.databaseName);
    expect(await other.dropDatabase()).toBe(true);
    const after = await client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain(other.databaseName);
  });

  it('when count and distinct are sent as commands, then they answer n and values', async () => {
    await db.collection('counted').insertMany([
      { k: 'a', n: 1 },
      { k: 'b', n: 2 },
      { k: 'a', n: 3 },
    ]);
    expect(await db.command({ count: 'counted', query: { k: 'a' } })).toMatchObject({ n: 2, ok: 1 });
    expect(await db.command({ count: 'counted', query: {}, skip: 1, limit: 1 })).toMatchObject({ n: 1 });
    const distinct = await db.command({ distinct: 'counted', key: 'k', query: { n: { $gt: 0 } } });
    expect([...distinct['values']].sort()).toEqual(['a', 'b']);
  });

  it('when insert, update and delete are sent as commands, then they report n, nModified and upserted', async () => {
    expect(
      await db.command({
        insert: 'raw',
        documents: [
          { _id: 1, v: 1 },
          { _id: 2, v: 2 },
        ],
      }),
    ).toMatchObject({ n: 2, ok: 1 });
    const updated = await db.command({
      update: 'raw',
      updates: [
        { q: { _id: 1 }, u: { $set: { v: 10 } } },
        { q: { _id: 3 }, u: { $set: { v: 3 } }, upsert: true },
      ],
    });
    expect(updated).toMatchObject({ n: 2, nModified: 1, upserted: [{ index: 1, _id: 3 }] });
    expect(await db.command({ delete: 'raw', deletes: [{ q: { v: { $gte: 3 } }, limit: 0 }] })).toMatchObject({ n: 2 });
  });

  it('when an unordered insert hits duplicates, then the other documents are inserted and each error is reported', async () => {
    const reply = await db.command({ insert: 'unordered', documents: [{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 2 }], ordered: false });
    expect(reply['n']).toBe(2);
    expect(reply['writeErrors'].map((e: { index: number; code: number }) => [e.index, e.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
  });

  it('when bulkWrite mixes inserts, updates, replacements and deletes, then each kind is counted', async () => {
    const coll = db.collection('bulk');
    await coll.insertMany([{ k: 1 }, { k: 2 }, { k: 3 }]);
    const result = await coll.bulkWrite([
      { insertOne: { document: { k: 4 } } },
      { updateOne: { filter: { k: 1 }, update: { $set: { seen: true } } } },
      { updateOne: { filter: { k: 9 }, update: { $set: { seen: true } }, upsert: true } },
      { replaceOne: { filter: { k: 2 }, replacement: { k: 2, replaced: true } } },
      { deleteMany: { filter: { k: { $gte: 3, $lt: 5 } } } },
    ]);
    expect(result).toMatchObject({ insertedCount: 1, matchedCount: 2, modifiedCount: 2, upsertedCount: 1, deletedCount: 2 });
    expect(
      await coll
        .find({}, { projection: { _id: 0 } })
        .sort({ k: 1 })
        .toArray(),
    ).toEqual([
      { k: 1, seen: true },
      { k: 2, replaced: true },
      { k: 9, seen: true },
    ]);
  });

  it('when findAndModify removes, then the removed document is returned', async () => {
    await db.collection('fam').insertMany([{ k: 1 }, { k: 2 }]);
    const reply = await db.command({ findAndModify: 'fam', query: {}, sort: { k: -1 }, remove: true });
    expect(reply['value']).toMatchObject({ k: 2 });
    expect(reply['lastErrorObject']).toMatchObject({ n: 1 });
  });

  it('when an aggregate is sent without the cursor option, then it is refused', async () => {
    await expect(db.command({ aggregate: 'fam', pipeline: [] })).rejects.toMatchObject({ code: 9 });
  });

  it('when createIndexes, listIndexes and dropIndexes are sent as commands, then they report index counts', async () => {
    await db.collection('idx').insertOne({ a: 1 });
    const created = await db.command({
      createIndexes: 'idx',
      indexes: [
        { key: { a: 1 }, name: 'a_1' },
        { key: { b: -1 }, name: 'b_-1' },
      ],
    });
    expect(created).toMatchObject({ numIndexesBefore: 1, numIndexesAfter: 3 });
    const listed = await db.command({ listIndexes: 'idx', cursor: {} });
    expect(listed['cursor'].firstBatch.map((i: { name: string }) => i.name)).toEqual(['_id_', 'a_1', 'b_-1']);
    expect(await db.command({ dropIndexes: 'idx', index: '*' })).toMatchObject({ nIndexesWas: 3 });
    await expect(db.command({ listIndexes: 'missing_collection', cursor: {} })).rejects.toMatchObject({ code: 26 });
  });

  it('when an unknown command is sent, then CommandNotFound (59) is answered and the connection still works', async () => {
    await expect(db.command({ thisIsNotACommand: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect(await db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});
