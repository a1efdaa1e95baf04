import { AUTH_TEXTS, UnauthenticatedError, ValidationError } from '@vmdash/domain';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { StoredUser } from '../users/user.repository';
import type { SessionDeps } from './session.deps';
import type { StoredSession } from './session.repository';
import { newToken, TOKEN_PATTERN, tokenHash } from './session-token';

/** What a session id stands for right now. */
type Resolution =
  | {
      state: 'active';
      session: StoredSession;
      /** The identity requests act with (the impersonated user while impersonating). */
      user: StoredUser;
      /** The Admin owning the session, while impersonating. */
      realUser?: StoredUser;
      /** 'all' only for an Admin acting as itself who chose it. */
      teamScope: 'own' | 'all';
      /**
       * The sealed credential of a single sign-on session whose re-check against the provider is due and is this
       * caller's to run (docs/decisions/0029-oidc-sign-in.md, Re-check); absent otherwise.
       */
      oidcRecheck?: string;
    }
  | { state: 'expired' | 'account_disabled' };

/** Texts of a refused password change (interface spec, change-password; the impersonation text is this service's). */
export const PASSWORD_CHANGE_TEXTS = {
  currentPasswordIncorrect: 'Current password is incorrect',
  whileImpersonating: 'Cannot change password while impersonating',
} as const;

/** The caller's session is no longer an active session of its own: 401 "Authentication required", cookie cleared. */
export function sessionEnded(): UnauthenticatedError {
  return new UnauthenticatedError(AUTH_TEXTS.authenticationRequired, 'SESSION_ENDED');
}

/** A password change that was made: the other sessions it ended and the id the caller's session continues under. */
interface ChangedPassword {
  sessionsEnded: number;
  sessionId: string;
}

/** The session use cases besides login and impersonation. */
export interface SessionCommands {
  /** Deletes the session (if any) and audits logout for its user; true when one existed. */
  logout(sessionId: string, clientAddress: string): Promise<boolean>;
  /**
   * The session's state, checked in code on every call (interface spec, GET /api/auth/me): no session or
   * expires_at passed -> expired; ended because its user was disabled, or user missing or disabled ->
   * account_disabled. An impersonation whose target is gone, disabled or now an Admin, or whose Admin is no longer an
   * Admin, is dropped (the session continues as its owner). A single sign-on session last re-checked
   * OIDC_RECHECK_SECONDS ago or earlier carries `oidcRecheck` for the one caller that took the re-check's lease
   * (another caller meanwhile gets the session without it).
   */
  resolve(sessionId: string): Promise<Resolution>;
  /**
   * Changes the caller's password (interface spec, change-password): account active, current password matches,
   * then the new hash is stored, the current session continues under a new session id (`sessionId`; the old id
   * answers as expired from now on: OWASP Session Management Cheat Sheet, "Renew the Session ID After Any Privilege
   * Level Change"), and every other session of the user ends; audit password_change. Refused while impersonating.
   * @throws UnauthenticatedError SESSION_ENDED when the session is no longer active or the account is disabled,
   *   CREDENTIALS_REFUSED for a wrong current password; ValidationError while impersonating
   */
  changePassword(sessionId: string, caller: DashboardUserCaller, currentPassword: string, newPassword: string, clientAddress: string): Promise<ChangedPassword>;
  /** Deletes every expired session (POST /api/auth/cleanup-sessions); returns how many. Audit action sessions_cleanup. */
  cleanupExpired(caller: DashboardUserCaller, clientAddress: string): Promise<number>;
  /**
   * Sets the team scope of an Admin's own session; returns the scope and the Admin's bu_teams. Audit action
   * team_scope_change.
   * @throws UnauthenticatedError SESSION_ENDED when it is no longer an active Admin session of the caller's own
   */
  setTeamScope(sessionId: string, caller: DashboardUserCaller, scope: 'own' | 'all', clientAddress: string): Promise<{ scope: 'own' | 'all'; buTeams: string[] }>;
}

/** A valid-looking session id's stored hash, or undefined for anything that cannot be a session id. */
function hashOfSessionId(sessionId: string): string | undefined {
  return TOKEN_PATTERN.test(sessionId) ? tokenHash(sessionId) : undefined;
}

/** The owner of the caller's session: the Admin while impersonating, else the caller. */
function sessionOwnerOf(caller: DashboardUserCaller): string {
  return caller.actorSubject ?? caller.subject;
}

/** The active session `sessionId` of `owner`, or null when it does not exist, expired, ended or is someone else's. */
export async function ownedActiveSession(deps: SessionDeps, sessionId: string, owner: string): Promise<StoredSession | null> {
  const hash = hashOfSessionId(sessionId);
  if (!hash) return null;
  const session = await deps.sessions.find(hash);
  if (!session || session.ended_reason !== null || session.expires_at.getTime() <= deps.now().getTime() || session.user_id !== owner) return null;
  return session;
}

