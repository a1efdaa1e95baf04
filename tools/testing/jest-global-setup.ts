/**
 * Jest global setup of every project: tests talk to a real NATS JetStream (ARCHITECTURE.md convention 10). On a
 * machine without one, this starts a local nats-server (installing Debian's package when it can) and leaves it
 * running for the other test projects of the same `npm test`; CI machines already run one on 127.0.0.1:4222.
 */
import path from 'node:path';
import { ensureNats } from '../dev/ensure-nats';

export default async function globalSetup(): Promise<void> {
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const handle = await ensureNats(url, path.resolve(__dirname, '../../.data/nats-test'), (line) => console.log(`[test setup] ${line}`));
  handle.process?.unref();
}
