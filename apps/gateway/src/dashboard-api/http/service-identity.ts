import { GATEWAY_SERVICE_IDENTITY, signInternalToken, type CallerIdentity } from '@vmdash/identity';
import { LRUCache } from 'lru-cache';

/** Re-sign an identity's token after this long (internal tokens live 60 s, libs/identity internal-token.ts). */
const TOKEN_REUSE_MS = 30_000;
/** Most identities whose token is kept at once; beyond it the least recently used is dropped first (and signed again when next used). */
const MAX_IDENTITIES = 10_000;

/** The internal tokens the dashboard API's calls carry (docs/architecture.md, Identity). */
export interface InternalTokenSource {
  /**
   * The internal token of `identity` (a dashboard user, libs/identity CallerIdentity): signed once per distinct
   * identity (subject, scopes, group, teams, actor) and reused for 30 s, so it has at least 30 s left when handed out.
   */
  tokenOf(identity: CallerIdentity): string;
  /** The gateway's service token (Login, Logout, ResolveSession ...): tokenOf(GATEWAY_SERVICE_IDENTITY). */
  serviceToken(): string;
}

/** Every claim a token of `identity` carries, as one string: two identities with the same key get the same claims. */
function keyOf({ subject, scopes, group, teams, actor, grant }: CallerIdentity): string {
  return JSON.stringify([subject, scopes, group ?? null, teams ?? null, actor?.subject ?? null, grant ?? null]);
}

/**
 * Internal tokens signed with the gateway's ES256 key, each reused for 30 s (docs/decisions/0017-gateway-request-path.md,
 * "A session's token signed once"): the session check of a dashboard request then costs no signature, and the service
 * verifies the same bytes once per token (libs/identity createInternalTokenVerifier). Only the signature is reused:
 * the session and the account's state are still resolved by the dashboard on every request (interface spec, session
 * state table), and a token carries exactly the claims of the identity it was asked for.
 */
export function createInternalTokenSource(internalTokenPrivateKey: string, now: () => number = Date.now): InternalTokenSource {
  const signed = new LRUCache<string, string>({ max: MAX_IDENTITIES, ttl: TOKEN_REUSE_MS, ttlResolution: 0, perf: { now } });
  const tokenOf = (identity: CallerIdentity): string => {
    const key = keyOf(identity);
    const kept = signed.get(key);
    if (kept) return kept;
    const token = signInternalToken(identity, internalTokenPrivateKey);
    signed.set(key, token);
    return token;
  };
  return { tokenOf, serviceToken: () => tokenOf(GATEWAY_SERVICE_IDENTITY) };
}
