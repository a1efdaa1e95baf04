import { MongoClient, type Db } from 'mongodb';
import { conformanceSuite, forEachClient } from './suite';

const suite = conformanceSuite(__filename);
const docs = Array.from({ length: 250 }, (_, i) => ({ seq: i, group: i % 3, pad: 'x'.repeat(20) }));

forEachClient(suite, (client) => {
  beforeAll(async () => {
    await client().insertMany(
      'series',
      docs.map((d) => ({ ...d })),
    );
  });

  it('when a result is larger than the first batch, then every document arrives in order', async () => {
    const found = await client().find('series', {}, { sort: { seq: 1 } });
    expect(found.map((d) => d['seq'])).toEqual(docs.map((d) => d.seq));
  });

  it('when a small batch size is used, then getMore batches deliver the rest', async () => {
    const found = await client().find('series', { group: 1 }, { sort: { seq: -1 }, batchSize: 7 });
    expect(found).toHaveLength(83);
    expect(found[0]?.['seq']).toBe(247);
  });

  it('when skip and limit cross batch boundaries, then exactly the window is returned', async () => {
    const found = await client().find('series', {}, { sort: { seq: 1 }, skip: 95, limit: 120, batchSize: 50 });
    expect(found.map((d) => d['seq'])).toEqual(Array.from({ length: 120 }, (_, i) => i + 95));
  });
});

describe('cursor commands through the driver', () => {
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    client = await MongoClient.connect(suite.uri());
    db = client.db(suite.dbName('raw'));
    await db.collection('series').insertMany(docs.map((d) => ({ ...d })));
  });
  afterAll(() => client.close());

  it('when find returns a cursor, then getMore continues it and the last batch closes it', async () => {
    const first = await db.command({ find: 'series', filter: {}, sort: { seq: 1 }, batchSize: 100 });
    expect(first['cursor'].firstBatch).toHaveLength(100);
    const id = first['cursor'].id;
    const second = await db.command({ getMore: id, collection: 'series', batchSize: 100 });
    expect(second['cursor'].nextBatch[0].seq).toBe(100);
    const third = await db.command({ getMore: id, collection: 'series' });
    expect(third['cursor'].nextBatch).toHaveLength(50);
    expect(Number(third['cursor'].id)).toBe(0);
  });

  it('when a cursor is killed, then getMore answers CursorNotFound', async () => {
    const first = await db.command({ find: 'series', filter: {}, batchSize: 10 });
    const id = first['cursor'].id;
    const killed = await db.command({ killCursors: 'series', cursors: [id] });
    expect(killed['cursorsKilled'].map(Number)).toEqual([Number(id)]);
    await expect(db.command({ getMore: id, collection: 'series' })).rejects.toMatchObject({ code: 43, codeName: 'CursorNotFound' });
  });

  it('when the driver closes a cursor early, then the server cursor is released', async () => {
    const openCursors = async () => Number((await client.db('admin').command({ serverStatus: 1 }))['metrics'].cursor.open.total);
    const before = await openCursors();
    const cursor = db.collection('series').find({}).batchSize(5);
    await cursor.next();
    expect(await openCursors()).toBe(before + 1);
    await cursor.close();
    expect(await openCursors()).toBe(before);
  });
});
