/**
 * Per-file setup of the conformance suite: one target server per file, one database per client, cleanup at the end.
 */
import { clientFactories, type ConformanceClient } from './clients';
import { dropDatabases, startTargetServer, uniqueDbName, type TargetServer } from './target-server';

/** Handles a spec file uses. */
export interface ConformanceSuite {
  uri(): string;
  embedded(): boolean;
  /** A fresh database name of this file (dropped after the file). */
  dbName(suffix: string): string;
}

/** Registers beforeAll/afterAll for a target server; call at the top level of a spec file. */
export function conformanceSuite(testFile: string): ConformanceSuite {
  let server: TargetServer | undefined;
  const base = uniqueDbName(testFile);
  const databases: string[] = [];
  beforeAll(async () => {
    server = await startTargetServer();
  });
  afterAll(async () => {
    if (!server) return;
    await dropDatabases(server.uri, databases);
    await server.stop();
  });
  const current = (): TargetServer => {
    if (!server) throw new Error('target server not started');
    return server;
  };
  return {
    uri: () => current().uri,
    embedded: () => current().embedded,
    dbName: (suffix) => {
      const name = `${base}_${suffix}`;
      databases.push(name);
      return name;
    },
  };
}

/**
 * Registers `cases` once per client (driver, mongoose) in a describe block named "through <client>".
 * `client()` returns the connected client inside tests.
 */
export function forEachClient(suite: ConformanceSuite, cases: (client: () => ConformanceClient) => void): void {
  describe.each(clientFactories)('through %s', (name, factory) => {
    let connected: ConformanceClient | undefined;
    beforeAll(async () => {
      connected = await factory(suite.uri(), suite.dbName(name));
    });
    afterAll(async () => {
      await connected?.close();
    });
    cases(() => {
      if (!connected) throw new Error('client not connected');
      return connected;
    });
  });
}
