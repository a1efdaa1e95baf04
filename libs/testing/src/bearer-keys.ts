import { createHmac, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { ALL_SCOPES } from '@vmdash/domain';

/** `iss` and `aud` the gateway requires by default (its JWT_ISSUER and JWT_AUDIENCE). */
export const TEST_ISSUER = 'vmdash';
export const TEST_AUDIENCE = 'vmdash-data-api';

/** Options of a test bearer token; by default a valid one for "tester" with every Data API scope, valid 10 minutes. */
export interface BearerTokenOptions {
  /** The space-separated `scope` claim. */
  scope?: string;
  sub?: string;
  /** Claims added last (a claim set to undefined is left out). */
  claims?: Record<string, unknown>;
  kid?: string;
  /** Signing key instead of the test key. */
  key?: KeyObject;
  issuer?: string;
  audience?: string;
  /** Lifetime from now, seconds (negative: already expired; null: no `exp` claim). */
  expiresInSeconds?: number | null;
}

/**
 * A throwaway RS256 key of Data API bearer tokens (face A), with the key set written as the gateway reads it
 * (JWT_PUBLIC_KEYS_FILE: `{"<kid>": "<public key PEM>"}`), and token minting, hostile tokens included.
 */
export interface TestBearerKeys {
  kid: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The key set as JSON, `{"<kid>": "<public key PEM>"}`. */
  keySetJson: string;
  /** The key set written to a file (JWT_PUBLIC_KEYS_FILE). */
  keySetFile: string;
  /** A valid RSA key the gateway does not know (made on first use). */
  readonly strangerPrivateKey: KeyObject;
  /** Signs an RS256 bearer token as the token CLI would (see BearerTokenOptions for the defaults). */
  sign(options?: BearerTokenOptions): string;
  /** An unsigned token (`alg: none`) with valid claims, as an attacker would send it. */
  unsignedToken(): string;
  /**
   * An HS256 token whose HMAC secret is the public key PEM (the algorithm-confusion attack, RFC 8725 section 2.1),
   * built by hand because jsonwebtoken refuses to sign it.
   */
  algorithmConfusionToken(): string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Creates an RSA 2048 bearer key with key id `kid` and writes its key set to a new temporary folder. */
export function createTestBearerKeys(kid = 'test-key-1'): TestBearerKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const keySetJson = JSON.stringify({ [kid]: publicKeyPem });
  const keySetFile = path.join(mkdtempSync(path.join(tmpdir(), 'vmdash-bearer-keys-')), 'jwt-public-keys.json');
  writeFileSync(keySetFile, keySetJson);
  let stranger: KeyObject | undefined;
  const attackerClaims = () => ({ sub: 'attacker', scope: 'data:read', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now() + 600 });
  return {
    kid,
    privateKey,
    publicKeyPem,
    keySetJson,
    keySetFile,
    get strangerPrivateKey() {
      stranger ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      return stranger;
    },
    sign(options = {}) {
      const issuedAt = now();
      const payload: Record<string, unknown> = {
        sub: options.sub ?? 'tester',
        scope: options.scope ?? ALL_SCOPES.join(' '),
        iss: options.issuer ?? TEST_ISSUER,
        aud: options.audience ?? TEST_AUDIENCE,
        iat: issuedAt,
        ...(options.expiresInSeconds === null ? {} : { exp: issuedAt + (options.expiresInSeconds ?? 600) }),
        ...options.claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      return jwt.sign(payload, options.key ?? privateKey, { algorithm: 'RS256', keyid: options.kid ?? kid });
    },
    unsignedToken: () => `${base64url({ alg: 'none', typ: 'JWT', kid })}.${base64url(attackerClaims())}.`,
    algorithmConfusionToken() {
      const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT', kid })}.${base64url(attackerClaims())}`;
      return `${unsigned}.${createHmac('sha256', publicKeyPem).update(unsigned).digest('base64url')}`;
    },
  };
}
