import { LRUCache } from 'lru-cache';

/**
 * A bounded memo of verified bearer tokens, so a client that sends the same token on many requests pays for RS256
 * verification and internal-token signing once per `maxAgeMs` instead of on every request. An entry never outlives
 * the bearer token's own `exp`; the least recently used entry goes first when the memo is full (lru-cache). Keys are
 * whole token strings, so only a byte-identical (already verified) token hits. Time comes from `now`, as in libs/identity's
 * verified-token cache and the dashboard's internal token source (docs/decisions/0017-gateway-request-path.md).
 */
export class AuthenticatedCallerCache<T extends object> {
  private readonly entries: LRUCache<string, T>;

  /**
   * @param maxEntries how many tokens to remember
   * @param maxAgeMs how long an entry is reused at most (must stay below the internal token's 60 s lifetime)
   * @param now the clock, epoch ms (lru-cache reads it to the millisecond)
   */
  constructor(
    maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, T>({ max: maxEntries, ttlResolution: 0, perf: { now } });
  }

  /** The remembered value of `token`, or undefined when absent or stale. */
  get(token: string): T | undefined {
    return this.entries.get(token);
  }

  /** Remembers `value` for `token` until `min(now + maxAgeMs, expiresAtMs)` (not at all when that has passed). */
  set(token: string, value: T, expiresAtMs: number): void {
    // lru-cache keeps an entry while at most `ttl` ms old: one less, so it is gone at `exp` itself (RFC 7519, 4.1.4).
    // The age counts from the instant the ttl was computed at (`start`), not from a later read of the clock.
    const nowMs = this.now();
    const ttlMs = Math.min(this.maxAgeMs, expiresAtMs - nowMs) - 1;
    if (ttlMs > 0) this.entries.set(token, value, { ttl: ttlMs, start: nowMs });
  }
}
