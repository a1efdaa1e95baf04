import type { CallerIdentity } from './internal-token';

/**
 * The identities of the dashboard API's internal tokens, shared by the gateway that signs them and the dashboard
 * service that checks them (dashboard.proto header).
 */

/** Scope of the gateway's own identity for the session RPCs (login, logout, session lookup). */
export const SESSION_RPC_SCOPE = 'dashboard:auth';

/** The gateway's own identity, used before any user is known. */
export const GATEWAY_SERVICE_IDENTITY: CallerIdentity = { subject: 'system:gateway', scopes: [SESSION_RPC_SCOPE] };

/** Scope every dashboard user's internal token carries. */
export const DASHBOARD_USER_SCOPE = 'dashboard';

/**
 * The `teams` claim of an Admin who chose every team: a user's teams are team names, which never hold `*`.
 * Services treat `["*"]` as "no team restriction"; any other list restricts to those teams.
 */
export const ALL_TEAMS = '*';
