/**
 * A bounded memo of verified bearer tokens, so a client that sends the same token on many requests pays for RS256
 * verification and internal-token signing once per `maxAgeMs` instead of on every request. An entry never outlives
 * the bearer token's own `exp`; the oldest entry goes first when the memo is full. Keys are whole token strings, so
 * only a byte-identical (already verified) token hits.
 */
export class AuthenticatedCallerCache<T> {
  private readonly entries = new Map<string, { value: T; validUntilMs: number }>();

  /**
   * @param maxEntries how many tokens to remember
   * @param maxAgeMs how long an entry is reused at most (must stay below the internal token's 60 s lifetime)
   */
  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** The remembered value of `token`, or undefined when absent or stale. */
  get(token: string, nowMs = Date.now()): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (nowMs >= entry.validUntilMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** Remembers `value` for `token` until `min(now + maxAgeMs, expiresAtMs)`. */
  set(token: string, value: T, expiresAtMs: number, nowMs = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { value, validUntilMs: Math.min(nowMs + this.maxAgeMs, expiresAtMs) });
  }
}
