import jwt from 'jsonwebtoken';
import { readDevJwtPrivateKey, type DevKeys } from './dev-keys';

/** Every Data API scope (see apps/gateway README: scopes). */
export const ALL_DATA_API_SCOPES = ['data:read', 'plans:write', 'cache:refresh'];

interface DevTokenOptions {
  subject: string;
  scopes: string[];
  /** Lifetime in seconds. */
  ttlSeconds: number;
  issuer: string;
  audience: string;
}

/** Signs a bearer token for the Data API with the development key (RS256, kid in the header). */
export function signDevToken(keys: DevKeys, options: DevTokenOptions): string {
  return jwt.sign({ scope: options.scopes.join(' ') }, readDevJwtPrivateKey(keys), {
    algorithm: 'RS256',
    keyid: keys.kid,
    subject: options.subject,
    issuer: options.issuer,
    audience: options.audience,
    expiresIn: options.ttlSeconds,
  });
}
