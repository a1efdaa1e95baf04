import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_SCOPES } from '@vmdash/domain';
import { signInternalToken, type CallerIdentity } from '@vmdash/identity';

/**
 * A throwaway ES256 key pair of internal identity tokens (the gateway signs, services verify), with both keys also
 * written to files: services read the public key from INTERNAL_TOKEN_PUBLIC_KEY_FILE, the gateway its private key
 * from INTERNAL_TOKEN_PRIVATE_KEY_FILE.
 */
export interface TestInternalKeys {
  privateKeyPem: string;
  publicKeyPem: string;
  privateKeyFile: string;
  publicKeyFile: string;
  /** A random secret the dashboard seals job grants with at rest (its JOB_GRANT_SEALING_KEY_FILE). */
  jobGrantSealingKeyFile: string;
  /** Signs an internal token for `identity` (defaults: subject "test-user", every Data API scope). */
  tokenFor(identity?: Partial<CallerIdentity>): string;
}

/** Creates a fresh internal-token key pair (EC P-256) and a job-grant sealing secret, and writes them to a new temporary folder. */
export function createTestInternalKeys(): TestInternalKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const dir = mkdtempSync(path.join(tmpdir(), 'vmdash-internal-keys-'));
  const privateKeyFile = path.join(dir, 'internal-token.key.pem');
  const publicKeyFile = path.join(dir, 'internal-token.pub.pem');
  writeFileSync(privateKeyFile, privateKeyPem, { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKeyPem);
  const jobGrantSealingKeyFile = path.join(dir, 'job-grant-sealing.key');
  writeFileSync(jobGrantSealingKeyFile, randomBytes(48).toString('base64'), { mode: 0o600 });
  return {
    jobGrantSealingKeyFile,
    privateKeyPem,
    publicKeyPem,
    privateKeyFile,
    publicKeyFile,
    tokenFor: (identity = {}) => signInternalToken({ subject: 'test-user', scopes: [...ALL_SCOPES], ...identity }, privateKeyPem),
  };
}
