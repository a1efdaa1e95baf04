import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** The only signature algorithm of bearer tokens (RFC 7518 3.3, RSASSA-PKCS1-v1_5 with SHA-256). */
const BEARER_ALGORITHM = 'RS256';
/** Default allowed clock skew between the token issuer and the gateway, seconds. */
const DEFAULT_CLOCK_TOLERANCE_SECONDS = 30;
/** Default longest lifetime of a bearer token, seconds (24 h; JWT_MAX_LIFETIME_SECONDS). */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 86_400;

/** What the gateway checks a bearer token against. */
export interface BearerVerifierOptions {
  /** Verification keys by `kid` (JWT_PUBLIC_KEYS_FILE, see parsePublicKeySet). */
  publicKeys: Readonly<Record<string, KeyObject>>;
  /** Required `iss`. */
  issuer: string;
  /** Required `aud` (one of the token's audiences). */
  audience: string;
  /** Allowed clock skew for `exp`, `nbf` and `iat`, seconds (default 30). */
  clockToleranceSeconds?: number;
  /**
   * Longest lifetime a token may claim, seconds (default 24 h): `exp - iat`, and `exp` counted from now, may not be
   * longer (RFC 8725 3.10 and OWASP ASVS 3.5.3: a stolen token must not be good for a year, or for 1e308 seconds).
   */
  maxLifetimeSeconds?: number;
}

/** A verified bearer: `sub`, the scopes of its `scope` claim, and when the token expires (epoch ms). */
interface VerifiedBearer {
  subject: string;
  scopes: string[];
  expiresAtMs: number;
}

/**
 * Builds the bearer-token check of the Data API (RFC 6750 bearer, RFC 7519 JWT, RFC 8725 best practices). A token
 * is accepted only when: its header names a known `kid` and `alg` RS256; the signature verifies with that key
 * (algorithms pinned, so `none` and HS256 signed with the public key are refused); `iss` and `aud` match; `exp` is
 * present and not past; `nbf`, when present, is not in the future (both with the clock tolerance); `iat`, when present,
 * is a number not in the future beyond the clock tolerance; the lifetime (`exp - iat`, and `exp - now`) is at most
 * `maxLifetimeSeconds`; `sub` is a non-empty string. `scope` is a space-separated string (RFC 8693 4.2); absent means no
 * scopes.
 * @returns a function giving the verified bearer, or undefined for any token that fails a check (never throws).
 */
export function createBearerVerifier(options: BearerVerifierOptions): (token: string) => VerifiedBearer | undefined {
  const clockTolerance = options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS;
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS;
  return (token) => {
    const decoded = jwt.decode(token, { complete: true });
    if (decoded === null || typeof decoded.payload === 'string') return undefined;
    const { kid, alg } = decoded.header;
    if (alg !== BEARER_ALGORITHM || typeof kid !== 'string' || !Object.prototype.hasOwnProperty.call(options.publicKeys, kid)) return undefined;
    let claims: jwt.JwtPayload;
    try {
      const verified = jwt.verify(token, options.publicKeys[kid], {
        algorithms: [BEARER_ALGORITHM],
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance,
      });
      if (typeof verified === 'string') return undefined;
      claims = verified;
    } catch {
      return undefined;
    }
    // jsonwebtoken accepts tokens without `exp`; the Data API does not (a token must not live forever).
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return undefined;
    const nowSeconds = Date.now() / 1000;
    if (claims.exp - nowSeconds > maxLifetime + clockTolerance) return undefined;
    if (claims.iat !== undefined) {
      if (typeof claims.iat !== 'number' || !Number.isFinite(claims.iat) || claims.iat > nowSeconds + clockTolerance) return undefined;
      if (claims.exp - claims.iat > maxLifetime) return undefined;
    }
    if (typeof claims.sub !== 'string' || claims.sub.length === 0) return undefined;
    const scope: unknown = claims.scope;
    if (scope !== undefined && typeof scope !== 'string') return undefined;
    return {
      subject: claims.sub,
      scopes: (scope ?? '').split(' ').filter(Boolean),
      expiresAtMs: claims.exp * 1000,
    };
  };
}
