import type { ClientRateLimitInfo, IncrementResponse, Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from '@vmdash/observability';

/**
 * rate-limit-redis's store, made to recover by itself: its Lua scripts are loaded when the limiter is created, and a
 * failed load (Redis was down then) would otherwise fail every later request. After a failure the scripts are loaded
 * again and the call is retried once.
 */
class RecoveringRedisStore extends RedisStore {
  private reloadScripts(): void {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // The next call awaits these; a rejection here is handled there.
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }

  override async increment(key: string): Promise<IncrementResponse> {
    try {
      return await super.increment(key);
    } catch {
      this.reloadScripts();
      return super.increment(key);
    }
  }

  override async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    try {
      return await super.get(key);
    } catch {
      this.reloadScripts();
      return super.get(key);
    }
  }
}

/** Redis-backed stores of the dashboard API's limiters (docs/decisions/0005-rate-limit-store.md). */
export interface RedisRateLimitStores {
  /** A new store for one limiter, its keys under `<prefix><name>:`. */
  storeFor(name: string): Store;
  /** Resolves when Redis answers, or after `timeoutMs` (the stores fail, and recover, on their own meanwhile). */
  whenReady(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to Redis in the background (reconnecting forever with a capped backoff). Commands are not queued while
 * Redis is unreachable (`disableOfflineQueue`): a rate-limited request then fails at once with its route's 500 text
 * instead of hanging, i.e. the limit fails closed, and works again as soon as Redis is back.
 * @param url e.g. redis://127.0.0.1:6379
 * @param prefix key prefix of every count, e.g. "vmdash:rl:"
 */
export function createRedisRateLimitStores(url: string, prefix: string, logger: Logger): RedisRateLimitStores {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let up = false;
  client.on('ready', () => {
    up = true;
    logger.info('redis (rate limits) connected');
  });
  client.on('error', (error: unknown) => {
    // Reported once per outage, not on every reconnect attempt.
    if (up) logger.warn({ err: error }, 'redis (rate limits) unavailable; rate-limited routes fail until it is back');
    up = false;
  });
  const connecting = client.connect().then(
    () => true,
    (error: unknown) => {
      logger.warn({ err: error }, 'redis (rate limits) connection failed');
      return false;
    },
  );
  return {
    storeFor: (name) => new RecoveringRedisStore({ sendCommand: (...args: string[]) => client.sendCommand(args), prefix: `${prefix}${name}:` }),
    whenReady: (timeoutMs) => Promise.race([connecting, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())]),
    async close() {
      if (client.isOpen) await client.close();
      else client.destroy();
    },
  };
}
