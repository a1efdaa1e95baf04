import { hkdfSync } from 'node:crypto';

/** A sealed value could not be opened: tampered with, sealed by another deployment or for another purpose, or expired. */
export class SealRefusedError extends Error {}

/** Encrypts and authenticates small JSON values a service hands to a browser or keeps at rest. */
export interface Sealer<Purpose extends string> {
  /**
   * `payload` as a compact JWE (RFC 7516; `dir` with A256GCM: encrypted and authenticated) that expires
   * `lifetimeSeconds` from now (RFC 7519 `exp`).
   */
  seal(purpose: Purpose, payload: Record<string, unknown>, lifetimeSeconds: number): Promise<string>;
  /**
   * The payload of a value `seal` made for `purpose`, not expired.
   * @throws SealRefusedError for anything else
   */
  open(purpose: Purpose, sealed: string): Promise<Record<string, unknown>>;
}

/** Where a sealer's keys come from: one 256-bit key per purpose, derived by HKDF-SHA256 (RFC 5869). */
export interface SealingKeys<Purpose extends string> {
  /** The secret input keying material (at least 32 bytes). */
  secret: Uint8Array;
  /** HKDF's salt: names the service whose secret it is. */
  salt: string;
  /** HKDF's info of a purpose's key, e.g. `vmdash/oidc/<purpose>/v1`: a value sealed for one purpose never opens as another. */
  infoOf(purpose: Purpose): string;
  purposes: readonly Purpose[];
}

/** Longest sealed value opened, characters (a sign-in transaction is a few hundred; a refresh token a few kilobytes at most). */
const MAX_SEALED_LENGTH = 16_384;

/**
 * A sealer with a key per purpose derived from `keys.secret` (docs/decisions/0029-oidc-sign-in.md, "Sealing"; used by
 * the gateway for single sign-on and by the dashboard for job grants at rest, docs/decisions/0028-jobs.md). Replacing
 * the secret makes everything sealed with the old one unreadable.
 * @throws Error when the secret is shorter than 32 bytes
 */
export function createSealer<Purpose extends string>(keys: SealingKeys<Purpose>): Sealer<Purpose> {
  if (keys.secret.length < 32) throw new Error('a sealing secret needs at least 32 bytes');
  const keyOf = new Map(keys.purposes.map((purpose) => [purpose, new Uint8Array(hkdfSync('sha256', keys.secret, keys.salt, keys.infoOf(purpose), 32))]));
  const key = (purpose: Purpose) => {
    const found = keyOf.get(purpose);
    if (!found) throw new SealRefusedError(`no sealing key for ${purpose}`);
    return found;
  };
  return {
    async seal(purpose, payload, lifetimeSeconds) {
      // jose is an ES module: loaded when first used.
      const { EncryptJWT } = await import('jose');
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .encrypt(key(purpose));
    },
    async open(purpose, sealed) {
      if (sealed.length > MAX_SEALED_LENGTH) throw new SealRefusedError('the sealed value is too long');
      const { jwtDecrypt } = await import('jose');
      try {
        const { payload } = await jwtDecrypt(sealed, key(purpose), { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['exp'] });
        return payload as Record<string, unknown>;
      } catch (error) {
        throw new SealRefusedError((error as Error).message);
      }
    },
  };
}
