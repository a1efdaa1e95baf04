import { USER_GROUPS, type UserGroup } from '@vmdash/domain';
import type { SessionDeps } from './session.deps';
import { TOKEN_PATTERN, tokenHash } from './session-token';

/** The outcome of a re-check of a single sign-on session against the provider, as the gateway ran it. */
export interface OidcRecheckInput {
  sessionId: string;
  /** True: the provider redeemed the refresh token (or answered userinfo). False: it refused. */
  authorised: boolean;
  /** Why the provider refused (e.g. invalid_grant, access_token_refused, no_mapped_group); '' when authorised. */
  refusalReason: string;
  /** The credential to keep from now on (the provider rotated the refresh token); '' keeps the stored one. */
  sealedCredential: string;
  /** The group and bu_teams mapped from the provider's fresh groups, when it sent them. */
  claims?: { group: string; buTeams: string[] };
  clientAddress: string;
}

const isUserGroup = (group: string): group is UserGroup => (USER_GROUPS as readonly string[]).includes(group);

/** Longest refusal reason kept in the audit log, characters (the gateway sends short OAuth error codes). */
const MAX_REASON_LENGTH = 64;

/**
 * Applies a re-check of a single sign-on session (docs/decisions/0029-oidc-sign-in.md, Re-check). Authorised: the
 * session counts as re-checked now (the next one is due OIDC_RECHECK_SECONDS later), keeps a rotated credential, and
 * when the provider sent the groups again the user's group and bu_teams are set from them, as at a sign-in (a fresh
 * mapping to no vmdash group counts as a refusal, reason no_mapped_group). Refused: every session of the session's
 * user ends (not only this one: the provider no longer authorises the person), audited logout with details
 * {method: "oidc_recheck", reason, sessionsEnded}; the browser's next request is 401. A session that ended meanwhile
 * changes nothing.
 * @returns how many sessions ended
 */
export function createOidcRecheckCommand(deps: Pick<SessionDeps, 'users' | 'sessions' | 'audit' | 'now'>): (input: OidcRecheckInput) => Promise<number> {
  const { users, sessions, audit } = deps;

  const endAllSessions = async (userId: string, reason: string, clientAddress: string) => {
    const user = await users.findById(userId);
    const sessionsEnded = await sessions.deleteAllOf(userId);
    await audit.record({
      action: 'logout',
      userId,
      username: user?.username ?? userId,
      entityType: 'auth',
      entityId: userId,
      details: { method: 'oidc_recheck', reason: reason.slice(0, MAX_REASON_LENGTH) || 'refused', sessionsEnded },
      ipAddress: clientAddress,
    });
    return sessionsEnded;
  };

  return async (input) => {
    if (!TOKEN_PATTERN.test(input.sessionId)) return 0;
    const hash = tokenHash(input.sessionId);
    const session = await sessions.find(hash);
    if (!session || session.oidc_credential === null) return 0;
    if (!input.authorised) return endAllSessions(session.user_id, input.refusalReason, input.clientAddress);
    const now = deps.now();
    if (input.claims) {
      const { group, buTeams } = input.claims;
      if (!isUserGroup(group)) return endAllSessions(session.user_id, 'no_mapped_group', input.clientAddress);
      const user = await users.findById(session.user_id);
      const unchanged = user && user.user_group === group && [...user.bu_teams].sort().join('\n') === [...buTeams].sort().join('\n');
      if (user && !unchanged) await users.update(user.id, { user_group: group, bu_teams: buTeams }, now);
    }
    await sessions.recordOidcRecheck(hash, now, input.sealedCredential === '' ? null : input.sealedCredential);
    return 0;
  };
}
