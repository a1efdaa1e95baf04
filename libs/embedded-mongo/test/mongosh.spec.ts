import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

const run = promisify(execFile);
const mongosh = resolve(__dirname, '../../../node_modules/.bin/mongosh');

describe('mongosh, a client written by others', () => {
  let server: EmbeddedMongo;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0 });
  });
  afterAll(() => server.stop());

  it('when mongosh connects, inserts, finds and creates an index, then it sees its data and the index exists', async () => {
    const script = [
      "db.tools.insertOne({ name: 'mongosh', stars: 5 });",
      "db.tools.insertMany([{ name: 'compass', stars: 4 }, { name: 'atlas', stars: 3 }]);",
      'const found = db.tools.find({ stars: { $gte: 4 } }, { _id: 0, name: 1 }).sort({ stars: -1 }).toArray();',
      'const index = db.tools.createIndex({ name: 1 }, { unique: true });',
      'print(JSON.stringify({ found, index, count: db.tools.countDocuments(), version: db.version() }));',
    ].join('\n');
    const { stdout } = await run(mongosh, [`${server.uri}shelltest`, '--quiet', '--norc', '--eval', script], {
      timeout: 60_000,
      env: { ...process.env, MONGOSH_NO_UPDATE_CHECK: '1', DO_NOT_TRACK: '1' },
    });
    const lastLine = stdout.trim().split('\n').pop() ?? '';
    expect(JSON.parse(lastLine)).toEqual({ found: [{ name: 'mongosh' }, { name: 'compass' }], index: 'name_1', count: 3, version: '6.0.0' });

    const client = await MongoClient.connect(server.uri);
    try {
      const indexes = await client.db('shelltest').collection('tools').indexes();
      expect(indexes).toContainEqual(expect.objectContaining({ name: 'name_1', unique: true }));
    } finally {
      await client.close();
    }
  });
});
