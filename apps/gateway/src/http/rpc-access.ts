import { permissionOf, type RpcPermission, type RpcPermissions } from '@vmdash/identity';
import type { RpcName } from '@vmdash/proto';
import type { AccessRule } from './route-table';

/** The access rule a route needs to call an RPC with permission `P` (see accessOf). */
type AccessFor<P> = P extends { kind: 'scope'; scope: infer S }
  ? { kind: 'bearer'; scope: S }
  : P extends { kind: 'user'; groups: infer G }
    ? { kind: 'groups'; groups: G }
    : P extends { kind: 'user' }
      ? { kind: 'session' }
      : P extends { kind: 'gateway' }
        ? { kind: 'public' }
        : never;

/** RPCs a route may call on a caller's behalf: every RPC but the service-to-service ones. */
type RouteRpc = { [R in RpcName]: RpcPermissions[R] extends { kind: 'service' } ? never : R }[RpcName];

function accessFor(permission: RpcPermission): AccessRule {
  switch (permission.kind) {
    case 'scope':
      return { kind: 'bearer', scope: permission.scope };
    case 'user':
      return permission.groups ? { kind: 'groups', groups: permission.groups } : { kind: 'session' };
    case 'gateway':
      return { kind: 'public' };
    case 'service':
      throw new Error('service-to-service RPCs have no route');
  }
}

/**
 * The access rule of a route that calls `rpc`, read from the RPC's RPC_PERMISSIONS entry (libs/identity), so the
 * gateway's check and the service's check are one declaration: a Data API scope becomes `bearer` with that scope, a
 * dashboard user `session` (or `groups` when the entry names groups), the gateway's own identity `public` (the route
 * needs no session; the gateway calls as itself). Routes that call no vmdash RPC (/health, /api/auth/me) state their
 * access themselves.
 */
export function accessOf<R extends RouteRpc>(rpc: R): AccessFor<RpcPermissions[R]> {
  return accessFor(permissionOf(rpc)) as AccessFor<RpcPermissions[R]>;
}
