import { ValidationError } from '@vmdash/domain';
import type { LogoutTokenRepository } from './logout-token.repository';
import type { SessionDeps } from './session.deps';

/** A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0, section 2.6). */
export interface OidcLogoutInput {
  /** `iss` and `sub` of the logout token: the person's identity at the provider. */
  issuer: string;
  subject: string;
  /** The token's `jti`, and until when the gateway would accept the token (its `exp`, or its `iat` plus the age limit). */
  jti: string;
  jtiKeptUntil: Date;
  clientAddress: string;
}

/** Text of a refused logout token (docs/decisions/0029-oidc-sign-in.md, Back-channel logout). */
export const OIDC_LOGOUT_TEXTS = {
  replayed: 'The logout token was used already',
} as const;

/**
 * The provider ended a person's sessions (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * the token's `jti` is remembered first (until `jtiKeptUntil`), so a replayed token ends nothing, not even sessions
 * started after the first delivery; then every session of the user whose identity is (`issuer`, `subject`) ends at
 * once, and when there were any, the audit action logout with details {method: "oidc_backchannel", sessionsEnded}.
 * An identity no user has is no error: the provider may log out a person who never signed in to vmdash.
 * @returns how many sessions ended
 * @throws ValidationError (INVALID_ARGUMENT, 400 "The logout token was used already") for a `jti` seen before
 */
export function createOidcLogoutCommand(deps: Pick<SessionDeps, 'users' | 'sessions' | 'audit'> & { logoutTokens: LogoutTokenRepository }): (input: OidcLogoutInput) => Promise<number> {
  const { users, sessions, audit, logoutTokens } = deps;
  return async (input) => {
    if (!(await logoutTokens.remember(input.issuer, input.jti, input.jtiKeptUntil))) throw new ValidationError(OIDC_LOGOUT_TEXTS.replayed);
    const user = await users.findByOidcIdentity(input.issuer, input.subject);
    if (!user) return 0;
    const sessionsEnded = await sessions.deleteAllOf(user.id);
    if (sessionsEnded > 0) {
      await audit.record({
        action: 'logout',
        userId: user.id,
        username: user.username,
        entityType: 'auth',
        entityId: user.id,
        details: { method: 'oidc_backchannel', sessionsEnded },
        ipAddress: input.clientAddress,
      });
    }
    return sessionsEnded;
  };
}
