import type { DashboardUserCaller } from '@vmdash/identity';
import type { StoredUser } from '../users/user.repository';
import { ownedActiveSession } from './session.commands';
import type { SessionDeps } from './session.deps';

type ImpersonateResult = { outcome: 'started'; target: StoredUser; admin: StoredUser } | { outcome: 'target_not_found' | 'target_is_self' | 'target_is_admin' | 'target_disabled' | 'session_expired' };

type StopImpersonationResult = { outcome: 'stopped'; admin: StoredUser } | { outcome: 'not_impersonating' | 'session_expired' };

/** Admin impersonation (interface spec: "Admin only, never of another Admin or oneself"), audit logged. */
export interface ImpersonationCommands {
  /**
   * Makes the Admin's session act as `targetUserId` (impersonate_user_id set). The caller is an Admin acting as
   * itself (the handler checks the group; while impersonating the caller's group is the target's, so a second
   * impersonation is refused there). Refused for oneself, another Admin, an unknown or a disabled user.
   */
  start(sessionId: string, admin: DashboardUserCaller, targetUserId: string, clientAddress: string): Promise<ImpersonateResult>;
  /** Ends the impersonation of the caller's session; the caller is the impersonated identity with the Admin as actor. */
  stop(sessionId: string, caller: DashboardUserCaller, clientAddress: string): Promise<StopImpersonationResult>;
}

export function createImpersonationCommands(deps: SessionDeps): ImpersonationCommands {
  const { users, sessions, audit } = deps;
  return {
    async start(sessionId, admin, targetUserId, clientAddress) {
      if (admin.actorSubject !== undefined) return { outcome: 'session_expired' };
      const session = await ownedActiveSession(deps, sessionId, admin.subject);
      const adminUser = session ? await users.findById(session.user_id) : null;
      if (!session || !adminUser || !adminUser.is_active || adminUser.user_group !== 'Admin') return { outcome: 'session_expired' };
      if (targetUserId === adminUser.id) return { outcome: 'target_is_self' };
      const target = await users.findById(targetUserId);
      if (!target) return { outcome: 'target_not_found' };
      if (target.user_group === 'Admin') return { outcome: 'target_is_admin' };
      if (!target.is_active) return { outcome: 'target_disabled' };
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
      return { outcome: 'started', target, admin: adminUser };
    },

    async stop(sessionId, caller, clientAddress) {
      const owner = caller.actorSubject ?? caller.subject;
      const session = await ownedActiveSession(deps, sessionId, owner);
      if (!session) return { outcome: 'session_expired' };
      if (session.impersonate_user_id === null) return { outcome: 'not_impersonating' };
      const adminUser = await users.findById(owner);
      if (!adminUser) return { outcome: 'session_expired' };
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
      return { outcome: 'stopped', admin: adminUser };
    },
  };
}
