import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The development key material `npm start` and `npm run token` share (never used outside development). */
export interface DevKeys {
  /** Key id of the development bearer-token key. */
  kid: string;
  /** RS256 private key PEM that signs development bearer tokens. */
  jwtPrivateKeyFile: string;
  /** JSON {kid: public PEM}: the gateway's JWT_PUBLIC_KEYS_FILE. */
  jwtPublicKeysFile: string;
  /** ES256 key pair of internal caller tokens: gateway signs, services verify. */
  internalPrivateKeyFile: string;
  internalPublicKeyFile: string;
  /** Random secret the dashboard seals job grants with at rest: its JOB_GRANT_SEALING_KEY_FILE. */
  jobGrantSealingKeyFile: string;
}

const DEV_KID = 'vmdash-dev-1';

/**
 * Makes sure `dir` (default .data/keys) holds the development keys, generating them on first use with mode 0600.
 * Keys stay on this machine (.data/ is git-ignored); production keys come from the deployment's Secrets.
 */
export function ensureDevKeys(dir = path.resolve('.data/keys')): DevKeys {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys: DevKeys = {
    kid: DEV_KID,
    jwtPrivateKeyFile: path.join(dir, 'jwt-dev.key.pem'),
    jwtPublicKeysFile: path.join(dir, 'jwt-public-keys.json'),
    internalPrivateKeyFile: path.join(dir, 'internal-token.key.pem'),
    internalPublicKeyFile: path.join(dir, 'internal-token.pub.pem'),
    jobGrantSealingKeyFile: path.join(dir, 'job-grant-sealing.key'),
  };
  if (!existsSync(keys.jwtPrivateKeyFile) || !existsSync(keys.jwtPublicKeysFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(keys.jwtPrivateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(keys.jwtPublicKeysFile, JSON.stringify({ [DEV_KID]: publicKey.export({ type: 'spki', format: 'pem' }) }, null, 2));
  }
  if (!existsSync(keys.internalPrivateKeyFile) || !existsSync(keys.internalPublicKeyFile)) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(keys.internalPrivateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(keys.internalPublicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  if (!existsSync(keys.jobGrantSealingKeyFile)) writeFileSync(keys.jobGrantSealingKeyFile, randomBytes(48).toString('base64'), { mode: 0o600 });
  return keys;
}

/** Reads the development RS256 private key. */
export function readDevJwtPrivateKey(keys: DevKeys): string {
  return readFileSync(keys.jwtPrivateKeyFile, 'utf8');
}
