import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInternalToken, type CallerIdentity } from './internal-token';

/** A throwaway ES256 key pair for tests, with the public key also written to a file (services read it from a path). */
export interface TestInternalKeys {
  privateKeyPem: string;
  publicKeyPem: string;
  publicKeyFile: string;
  /** Signs an internal token for `identity` (defaults: subject "test-user", every Data API scope). */
  tokenFor(identity?: Partial<CallerIdentity>): string;
}

/** Creates test keys for internal identity tokens. Test-only: never used by a service. */
export function createTestInternalKeys(): TestInternalKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const publicKeyFile = path.join(mkdtempSync(path.join(tmpdir(), 'vmdash-keys-')), 'internal-token.pub.pem');
  writeFileSync(publicKeyFile, publicKeyPem);
  return {
    privateKeyPem,
    publicKeyPem,
    publicKeyFile,
    tokenFor: (identity = {}) =>
      signInternalToken({ subject: 'test-user', scopes: ['data:read', 'plans:write', 'cache:refresh'], ...identity }, privateKeyPem),
  };
}
