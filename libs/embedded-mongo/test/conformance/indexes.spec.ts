import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { conformanceSuite, forEachClient } from './suite';

const suite = conformanceSuite(__filename);

forEachClient(suite, (client) => {
  it('when a unique index exists, then a duplicate answers 11000 with keyPattern and keyValue', async () => {
    await client().createIndex('users', { email: 1 }, { unique: true });
    await client().insertOne('users', { email: 'a@example.com' });
    const error = await client()
      .insertOne('users', { email: 'a@example.com' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@example.com' } });
    expect((error as Error).message).toMatch(/E11000 duplicate key error collection: .*users index: email_1 dup key: \{ email: "a@example.com" \}/);
  });

  it('when a compound unique index exists, then only the same combination is a duplicate', async () => {
    await client().createIndex('plans', { owner: 1, asset: 1 }, { unique: true, name: 'owner_asset' });
    await client().insertMany('plans', [
      { owner: 'o1', asset: 1 },
      { owner: 'o1', asset: 2 },
      { owner: 'o2', asset: 1 },
    ]);
    await expect(client().insertOne('plans', { owner: 'o1', asset: 2 })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { owner: 1, asset: 1 },
      keyValue: { owner: 'o1', asset: 2 },
    });
  });

  it('when an update would create a duplicate, then it fails and the document is unchanged', async () => {
    await client().createIndex('handles', { handle: 1 }, { unique: true });
    await client().insertMany('handles', [{ handle: 'x' }, { handle: 'y' }]);
    await expect(client().updateOne('handles', { handle: 'y' }, { $set: { handle: 'x' } })).rejects.toMatchObject({ code: 11000 });
    expect(await client().countDocuments('handles', { handle: 'y' })).toBe(1);
  });

  it('when an ordered insertMany hits a duplicate, then the documents before it stay inserted', async () => {
    await client().createIndex('ordered', { k: 1 }, { unique: true });
    await expect(client().insertMany('ordered', [{ k: 1 }, { k: 2 }, { k: 1 }, { k: 3 }])).rejects.toMatchObject({ code: 11000 });
    expect(await client().countDocuments('ordered')).toBe(2);
  });

  it('when a unique index is sparse, then documents without the field do not collide', async () => {
    await client().createIndex('sparse', { code: 1 }, { unique: true, sparse: true });
    await client().insertMany('sparse', [{ other: 1 }, { other: 2 }, { code: 'c' }]);
    await expect(client().insertOne('sparse', { code: 'c' })).rejects.toMatchObject({ code: 11000 });
  });

  it('when a unique index is partial, then only documents matching its filter are constrained', async () => {
    await client().createIndex('partial', { email: 1 }, { unique: true, partialFilterExpression: { active: { $eq: true } } });
    await client().insertMany('partial', [
      { email: 'e', active: true },
      { email: 'e', active: false },
    ]);
    await expect(client().insertOne('partial', { email: 'e', active: true })).rejects.toMatchObject({ code: 11000 });
  });

  it('when indexes are listed and dropped, then the listing follows', async () => {
    await client().insertOne('listing', { a: 1 });
    await client().createIndex('listing', { a: 1, b: -1 });
    const names = (await client().listIndexes('listing')).map((i) => i['name']);
    expect(names).toEqual(['_id_', 'a_1_b_-1']);
    expect(await client().listIndexes('listing')).toContainEqual(expect.objectContaining({ key: { a: 1, b: -1 }, v: 2 }));
    await client().dropIndex('listing', 'a_1_b_-1');
    expect((await client().listIndexes('listing')).map((i) => i['name'])).toEqual(['_id_']);
  });

  it('when a unique index is built over duplicate data, then the build fails with 11000', async () => {
    await client().insertMany('dupdata', [{ v: 1 }, { v: 1 }]);
    await expect(client().createIndex('dupdata', { v: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await client().listIndexes('dupdata')).map((i) => i['name'])).toEqual(['_id_']);
  });
});

describe('index commands through the driver', () => {
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    client = await MongoClient.connect(suite.uri());
    db = client.db(suite.dbName('raw'));
    await db.collection('findings').insertMany(Array.from({ length: 300 }, (_, i) => ({ n: i, host: `h${i % 30}`, plain: i })));
    await db.collection('findings').createIndex({ host: 1 });
  });
  afterAll(() => client.close());

  it('when the same index is created twice, then the second call succeeds without change', async () => {
    await db.collection('findings').createIndex({ host: 1 });
    const reply = await db.command({ createIndexes: 'findings', indexes: [{ key: { host: 1 }, name: 'host_1' }] });
    expect(reply['numIndexesBefore']).toBe(reply['numIndexesAfter']);
  });

  it('when an index name is reused with another key, then IndexKeySpecsConflict (86) is answered', async () => {
    await expect(db.command({ createIndexes: 'findings', indexes: [{ key: { plain: 1 }, name: 'host_1' }] })).rejects.toMatchObject({ code: 86 });
  });

  it('when the same key is indexed again with other options, then IndexOptionsConflict (85) is answered', async () => {
    await expect(db.collection('findings').createIndex({ host: 1 }, { unique: true })).rejects.toMatchObject({ code: 85 });
  });

  it('when dropping an index that does not exist or the _id index, then IndexNotFound (27) / InvalidOptions (72) are answered', async () => {
    await expect(db.collection('findings').dropIndex('nope_1')).rejects.toMatchObject({ code: 27 });
    await expect(db.collection('findings').dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
  });

  it('when filtering for equality on an indexed field, then the index is used and only matches are examined', async () => {
    const explained = await db.collection('findings').find({ host: 'h7' }).explain('executionStats');
    expect(JSON.stringify(explained['queryPlanner'].winningPlan)).toContain('"indexName":"host_1"');
    expect(explained['executionStats'].nReturned).toBe(10);
    expect(explained['executionStats'].totalDocsExamined).toBe(10);
  });

  it('when filtering on an unindexed field, then the whole collection is scanned', async () => {
    const explained = await db.collection('findings').find({ plain: 7 }).explain('executionStats');
    expect(JSON.stringify(explained['queryPlanner'].winningPlan)).toContain('COLLSCAN');
    expect(explained['executionStats'].totalDocsExamined).toBe(300);
  });
});
