import { PermissionDeniedError, USER_GROUPS, type UserGroup } from '@vmdash/domain';
import { DASHBOARD_USER_SCOPE, GATEWAY_SERVICE_IDENTITY, SESSION_RPC_SCOPE } from './dashboard-identities';
import type { CallerIdentity } from './internal-token';
import type { RpcPermission } from './rpc-permissions';

/** A dashboard user as a service sees it once admitted: who acts (`subject`), with which group, and the Admin behind it while impersonating. */
export interface DashboardUserCaller {
  subject: string;
  group: UserGroup;
  /** The Admin who owns the session while impersonating (the token's `act` claim, RFC 8693 section 4.1). */
  actorSubject?: string;
}

/** What admission adds to a call: the dashboard user for `user` permissions, nothing otherwise. */
export type Admission<P extends RpcPermission> = P extends { kind: 'user' } ? { user: DashboardUserCaller } : P extends { orUser: object } ? { user?: DashboardUserCaller } : unknown;

function isUserGroup(group: string | undefined): group is UserGroup {
  return USER_GROUPS.includes(group as UserGroup);
}

function isGatewayService(caller: CallerIdentity): boolean {
  return caller.subject === GATEWAY_SERVICE_IDENTITY.subject && caller.scopes.includes(SESSION_RPC_SCOPE) && caller.group === undefined && caller.actor === undefined;
}

function dashboardUser(caller: CallerIdentity, groups: readonly UserGroup[] | undefined): DashboardUserCaller {
  if (caller.subject.startsWith('system:') || !caller.scopes.includes(DASHBOARD_USER_SCOPE) || !isUserGroup(caller.group)) {
    throw new PermissionDeniedError('This call needs a dashboard user identity');
  }
  if (groups && !groups.includes(caller.group)) throw new PermissionDeniedError('Insufficient permissions');
  return { subject: caller.subject, group: caller.group, ...(caller.actor ? { actorSubject: caller.actor.subject } : {}) };
}

/**
 * Checks a verified caller against an RPC's permission (the service side of RPC_PERMISSIONS; the gateway checks the
 * same entry first, this is defence in depth). A token minted for one purpose cannot serve another: the gateway's
 * service identity is no user, a user token carries no Data API scope, and Data API tokens have no group.
 * A `scope` permission with `orUser` admits a Data API caller holding the scope, or else a dashboard user of its groups.
 * A job grant (`caller.grant === 'job'`) passes only a `service` permission with `jobs: true`
 * (docs/decisions/0028-jobs.md, "A job's identity").
 * @returns `{ user }` for `user` permissions (and `orUser` ones a user passed), `{}` otherwise
 * @throws PermissionDeniedError (gRPC PERMISSION_DENIED, HTTP 403) when the caller may not call
 */
export function admitCaller(permission: RpcPermission, caller: CallerIdentity): { user?: DashboardUserCaller } {
  if (caller.grant === 'job') {
    if (permission.kind === 'service' && permission.jobs === true) return {};
    throw new PermissionDeniedError('A job may not make this call');
  }
  switch (permission.kind) {
    case 'scope':
      if (caller.scopes.includes(permission.scope)) return {};
      if (permission.orUser && caller.scopes.includes(DASHBOARD_USER_SCOPE)) return { user: dashboardUser(caller, permission.orUser.groups) };
      throw new PermissionDeniedError(`scope ${permission.scope} required`);
    case 'user':
      return { user: dashboardUser(caller, permission.groups) };
    case 'gateway':
      if (!isGatewayService(caller)) throw new PermissionDeniedError('This call needs the gateway service identity');
      return {};
    case 'service':
      return {};
  }
}
