import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'nats';
import { eventually } from '../eventually';
import { freePort } from '../free-port';

/** A NATS JetStream server of one test file alone. */
export interface PrivateNats {
  /** nats://127.0.0.1:<port> */
  url: string;
  /** Stops the server and removes its store. */
  stop(): Promise<void>;
}

/**
 * Starts a nats-server with JetStream on a free loopback port and a throwaway store, for a test whose assertions
 * count what is on a stream (every event of the shared test NATS reaches a consumer that replays the stream, so other
 * test files running at the same time would be counted). The binary is the one the Jest global setup makes sure of.
 * @throws Error when the server does not accept connections within 10 s
 */
export async function startPrivateNats(): Promise<PrivateNats> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'vmdash-nats-'));
  const child = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
  const url = `nats://127.0.0.1:${port}`;
  await eventually(
    async () => {
      try {
        await (await connect({ servers: url, reconnect: false })).close();
        return true;
      } catch {
        return false;
      }
    },
    (up) => up,
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
