import { unaryCall } from '@vmdash/grpc';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { UserGroup } from '@vmdash/domain';
import type { CallerIdentity } from '@vmdash/identity';
import type { DashboardAuthServiceClient, UserRecord__Output } from '@vmdash/proto';
import { requestIdOf } from '../../http/request-id';
import { SPEC_TEXTS } from './dashboard-texts';
import { ALL_TEAMS, DASHBOARD_USER_SCOPE } from '@vmdash/identity';
import type { OidcSessionRecheck } from '../oidc/oidc-session-recheck';
import { clearSessionCookie, sessionCookieOf, type CookiePolicy } from './session-cookie';

/** A session id as the dashboard issues it: 64 hex characters (anything else cannot name a session). */
const SESSION_ID_PATTERN = /^[0-9a-f]{64}$/;

/** The verified session of a request. */
export interface RequestSession {
  sessionId: string;
  /** The identity requests act with (the impersonated user while impersonating). */
  user: UserRecord__Output;
  /** The Admin behind the session while impersonating. */
  realUser?: UserRecord__Output;
  teamScope: 'own' | 'all';
  /** Internal token of `user` (teams, group; the Admin in `act` while impersonating) for this request's calls. */
  internalToken: string;
}

/** What a session cookie stands for. */
type SessionLookup = { state: 'none' } | { state: 'expired' } | { state: 'account_disabled' } | { state: 'active'; session: RequestSession };

const SESSION_KEY = 'dashboardSession';

/** The session the guard verified for this request, if any. */
export function sessionOf(res: Response): RequestSession | undefined {
  return res.locals[SESSION_KEY] as RequestSession | undefined;
}

/**
 * The session of a route behind the session guard.
 * @throws Error when called for a route without one (a programming error: the route's access is public)
 */
export function signedIn(session: RequestSession | undefined): RequestSession {
  if (!session) throw new Error('signedIn used on a route without the session guard');
  return session;
}

/**
 * The identity a session's requests act with (docs/architecture.md, Identity): the user with the dashboard scope, group
 * and team scope (`["*"]` for an Admin who chose all teams), and the Admin behind an impersonation as `actor`. Its
 * internal token is signed once and reused while fresh (service-identity.ts); a job the session starts gets a job
 * grant of the same identity.
 */
export function sessionIdentity(session: Pick<RequestSession, 'user' | 'realUser' | 'teamScope'>): CallerIdentity {
  const { user, realUser, teamScope } = session;
  return {
    subject: user.id,
    scopes: [DASHBOARD_USER_SCOPE],
    group: user.group,
    teams: teamScope === 'all' ? [ALL_TEAMS] : user.bu_teams,
    ...(realUser ? { actor: { subject: realUser.id } } : {}),
  };
}

/** Everything a session lookup needs. */
export interface SessionLookupDeps {
  client: DashboardAuthServiceClient;
  /** The internal token of a dashboard user's identity (service-identity.ts: signed once, reused while fresh). */
  internalToken(identity: CallerIdentity): string;
  /** The gateway's service token, for ResolveSession itself (service-identity.ts). */
  serviceToken(): string;
  /** The re-check of single sign-on sessions at the provider (none without single sign-on). */
  oidcRecheck?: OidcSessionRecheck;
}

/**
 * Looks the request's `session_id` cookie up in the dashboard (as the gateway's service identity). Expiry and the
 * account's state are checked by the dashboard on every call (interface spec, session state table). When the
 * dashboard hands this request the due re-check of a single sign-on session, it runs first: a session the provider
 * no longer authorises answers as expired (docs/decisions/0029-oidc-sign-in.md, Re-check).
 * @throws the gRPC error when the dashboard cannot answer
 */
export async function lookUpSession(req: Request, res: Response, deps: SessionLookupDeps): Promise<SessionLookup> {
  const sessionId = sessionCookieOf(req);
  if (sessionId === undefined) return { state: 'none' };
  if (!SESSION_ID_PATTERN.test(sessionId)) return { state: 'expired' };
  const asGateway = { requestContext: { requestId: requestIdOf(res), internalToken: deps.serviceToken() } };
  const resolved = await unaryCall(deps.client, 'ResolveSession', { session_id: sessionId }, asGateway);
  if (resolved.state === 'SESSION_STATE_ACCOUNT_DISABLED') return { state: 'account_disabled' };
  if (resolved.state !== 'SESSION_STATE_ACTIVE' || !resolved.user) return { state: 'expired' };
  const recheck = resolved.oidc_recheck;
  if (recheck && deps.oidcRecheck) {
    const { oidcRecheck } = deps;
    const verdict = await oidcRecheck(sessionId, recheck.sealed_credential, req.ip ?? '', asGateway);
    if (verdict === 'ended') return { state: 'expired' };
  }
  const user = resolved.user;
  const realUser = resolved.real_user ?? undefined;
  const teamScope = resolved.team_scope === 'TEAM_SCOPE_ALL' ? 'all' : 'own';
  return {
    state: 'active',
    session: { sessionId, user, ...(realUser ? { realUser } : {}), teamScope, internalToken: deps.internalToken(sessionIdentity({ user, realUser, teamScope })) },
  };
}

/**
 * The session guard of every route that needs a signed-in user: 401 `{"error":"Authentication required"}` without a
 * valid session (the cookie is cleared when one was sent), 401 `{"error":"Account is disabled"}` with the cookie
 * cleared when the user is disabled; else the session is kept for the request (sessionOf).
 */
export function requireSession(deps: SessionLookupDeps & { cookies: CookiePolicy }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const lookup = await lookUpSession(req, res, deps);
    if (lookup.state === 'active') {
      res.locals[SESSION_KEY] = lookup.session;
      return next();
    }
    if (lookup.state !== 'none') clearSessionCookie(res, deps.cookies);
    res.status(401).json({ error: lookup.state === 'account_disabled' ? SPEC_TEXTS.accountDisabled : SPEC_TEXTS.authenticationRequired });
  };
}

/** The body of a 403 for a group not in `groups` (interface spec, "Authentication: Dashboard"). */
export function insufficientPermissions(groups: readonly UserGroup[], current: string): { error: string; required: UserGroup[]; current: string } {
  return { error: SPEC_TEXTS.insufficientPermissions, required: [...groups], current };
}

/**
 * The permission guard by group, for every dashboard route that needs one (after requireSession): 403
 * `{"error":"Insufficient permissions","required":[...],"current":"<group>"}` unless the acting identity's group is
 * one of `groups` (while impersonating, the impersonated user's group: requests act as that user).
 */
export function requireGroups(groups: readonly UserGroup[]): RequestHandler {
  return (_req, res, next) => {
    const session = sessionOf(res);
    const current = session?.user.group ?? '';
    if (session && groups.includes(current as UserGroup)) return next();
    res.status(403).json(insufficientPermissions(groups, current));
  };
}
