import { GATEWAY_SERVICE_IDENTITY, signInternalToken, type CallerIdentity } from '@vmdash/identity';

/** Re-sign an identity's token after this long (internal tokens live 60 s, libs/identity internal-token.ts). */
const TOKEN_REUSE_MS = 30_000;
/** Most identities whose token is kept at once; beyond it the longest-kept is dropped first (and signed again when next used). */
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
  const signed = new Map<string, { token: string; signedAt: number }>();
  const tokenOf = (identity: CallerIdentity): string => {
    const key = keyOf(identity);
    const at = now();
    const kept = signed.get(key);
    if (kept && at - kept.signedAt < TOKEN_REUSE_MS) return kept.token;
    // Re-inserted on every signature, so the Map's first entry is the longest-kept one.
    signed.delete(key);
    if (signed.size >= MAX_IDENTITIES) signed.delete(signed.keys().next().value as string);
    const token = signInternalToken(identity, internalTokenPrivateKey);
    signed.set(key, { token, signedAt: at });
    return token;
  };
  return { tokenOf, serviceToken: () => tokenOf(GATEWAY_SERVICE_IDENTITY) };
}
