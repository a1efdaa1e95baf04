/**
 * Persistence cases always run against an embedded server started here, also when MONGO_URL is set: they restart
 * and kill the server process, which a test cannot do to an external server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../../src';
import { startCli } from '../support/cli-process';

describe('persistence', () => {
  let dbPath: string;
  beforeEach(() => {
    dbPath = mkdtempSync(join(tmpdir(), 'embedded-mongo-data-'));
  });
  afterEach(() => rmSync(dbPath, { recursive: true, force: true }));

  it('when the server restarts on the same data directory, then documents, indexes and deletions are kept', async () => {
    const first = await startEmbeddedMongo({ port: 0, dbPath, journalCompactAfterBytes: 4096 });
    const client = await MongoClient.connect(first.uri);
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany(Array.from({ length: 200 }, (_, i) => ({ email: `u${i}@x`, n: i })));
    await users.updateMany({ n: { $lt: 10 } }, { $set: { vip: true } });
    await users.deleteMany({ n: { $gte: 150 } });
    const connection = await mongoose.createConnection(first.uri, { dbName: 'app' }).asPromise();
    const Note = connection.model('Note', new mongoose.Schema({ text: String, at: Date }));
    await Note.create({ text: 'kept', at: new Date('2024-01-01T00:00:00Z') });
    await connection.close();
    await client.close();
    await first.stop();

    const second = await startEmbeddedMongo({ port: 0, dbPath });
    const again = await MongoClient.connect(second.uri);
    try {
      const db = again.db('app');
      expect(await db.collection('users').countDocuments()).toBe(150);
      expect(await db.collection('users').countDocuments({ vip: true })).toBe(10);
      expect(await db.collection('notes').findOne({}, { projection: { _id: 0, __v: 0 } })).toEqual({ text: 'kept', at: new Date('2024-01-01T00:00:00Z') });
      await expect(db.collection('users').insertOne({ email: 'u1@x' })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await again.close();
      await second.stop();
    }
  });

  it('when the server process is killed with SIGKILL during writes, then every acknowledged write survives', async () => {
    const server = await startCli({ MONGO_PORT: '0', MONGO_DBPATH: dbPath });
    const client = await MongoClient.connect(server.uri, { retryWrites: false, serverSelectionTimeoutMS: 2000 });
    const coll = client.db('crash').collection('events');
    await coll.insertMany(Array.from({ length: 40 }, (_, i) => ({ _id: `pre-${i}` as never, doomed: true })));
    const acked = new Set<string>();
    const ackedIncrements = new Map<number, number>();
    const ackedDeletes = new Set<string>();
    let attemptedIncrements = 0;
    let stop = false;
    const writer = async (w: number): Promise<void> => {
      for (let k = 0; !stop; k++) {
        const id = `w${w}-${k}`;
        await coll.insertOne({ _id: id as never, w, k, payload: 'p'.repeat(200) });
        acked.add(id);
        if (k % 3 === 0) {
          attemptedIncrements++;
          await coll.updateOne({ _id: `counter-${w}` as never }, { $inc: { n: 1 } }, { upsert: true });
          ackedIncrements.set(w, (ackedIncrements.get(w) ?? 0) + 1);
        }
        if (k % 7 === 0 && k / 7 < 40) {
          const victim = `pre-${(w * 5 + k / 7) % 40}`;
          await coll.deleteOne({ _id: victim as never });
          ackedDeletes.add(victim);
        }
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w).catch(() => undefined));
    while (acked.size < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    const ended = await server.exited;
    stop = true;
    await Promise.all(writers);
    await client.close(true);
    expect(ended.signal).toBe('SIGKILL');

    const restarted = await startCli({ MONGO_PORT: '0', MONGO_DBPATH: dbPath });
    const reader = await MongoClient.connect(restarted.uri);
    try {
      const events = reader.db('crash').collection('events');
      const storedIds = new Set((await events.find({}, { projection: { _id: 1 } }).toArray()).map((d) => String(d['_id'])));
      const lost = [...acked].filter((id) => !storedIds.has(id));
      expect(lost).toEqual([]);
      expect([...ackedDeletes].filter((id) => storedIds.has(id))).toEqual([]);
      let stored = 0;
      for (const [w, count] of ackedIncrements) {
        const counter = await events.findOne({ _id: `counter-${w}` as never });
        expect(counter?.['n']).toBeGreaterThanOrEqual(count);
        stored += Number(counter?.['n'] ?? 0);
      }
      expect(stored).toBeLessThanOrEqual(attemptedIncrements);
    } finally {
      await reader.close();
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    }
  });
});
