import { createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { verifyInternalToken, type CallerIdentity } from './internal-token';

/** Most verified tokens remembered at once; the least recently used is dropped first. */
const MAX_ENTRIES = 10_000;

/**
 * Verifies internal tokens with the gateway's public key, remembering each verified token until it expires.
 * The gateway reuses one internal token per caller for up to 30 s, so a service sees the same bytes many times; the
 * same bytes verify the same way, so the result may be reused while the token is unexpired. The key is parsed once.
 * @param publicKeyPem PEM of the gateway's ES256 public key
 * @param now the clock, epoch ms (lru-cache reads it to the millisecond)
 * @returns a verify function that throws UnauthenticatedError like verifyInternalToken
 */
export function createInternalTokenVerifier(publicKeyPem: string, now: () => number = Date.now): (token: unknown) => CallerIdentity {
  const key: KeyObject = createPublicKey(publicKeyPem);
  const verified = new LRUCache<string, CallerIdentity>({ max: MAX_ENTRIES, ttlResolution: 0, perf: { now } });
  return (token) => {
    const known = typeof token === 'string' ? verified.get(token) : undefined;
    if (known) return known;
    const nowMs = now();
    const identity = verifyInternalToken(token, key, nowMs);
    const exp = (jwt.decode(token as string) as { exp?: number } | null)?.exp;
    // Kept until just before the token's own expiry: lru-cache keeps an entry while at most `ttl` ms old, and at `exp`
    // the token is refused (RFC 7519, 4.1.4). A ttl of 0 would keep it for ever: a token about to expire is not kept.
    // One instant for the check, the ttl and the entry's start, so no clock tick between them lengthens its life.
    const ttlMs = typeof exp === 'number' ? Math.floor(exp * 1000 - nowMs) - 1 : 0;
    if (ttlMs > 0) verified.set(token as string, identity, { ttl: ttlMs, start: nowMs });
    return identity;
  };
}