export function createSessionCommands(deps: SessionDeps): SessionCommands {
  const { users, sessions, hasher, audit, logger } = deps;

  const dropImpersonation = async (session: StoredSession, owner: StoredUser, reason: string) => {
    await sessions.setImpersonation(session.token_hash, null);
    logger.info({ userId: owner.id, reason }, 'impersonation dropped');
    await audit.record({
      action: 'impersonation_stop',
      userId: owner.id,
      username: owner.username,
      entityType: 'auth',
      entityId: session.impersonate_user_id,
      details: { reason },
      ipAddress: null,
    });
  };

  /** The session's state, before any re-check (see SessionCommands.resolve). */
  const resolveState = async (sessionId: string): Promise<Resolution> => {
    const hash = hashOfSessionId(sessionId);
    // The session and both users in one command: every call reads them (docs/decisions/0017, "A session resolved in one command").
    const found = hash ? await sessions.findWithUsers(hash) : null;
    if (!found) return { state: 'expired' };
    const { session, owner, target } = found;
    if (session.ended_reason === 'account_disabled') return { state: 'account_disabled' };
    if (session.expires_at.getTime() <= deps.now().getTime()) return { state: 'expired' };
    if (!owner || !owner.is_active) return { state: 'account_disabled' };
    if (session.impersonate_user_id !== null) {
      if (owner.user_group !== 'Admin') {
        await dropImpersonation(session, owner, 'admin_no_longer_admin');
      } else if (!target || !target.is_active || target.user_group === 'Admin') {
        await dropImpersonation(session, owner, 'target_unavailable');
      } else {
        return { state: 'active', session, user: target, realUser: owner, teamScope: 'own' };
      }
      return { state: 'active', session: { ...session, impersonate_user_id: null }, user: owner, teamScope: owner.user_group === 'Admin' ? session.team_scope : 'own' };
    }
    return { state: 'active', session, user: owner, teamScope: owner.user_group === 'Admin' ? session.team_scope : 'own' };
  };

  return {
    async logout(sessionId, clientAddress) {
      const hash = hashOfSessionId(sessionId);
      if (!hash) return false;
      const session = await sessions.delete(hash);
      if (!session) return false;
      const user = await users.findById(session.user_id);
      if (user) {
        await audit.record({ action: 'logout', userId: user.id, username: user.username, entityType: 'auth', entityId: user.id, ipAddress: clientAddress });
      }
      return true;
    },

    async resolve(sessionId) {
      const resolution = await resolveState(sessionId);
      if (resolution.state !== 'active' || resolution.session.oidc_credential === null) return resolution;
      const now = deps.now();
      const dueAt = new Date(now.getTime() - deps.oidcRecheck.intervalMs);
      if ((resolution.session.oidc_rechecked_at?.getTime() ?? 0) > dueAt.getTime()) return resolution;
      const credential = await sessions.claimOidcRecheck(resolution.session.token_hash, dueAt, now, new Date(now.getTime() + deps.oidcRecheck.leaseMs));
      return credential === null ? resolution : { ...resolution, oidcRecheck: credential };
    },

    async changePassword(sessionId, caller, currentPassword, newPassword, clientAddress) {
      const session = await ownedActiveSession(deps, sessionId, sessionOwnerOf(caller));
      if (!session) throw sessionEnded();
      if (session.impersonate_user_id !== null || caller.actorSubject !== undefined) throw new ValidationError(PASSWORD_CHANGE_TEXTS.whileImpersonating);
      const user = await users.findById(session.user_id);
      if (!user || !user.is_active) {
        // Same cost as a wrong password.
        await hasher.verifyDummy(currentPassword);
        throw new UnauthenticatedError(AUTH_TEXTS.accountDisabled, 'SESSION_ENDED');
      }
      if (!(await hasher.verify(user.password_hash, currentPassword))) throw new UnauthenticatedError(PASSWORD_CHANGE_TEXTS.currentPasswordIncorrect, 'CREDENTIALS_REFUSED');
      const passwordHash = await hasher.hash(newPassword);
      // The new id first: a session that ended meanwhile (logout) changes nothing, and if the password write then
      // fails the old id is already dead (the user signs in again), never the other way round.
      const newSessionId = newToken();
      if (!(await sessions.rotate(session.token_hash, tokenHash(newSessionId)))) throw sessionEnded();
      await users.update(user.id, { password_hash: passwordHash }, deps.now());
      const sessionsEnded = await sessions.deleteOthersOf(user.id, tokenHash(newSessionId));
      await audit.record({
        action: 'password_change',
        userId: user.id,
        username: user.username,
        entityType: 'auth',
        entityId: user.id,
        details: { otherSessionsEnded: sessionsEnded },
        ipAddress: clientAddress,
      });
      return { sessionsEnded, sessionId: newSessionId };
    },

    async cleanupExpired(caller, clientAddress) {
      const deleted = await sessions.deleteExpired(deps.now());
      const actor = await users.findById(caller.subject);
      await audit.record({
        action: 'sessions_cleanup',
        userId: caller.subject,
        username: actor?.username ?? caller.subject,
        impersonatedBy: caller.actorSubject,
        entityType: 'auth',
        entityId: null,
        details: { deleted },
        ipAddress: clientAddress || null,
      });
      return deleted;
    },

    async setTeamScope(sessionId, caller, scope, clientAddress) {
      const session = await ownedActiveSession(deps, sessionId, caller.subject);
      if (!session || caller.actorSubject !== undefined) throw sessionEnded();
      const user = await users.findById(session.user_id);
      if (!user || user.user_group !== 'Admin') throw sessionEnded();
      await sessions.setTeamScope(session.token_hash, scope);
      await audit.record({ action: 'team_scope_change', userId: user.id, username: user.username, entityType: 'auth', entityId: user.id, details: { scope }, ipAddress: clientAddress || null });
      return { scope, buTeams: user.bu_teams };
    },
  };
}
