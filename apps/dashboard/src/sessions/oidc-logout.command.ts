import type { SessionDeps } from './session.deps';

/** A logout token the gateway verified (OpenID Connect Back-Channel Logout 1.0, section 2.6). */
export interface OidcLogoutInput {
  /** `iss` and `sub` of the logout token: the person's identity at the provider. */
  issuer: string;
  subject: string;
  clientAddress: string;
}

/**
 * The provider ended a person's sessions (OpenID Connect Back-Channel Logout 1.0; docs/decisions/0029-oidc-sign-in.md):
 * every session of the user whose identity is (`issuer`, `subject`) ends at once, and when there were any, the audit
 * action logout with details {method: "oidc_backchannel", sessionsEnded}. An identity no user has is no error: the
 * provider may log out a person who never signed in to vmdash.
 * @returns how many sessions ended
 */
export function createOidcLogoutCommand(deps: Pick<SessionDeps, 'users' | 'sessions' | 'audit'>): (input: OidcLogoutInput) => Promise<number> {
  const { users, sessions, audit } = deps;
  return async (input) => {
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
