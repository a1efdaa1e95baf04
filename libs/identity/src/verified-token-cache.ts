import { createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { verifyInternalToken, type CallerIdentity } from './internal-token';

/** Most verified tokens remembered at once; the oldest is dropped first. */
const MAX_ENTRIES = 10_000;

/**
 * Verifies internal tokens with the gateway's public key, remembering each verified token until it expires.
 * The gateway reuses one internal token per caller for up to 30 s, so a service sees the same bytes many times; the
 * same bytes verify the same way, so the result may be reused while the token is unexpired. The key is parsed once.
 * @param publicKeyPem PEM of the gateway's ES256 public key
 * @returns a verify function that throws UnauthenticatedError like verifyInternalToken
 */
export function createInternalTokenVerifier(publicKeyPem: string, now: () => number = Date.now): (token: unknown) => CallerIdentity {
  const key: KeyObject = createPublicKey(publicKeyPem);
  const verified = new Map<string, { identity: CallerIdentity; expiresAtMs: number }>();
  return (token) => {
    if (typeof token === 'string') {
      const known = verified.get(token);
      if (known && known.expiresAtMs > now()) return known.identity;
      if (known) verified.delete(token);
    }
    const identity = verifyInternalToken(token, key, now());
    const exp = (jwt.decode(token as string) as { exp?: number } | null)?.exp;
    if (typeof exp === 'number') {
      if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
      verified.set(token as string, { identity, expiresAtMs: exp * 1000 });
    }
    return identity;
  };
}
