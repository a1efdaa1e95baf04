import { AUTH_TEXTS, UNBOUNDED_WRITE_WINDOW, UnauthenticatedError, USER_GROUPS, type UserGroup, type WriteWindow } from '@vmdash/domain';
import { auditableUsername } from '../users/username';
import type { StoredUser } from '../users/user.repository';
import type { LoginResult } from './login.command';
import type { SessionDeps } from './session.deps';
import { newSession, signInAudit, storeSessionWithin } from './session-start';

/** A single sign-on the gateway checked (code flow with PKCE, state, nonce, ID token) and mapped to vmdash's terms. */
export interface OidcSignInInput {
  /** `iss` and `sub` of the ID token: the person's identity at the provider. */
  issuer: string;
  subject: string;
  /** From the configured username claim; email from the email claim ('' when absent). */
  username: string;
  email: string;
  /** The vmdash group the provider's groups map to; '' when none does. */
  group: string;
  buTeams: string[];
  /** The groups the provider sent (audit details of a refusal). */
  providerGroups: string[];
  /** The provider's credential sealed by the gateway, kept with the session for its re-checks; '' none. */
  sealedCredential: string;
  clientAddress: string;
  /** The call's write window (libs/grpc CallContext.writes); unbounded when absent (tests of the rules). */
  writes?: WriteWindow;
}

/** Texts of refused single sign-ons (docs/decisions/0029-oidc-sign-in.md). */
export const OIDC_SIGN_IN_TEXTS = {
  noMappedGroup: 'Your identity provider account has no vmdash group: ask an administrator to map one of your groups',
  usernameTaken: 'A vmdash account with this username exists already and does not sign in with the identity provider',
} as const;

const isUserGroup = (group: string): group is UserGroup => (USER_GROUPS as readonly string[]).includes(group);

/**
 * A single sign-on (docs/decisions/0029-oidc-sign-in.md): the first sign-on of an identity creates its user just in
 * time (no local password: an empty hash, which no password verifies), every later one sets the user's group and
 * bu_teams from the provider's groups, so a change at the provider takes effect at the next sign-in. Then the same
 * 24-hour session as a password login (login.command.ts), holding the sealed credential of its re-checks
 * (oidc-recheck.command.ts), last_login, and the audit action login with details
 * {group, method: "oidc"}. Refused, each audited login_failed with details {reason, method: "oidc"}: no provider
 * group maps to a vmdash group (reason no_mapped_group), a user disabled by an Admin (account_disabled), a local user
 * with the same username (username_taken).
 * The session is stored within the call's write window (storeSessionWithin): a sign-on the caller is told failed starts
 * no session and records no login (the user it created or updated stays: that is the provider's word, not the call's).
 * @throws UnauthenticatedError (CREDENTIALS_REFUSED) for each refusal, with OIDC_SIGN_IN_TEXTS or "Account is disabled";
 *   DeadlineExceededError or CancelledError when the call's write window closed before the session was stored
 */
export function createOidcSignInCommand(deps: SessionDeps): (input: OidcSignInInput) => Promise<LoginResult> {
  const { users, sessions, audit } = deps;

  const refuse = async (input: OidcSignInInput, reason: string, text: string, user: StoredUser | null): Promise<never> => {
    await audit.record({
      action: 'login_failed',
      userId: user?.id ?? null,
      username: user?.username ?? auditableUsername(input.username),
      entityType: 'auth',
      entityId: user?.id ?? null,
      details: { reason, method: 'oidc', ...(reason === 'no_mapped_group' ? { providerGroups: input.providerGroups } : {}) },
      ipAddress: input.clientAddress,
    });
    throw new UnauthenticatedError(text, 'CREDENTIALS_REFUSED');
  };

  const userFor = async (input: OidcSignInInput, group: UserGroup, now: Date): Promise<StoredUser | 'username_taken'> => {
    const known = await users.findByOidcIdentity(input.issuer, input.subject);
    if (known) {
      if (!known.is_active) return known;
      return (await users.update(known.id, { user_group: group, bu_teams: input.buTeams }, now)) ?? known;
    }
    return users.insert(
      {
        username: input.username,
        email: input.email,
        password_hash: '',
        user_group: group,
        bu_teams: input.buTeams,
        beta_first_name: null,
        beta_last_name: null,
        oidc_issuer: input.issuer,
        oidc_subject: input.subject,
      },
      now,
    );
  };

  return async (input) => {
    const now = deps.now();
    if (!isUserGroup(input.group)) return refuse(input, 'no_mapped_group', OIDC_SIGN_IN_TEXTS.noMappedGroup, await users.findByOidcIdentity(input.issuer, input.subject));
    const user = await userFor(input, input.group, now);
    if (user === 'username_taken') return refuse(input, 'username_taken', OIDC_SIGN_IN_TEXTS.usernameTaken, null);
    if (!user.is_active) return refuse(input, 'account_disabled', AUTH_TEXTS.accountDisabled, user);

    const { sessionId, expiresAt, record } = newSession(user, now, input.sealedCredential === '' ? null : input.sealedCredential);
    await storeSessionWithin(sessions, record, input.writes ?? UNBOUNDED_WRITE_WINDOW);
    await Promise.all([users.recordLogin(user.id, now), audit.record(signInAudit(user, input.clientAddress, 'oidc'))]);
    return { user: { ...user, last_login: now }, sessionId, expiresAt };
  };
}
