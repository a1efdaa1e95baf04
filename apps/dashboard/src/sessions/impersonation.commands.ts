import { AUTH_TEXTS, ValidationError } from '@vmdash/domain';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { StoredUser } from '../users/user.repository';
import { ownedActiveSession, sessionEnded } from './session.commands';
import type { SessionDeps } from './session.deps';

/** Texts of a refused impersonation (400; the specification shows none). */
export const IMPERSONATION_TEXTS = {
  targetIsSelf: 'Cannot impersonate yourself',
  targetIsAdmin: 'Cannot impersonate another Admin',
  targetDisabled: 'Cannot impersonate a disabled user',
  notImpersonating: 'Not currently impersonating',
} as const;

/** Admin impersonation (interface spec: "Admin only, never of another Admin or oneself"), audit logged. */
export interface ImpersonationCommands {
  /**
   * Makes the Admin's session act as `targetUserId` (impersonate_user_id set). The caller is an Admin acting as
   * itself (the handler checks the group; while impersonating the caller's group is the target's, so a second
   * impersonation is refused there). Answers the target and the Admin.
   * @throws ValidationError for oneself, another Admin, an unknown or a disabled user; UnauthenticatedError
   *   SESSION_ENDED when the Admin's session is no longer active
   */
  start(sessionId: string, admin: DashboardUserCaller, targetUserId: string, clientAddress: string): Promise<{ target: StoredUser; admin: StoredUser }>;
  /**
   * Ends the impersonation of the caller's session; the caller is the impersonated identity with the Admin as actor.
   * Answers the Admin.
   * @throws ValidationError when the session is not impersonating; UnauthenticatedError SESSION_ENDED when it is no
   *   longer active
   */
  stop(sessionId: string, caller: DashboardUserCaller, clientAddress: string): Promise<StoredUser>;
}

export function createImpersonationCommands(deps: SessionDeps): ImpersonationCommands {
  const { users, sessions, audit } = deps;
  return {
    async start(sessionId, admin, targetUserId, clientAddress) {
      if (admin.actorSubject !== undefined) throw sessionEnded();
      const session = await ownedActiveSession(deps, sessionId, admin.subject);
      const adminUser = session ? await users.findById(session.user_id) : null;
      if (!session || !adminUser || !adminUser.is_active || adminUser.user_group !== 'Admin') throw sessionEnded();
      if (targetUserId === adminUser.id) throw new ValidationError(IMPERSONATION_TEXTS.targetIsSelf);
      const target = await users.findById(targetUserId);
      if (!target) throw new ValidationError(AUTH_TEXTS.userNotFound);
      if (target.user_group === 'Admin') throw new ValidationError(IMPERSONATION_TEXTS.targetIsAdmin);
      if (!target.is_active) throw new ValidationError(IMPERSONATION_TEXTS.targetDisabled);
      await sessions.setImpersonation(session.token_hash, target.id);
      await audit.record({
        action: 'impersonation_start',
        userId: adminUser.id,
        username: adminUser.username,
        entityType: 'auth',
        entityId: target.id,
        details: { targetUsername: target.username, targetGroup: target.user_group },
        ipAddress: clientAddress,
      });
      return { target, admin: adminUser };
    },

    async stop(sessionId, caller, clientAddress) {
      const owner = caller.actorSubject ?? caller.subject;
      const session = await ownedActiveSession(deps, sessionId, owner);
      if (!session) throw sessionEnded();
      if (session.impersonate_user_id === null) throw new ValidationError(IMPERSONATION_TEXTS.notImpersonating);
      const adminUser = await users.findById(owner);
      if (!adminUser) throw sessionEnded();
      const target = await users.findById(session.impersonate_user_id);
      await sessions.setImpersonation(session.token_hash, null);
      await audit.record({
        action: 'impersonation_stop',
        userId: adminUser.id,
        username: adminUser.username,
        entityType: 'auth',
        entityId: session.impersonate_user_id,
        details: { targetUsername: target?.username ?? null },
        ipAddress: clientAddress,
      });
      return adminUser;
    },
  };
}
