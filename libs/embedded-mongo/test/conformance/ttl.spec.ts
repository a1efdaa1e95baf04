import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { eventually } from '@vmdash/testing';
import { conformanceSuite } from './suite';

const suite = conformanceSuite(__filename);

/** TTL removal happens on the server's own schedule: poll for it. */
const sweep = { timeoutMs: 20_000, intervalMs: 200 };
const none = (count: number) => count === 0;

describe('TTL indexes', () => {
  let client: MongoClient;
  let previousSleep: number;
  beforeAll(async () => {
    client = await MongoClient.connect(suite.uri());
    // MongoDB's TTL monitor runs every 60 s; ttlMonitorSleepSecs makes it run every second (same on the embedded server).
    const reply = await client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    previousSleep = Number(reply['was']);
  });
  afterAll(async () => {
    await client.db('admin').command({ setParameter: 1, ttlMonitorSleepSecs: previousSleep });
    await client.close();
  });

  it('when a document is older than expireAfterSeconds, then the background sweep removes it and keeps the others', async () => {
    const sessions = client.db(suite.dbName('driver')).collection('sessions');
    await sessions.createIndex({ lastSeen: 1 }, { expireAfterSeconds: 60 });
    await sessions.insertMany([
      { user: 'old', lastSeen: new Date(Date.now() - 120_000) },
      { user: 'fresh', lastSeen: new Date() },
      { user: 'no-date', lastSeen: 'yesterday' },
    ]);
    expect(await eventually(() => sessions.countDocuments({ user: 'old' }), none, sweep)).toBe(0);
    expect(
      (
        await sessions
          .find({}, { projection: { _id: 0, user: 1 } })
          .sort({ user: 1 })
          .toArray()
      ).map((d) => d['user']),
    ).toEqual(['fresh', 'no-date']);
  });

  it('when a mongoose schema declares expires, then its TTL index removes expired documents', async () => {
    const connection = await mongoose.createConnection(suite.uri(), { dbName: suite.dbName('mongoose') }).asPromise();
    try {
      const Token = connection.model('Token', new mongoose.Schema({ value: String, createdAt: { type: Date, expires: 1 } }));
      await Token.init();
      expect(await Token.listIndexes()).toContainEqual(expect.objectContaining({ key: { createdAt: 1 }, expireAfterSeconds: 1 }));
      await Token.create([
        { value: 'stale', createdAt: new Date(Date.now() - 10_000) },
        { value: 'live', createdAt: new Date(Date.now() + 600_000) },
      ]);
      expect(await eventually(async () => Token.countDocuments({ value: 'stale' }), none, sweep)).toBe(0);
      expect(await Token.countDocuments({ value: 'live' })).toBe(1);
    } finally {
      await connection.close();
    }
  });
});
