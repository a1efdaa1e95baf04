import { createHmac, generateKeyPairSync, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Throwaway keys of one test file: the bearer signing key (known kid), a stranger's key, and the internal ES256 pair. */
export interface TestKeys {
  kid: string;
  bearerPrivateKey: KeyObject;
  bearerPublicKey: KeyObject;
  bearerPublicKeyPem: string;
  /** A valid RSA key the gateway does not know. */
  strangerPrivateKey: KeyObject;
  internalPrivateKeyPem: string;
  internalPublicKeyPem: string;
}

export const TEST_ISSUER = 'vmdash';
export const TEST_AUDIENCE = 'vmdash-data-api';

/** Generates the keys of a test file (RSA 2048 for bearer tokens, EC P-256 for internal tokens). */
export function makeTestKeys(): TestKeys {
  const bearer = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const internal = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    kid: 'test-key-1',
    bearerPrivateKey: bearer.privateKey,
    bearerPublicKey: bearer.publicKey,
    bearerPublicKeyPem: bearer.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    strangerPrivateKey: stranger.privateKey,
    internalPrivateKeyPem: internal.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    internalPublicKeyPem: internal.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Options of a test token; by default a valid one for `tester` with every Data API scope, valid for 10 minutes. */
export interface TokenOptions {
  scope?: string;
  sub?: string;
  claims?: Record<string, unknown>;
  kid?: string;
  key?: KeyObject;
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number | null;
}

/** Signs an RS256 bearer token with the test key (or `key`), as the token CLI would. */
export function mintToken(keys: TestKeys, options: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    sub: options.sub ?? 'tester',
    scope: options.scope ?? 'data:read plans:write cache:refresh',
    iss: options.issuer ?? TEST_ISSUER,
    aud: options.audience ?? TEST_AUDIENCE,
    iat: now,
    ...(options.expiresInSeconds === null ? {} : { exp: now + (options.expiresInSeconds ?? 600) }),
    ...options.claims,
  };
  for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
  return jwt.sign(payload, options.key ?? keys.bearerPrivateKey, { algorithm: 'RS256', keyid: options.kid ?? keys.kid });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`) with valid claims, as an attacker would send it. */
export function mintUnsignedToken(keys: TestKeys): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none', typ: 'JWT', kid: keys.kid })}.${base64url({ sub: 'attacker', scope: 'data:read', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now + 600 })}.`;
}

/**
 * An HS256 token whose HMAC secret is the server's RSA public key PEM (the algorithm-confusion attack, RFC 8725 2.1),
 * built by hand because jsonwebtoken refuses to sign it.
 */
export function mintAlgorithmConfusionToken(keys: TestKeys): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT', kid: keys.kid })}.${base64url({ sub: 'attacker', scope: 'data:read', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now + 600 })}`;
  return `${unsigned}.${createHmac('sha256', keys.bearerPublicKeyPem).update(unsigned).digest('base64url')}`;
}
