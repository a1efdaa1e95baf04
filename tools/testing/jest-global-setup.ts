/**
 * Jest global setup of every project: tests talk to a real NATS JetStream and the gateway's tests to a real Redis
 * (its rate-limit counts). On a machine without them, this starts a local nats-server
 * and redis-server (installing Debian's packages when it can) and leaves them running for the other test projects of
 * the same `npm test`; CI machines already run them on 127.0.0.1:4222 and 127.0.0.1:6379.
 */
import path from 'node:path';
import { ensureNats } from '../dev/ensure-nats';
import { ensureRedis } from '../dev/ensure-redis';
import { startEventLoopWatchdog } from './event-loop-watchdog';

export default async function globalSetup(): Promise<void> {
  startEventLoopWatchdog();
  // The same defaults as @vmdash/testing's testNatsUrl and testRedisUrl (Jest loads this file outside its module map).
  const handle = await ensureNats(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', path.resolve(__dirname, '../../.data/nats-test'), (line) => console.log(`[test setup] ${line}`));
  handle.process?.unref();
  // Only the gateway's dashboard tests need Redis: without one, the other projects still run (and those tests fail
  // with a connection error, after this line says why).
  try {
    const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', path.resolve(__dirname, '../../.data/redis-test'), (line) => console.log(`[test setup] ${line}`));
    redis.process?.unref();
  } catch (error) {
    console.warn(`[test setup] ${(error as Error).message}`);
  }
}
