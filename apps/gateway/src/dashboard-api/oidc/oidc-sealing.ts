import { createPrivateKey, hkdfSync } from 'node:crypto';

/**
 * What the gateway seals for single sign-on, each with a key of its own (so a value sealed for one purpose never opens
 * as another): the sign-in transaction of the `vmdash_oidc` cookie, and the provider's credential kept with a session.
 */
export type SealPurpose = 'transaction' | 'credential';

/** A sealed value could not be opened: tampered with, sealed by another deployment or for another purpose, or expired. */
export class SealRefusedError extends Error {}

/** Encrypts and authenticates small JSON values the gateway hands to a browser or to the dashboard to keep. */
export interface OidcSealer {
  /**
   * `payload` as a compact JWE (RFC 7516; `dir` with A256GCM: encrypted and authenticated) that expires
   * `lifetimeSeconds` from now (RFC 7519 `exp`).
   */
  seal(purpose: SealPurpose, payload: Record<string, unknown>, lifetimeSeconds: number): Promise<string>;
  /**
   * The payload of a value `seal` made for `purpose`, not expired.
   * @throws SealRefusedError for anything else
   */
  open(purpose: SealPurpose, sealed: string): Promise<Record<string, unknown>>;
}

/** Longest sealed value opened, characters (a transaction is a few hundred; a refresh token a few kilobytes at most). */
const MAX_SEALED_LENGTH = 16_384;

/**
 * The sealer of a deployment, with keys derived by HKDF-SHA256 (RFC 5869) from the private scalar of the gateway's
 * internal-token signing key (INTERNAL_TOKEN_PRIVATE_KEY_FILE): every gateway replica has that key and nothing else
 * does, so no new secret needs handing out, and the derived keys, one per purpose, reveal nothing of it. Replacing
 * that key makes sealed values of the old one unreadable: transactions in flight (10 minutes) are refused, and
 * single sign-on sessions end at their next re-check (docs/decisions/0029-oidc-sign-in.md, Sealing).
 * @throws Error when `internalTokenPrivateKeyPem` is not an EC private key
 */
export function createOidcSealer(internalTokenPrivateKeyPem: string): OidcSealer {
  const { d } = createPrivateKey(internalTokenPrivateKeyPem).export({ format: 'jwk' });
  if (typeof d !== 'string') throw new Error('the internal-token key has no private scalar');
  const keyOf = (purpose: SealPurpose) => new Uint8Array(hkdfSync('sha256', Buffer.from(d, 'base64url'), 'vmdash gateway sealing', `vmdash/oidc/${purpose}/v1`, 32));
  const keys: Record<SealPurpose, Uint8Array> = { transaction: keyOf('transaction'), credential: keyOf('credential') };
  return {
    async seal(purpose, payload, lifetimeSeconds) {
      // jose is an ES module: loaded when first used.
      const { EncryptJWT } = await import('jose');
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .encrypt(keys[purpose]);
    },
    async open(purpose, sealed) {
      if (sealed.length > MAX_SEALED_LENGTH) throw new SealRefusedError('the sealed value is too long');
      const { jwtDecrypt } = await import('jose');
      try {
        const { payload } = await jwtDecrypt(sealed, keys[purpose], { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['exp'] });
        return payload as Record<string, unknown>;
      } catch (error) {
        throw new SealRefusedError((error as Error).message);
      }
    },
  };
}
