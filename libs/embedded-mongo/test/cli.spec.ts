import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startCli } from './support/cli-process';

describe('the embedded-mongo CLI', () => {
  let dbPath: string;
  beforeEach(() => {
    dbPath = mkdtempSync(join(tmpdir(), 'embedded-mongo-cli-'));
  });
  afterEach(() => rmSync(dbPath, { recursive: true, force: true }));

  it('when started with MONGO_PORT and MONGO_DBPATH and stopped with SIGTERM, then it serves, snapshots and exits 0', async () => {
    const server = await startCli({ MONGO_PORT: '0', MONGO_DBPATH: dbPath });
    const client = await MongoClient.connect(server.uri);
    await client.db('cli').collection('c').insertOne({ hello: 'world' });
    await client.close();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(readdirSync(dbPath).sort()).toEqual(['journal.bson', 'snapshot.bson']);
  });

  it('when the data directory is in use by a running server, then a second server refuses to start', async () => {
    const server = await startCli({ MONGO_PORT: '0', MONGO_DBPATH: dbPath });
    try {
      await expect(startCli({ MONGO_PORT: '0', MONGO_DBPATH: dbPath })).rejects.toThrow(/in use by process/);
    } finally {
      server.child.kill('SIGINT');
      expect((await server.exited).code).toBe(0);
    }
  });
});
