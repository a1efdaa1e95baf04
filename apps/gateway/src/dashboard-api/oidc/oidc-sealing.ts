import { createPrivateKey } from 'node:crypto';
import { createSealer, type Sealer } from '@vmdash/identity';

/**
 * What the gateway seals for single sign-on, each with a key of its own (so a value sealed for one purpose never opens
 * as another): the sign-in transaction of the `vmdash_oidc` cookie, and the provider's credential kept with a session.
 */
export type SealPurpose = 'transaction' | 'credential';

/** Encrypts and authenticates the small JSON values of single sign-on the gateway hands to a browser or to the dashboard to keep. */
export type OidcSealer = Sealer<SealPurpose>;

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
  return createSealer<SealPurpose>({
    secret: Buffer.from(d, 'base64url'),
    salt: 'vmdash gateway sealing',
    infoOf: (purpose) => `vmdash/oidc/${purpose}/v1`,
    purposes: ['transaction', 'credential'],
  });
}
