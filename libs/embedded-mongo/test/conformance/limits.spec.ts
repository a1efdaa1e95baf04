import { MongoClient, type Db } from 'mongodb';
import { conformanceSuite } from './suite';

const suite = conformanceSuite(__filename);
const MB = 1024 * 1024;

describe('document and message size limits', () => {
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    client = await MongoClient.connect(suite.uri());
    db = client.db(suite.dbName('limits'));
  });
  afterAll(() => client.close());

  it('when a document just under 16 MB is inserted, then it is stored and read back whole', async () => {
    const blob = 'x'.repeat(16 * MB - 200);
    await db.collection('big').insertOne({ _id: 'near-limit' as never, blob });
    const found = await db.collection('big').findOne({ _id: 'near-limit' as never });
    expect((found?.['blob'] as string).length).toBe(blob.length);
  });

  it('when an update would grow a document beyond 16 MB, then it is refused and the document is unchanged', async () => {
    await db.collection('grow').insertOne({ _id: 'g' as never, a: 'a'.repeat(9 * MB) });
    await expect(db.collection('grow').updateOne({ _id: 'g' as never }, { $set: { b: 'b'.repeat(9 * MB) } })).rejects.toMatchObject({ code: 17419 });
    expect(await db.collection('grow').findOne({ _id: 'g' as never }, { projection: { b: 1 } })).toEqual({ _id: 'g' });
  });

  it('when an insert batch spans more than 16 MB, then the driver sends it in large messages and all documents arrive', async () => {
    const docs = Array.from({ length: 6 }, (_, i) => ({ i, blob: String(i).repeat(7 * MB) }));
    expect((await db.collection('batch').insertMany(docs)).insertedCount).toBe(6);
  });

  it('when results exceed 16 MB, then they arrive over several batches, complete', async () => {
    const found = await db.collection('batch').find({}).sort({ i: 1 }).toArray();
    expect(found.map((d) => [d['i'], (d['blob'] as string).length])).toEqual([0, 1, 2, 3, 4, 5].map((i) => [i, 7 * MB]));
  });
});
