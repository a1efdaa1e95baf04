import jwt from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { UnauthenticatedError } from '@vmdash/domain';

/** gRPC metadata key of the internal identity token the gateway forwards to every service. */
export const INTERNAL_TOKEN_KEY = 'x-internal-token';

/** Issuer and audience of internal tokens; only the gateway issues them, only vmdash services accept them. */
const INTERNAL_ISSUER = 'vmdash-gateway';
const INTERNAL_AUDIENCE = 'vmdash-services';
/**
 * Audience of a job grant (docs/decisions/0028-jobs.md, "A job's identity"): an internal token the gateway signs for a
 * job when it forwards the job's start, which services admit only for the RPCs whose permission lets jobs call them.
 */
const JOB_GRANT_AUDIENCE = 'vmdash-jobs';
/** Internal tokens are short-lived: one request's worth of calls (seconds). */
const INTERNAL_TOKEN_TTL_SECONDS = 60;
/** ES256 (ECDSA P-256): services hold only the public key, so no service can mint an identity (RFC 7518 3.4). */
const INTERNAL_ALGORITHM = 'ES256';

/**
 * The caller as every service sees it. For data API callers `subject` is the bearer token's `sub` and `scopes` its
 * scopes; for dashboard users `subject` is the user id with `group` and `teams`. During impersonation `subject` is
 * the impersonated user and `actor` the Admin (RFC 8693 section 4.1, the `act` claim).
 */
export interface CallerIdentity {
  subject: string;
  scopes: string[];
  group?: string;
  teams?: string[];
  actor?: { subject: string };
  /**
   * `job` when the token is a job grant (signJobGrant): the caller is a job running for `subject` after its request
   * ended; rpc-admission admits it only where RPC_PERMISSIONS lets jobs call.
   */
  grant?: 'job';
}

interface InternalClaims {
  sub: string;
  scope: string;
  group?: string;
  teams?: string[];
  act?: { sub: string };
}

/**
 * Signs a short-lived (60 s) internal token for `identity` with the gateway's ES256 private key (PEM).
 * @returns a compact JWS (RFC 7515)
 */
export function signInternalToken(identity: CallerIdentity, privateKeyPem: string): string {
  return signClaims(identity, privateKeyPem, INTERNAL_AUDIENCE, INTERNAL_TOKEN_TTL_SECONDS);
}

/**
 * Signs a job grant for `identity` (docs/decisions/0028-jobs.md, "A job's identity"): the same subject, scopes, group,
 * teams and acting Admin as the caller who starts the job, for the audience `vmdash-jobs`, living `ttlSeconds` (the
 * queue wait and the run; JOB_GRANT_TTL_SECONDS of the gateway). Services verify it like an internal token and read
 * `grant: 'job'`; admission lets it call only RPCs whose permission says `jobs: true`.
 * @returns a compact JWS (RFC 7515)
 */
export function signJobGrant(identity: CallerIdentity, privateKeyPem: string, ttlSeconds: number): string {
  return signClaims(identity, privateKeyPem, JOB_GRANT_AUDIENCE, ttlSeconds);
}

function signClaims(identity: CallerIdentity, privateKeyPem: string, audience: string, ttlSeconds: number): string {
  const claims: InternalClaims = { sub: identity.subject, scope: identity.scopes.join(' ') };
  if (identity.group) claims.group = identity.group;
  if (identity.teams) claims.teams = identity.teams;
  if (identity.actor) claims.act = { sub: identity.actor.subject };
  return jwt.sign(claims, privateKeyPem, { algorithm: INTERNAL_ALGORITHM, issuer: INTERNAL_ISSUER, audience, expiresIn: ttlSeconds });
}

/**
 * Verifies an internal token or a job grant with the gateway's public key (PEM, or a parsed KeyObject to skip parsing
 * per call): algorithm pinned to ES256, issuer, audience (`vmdash-services`, or `vmdash-jobs` for a job grant, then
 * `grant: 'job'`) and expiry required. `nowMs` is the clock expiry is judged by.
 * @throws UnauthenticatedError when the token is missing, malformed, expired, or signed by another key.
 */
export function verifyInternalToken(token: unknown, publicKeyPem: string | KeyObject, nowMs: number = Date.now()): CallerIdentity {
  if (typeof token !== 'string' || token.length === 0) throw new UnauthenticatedError('Missing internal identity token');
  let claims: InternalClaims & { aud?: string | string[] };
  try {
    claims = jwt.verify(token, publicKeyPem, {
      algorithms: [INTERNAL_ALGORITHM],
      issuer: INTERNAL_ISSUER,
      audience: [INTERNAL_AUDIENCE, JOB_GRANT_AUDIENCE],
      clockTimestamp: Math.floor(nowMs / 1000),
    }) as InternalClaims & { aud?: string | string[] };
  } catch {
    throw new UnauthenticatedError('Invalid internal identity token');
  }
  if (typeof claims.sub !== 'string' || typeof claims.scope !== 'string') throw new UnauthenticatedError('Invalid internal identity token');
  return {
    subject: claims.sub,
    scopes: claims.scope.split(' ').filter(Boolean),
    ...(claims.group ? { group: claims.group } : {}),
    ...(claims.teams ? { teams: claims.teams } : {}),
    ...(claims.act ? { actor: { subject: claims.act.sub } } : {}),
    // Fail closed: a token for any audience but exactly the internal one counts as a job grant.
    ...(claims.aud === INTERNAL_AUDIENCE ? {} : { grant: 'job' as const }),
  };
}
