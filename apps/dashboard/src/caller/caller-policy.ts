import { PermissionDeniedError, USER_GROUPS, type UserGroup } from '@vmdash/domain';
import { DASHBOARD_USER_SCOPE, GATEWAY_SERVICE_IDENTITY, SESSION_RPC_SCOPE, type CallerIdentity } from '@vmdash/identity';

/**
 * Who may call which RPC of DashboardAuthService (dashboard.proto header). The gateway signs every internal token;
 * these checks keep a token minted for one purpose from serving another.
 */


/** @throws PermissionDeniedError unless the caller is the gateway's service identity with scope dashboard:auth. */
export function requireGatewayService(caller: CallerIdentity): void {
  if (caller.subject !== GATEWAY_SERVICE_IDENTITY.subject || !caller.scopes.includes(SESSION_RPC_SCOPE) || caller.group !== undefined || caller.actor !== undefined) {
    throw new PermissionDeniedError('This call needs the gateway service identity');
  }
}

/** A dashboard user caller: who acts (`subject`), with which group, and the Admin behind it while impersonating. */
export interface UserCaller {
  subject: string;
  group: UserGroup;
  /** The Admin who owns the session while impersonating. */
  actorSubject?: string;
}

function isUserGroup(group: string | undefined): group is UserGroup {
  return USER_GROUPS.includes(group as UserGroup);
}

/**
 * @param groups when given, the acting identity's group must be one of them
 * @throws PermissionDeniedError for a service identity, a token without the dashboard scope or group, or another group
 */
export function requireUser(caller: CallerIdentity, groups?: readonly UserGroup[]): UserCaller {
  if (caller.subject.startsWith('system:') || !caller.scopes.includes(DASHBOARD_USER_SCOPE) || !isUserGroup(caller.group)) {
    throw new PermissionDeniedError('This call needs a dashboard user identity');
  }
  if (groups && !groups.includes(caller.group)) throw new PermissionDeniedError('Insufficient permissions');
  return { subject: caller.subject, group: caller.group, ...(caller.actor ? { actorSubject: caller.actor.subject } : {}) };
}

/** The owner of the caller's session: the Admin while impersonating, else the caller. */
export function sessionOwnerOf(caller: UserCaller): string {
  return caller.actorSubject ?? caller.subject;
}
