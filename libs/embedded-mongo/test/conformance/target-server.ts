/**
 * The server the conformance suite runs against: the embedded server on a free port, or, when MONGO_URL is set,
 * that server unchanged (e.g. a real MongoDB 6+), so the same cases show where the embedded server differs.
 * This is the only place that reads MONGO_URL.
 */
import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

/** A server under test. */
export interface TargetServer {
  readonly uri: string;
  /** False when MONGO_URL points to an external server. */
  readonly embedded: boolean;
  stop(): Promise<void>;
}

/** Starts the embedded server, or uses MONGO_URL when set (see module doc). */
export async function startTargetServer(options: EmbeddedMongoOptions = {}): Promise<TargetServer> {
  const external = process.env['MONGO_URL'];
  if (external) return { uri: external, embedded: false, stop: async () => undefined };
  const server = await startEmbeddedMongo({ port: 0, ...options });
  return { uri: server.uri, embedded: true, stop: () => server.stop() };
}

/** A database name unique to one test file and run (`conf_<file>_<random>`), so runs never share data. */
export function uniqueDbName(testFile: string): string {
  const stem = basename(testFile)
    .replace(/\.spec\.ts$/, '')
    .replace(/[^a-zA-Z0-9]/g, '_');
  return `conf_${stem}_${randomBytes(3).toString('hex')}`;
}

/** Drops the given databases (cleanup for external servers; harmless on the embedded one). */
export async function dropDatabases(uri: string, names: string[]): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    for (const name of names) await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}
