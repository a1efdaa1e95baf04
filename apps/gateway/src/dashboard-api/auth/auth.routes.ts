import { AUTH_TEXTS } from '@vmdash/domain';
import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { lookUpSession, signedIn, type SessionLookupDeps } from '../http/dashboard-session';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { MessageBody, present, toUserJson } from '../http/dashboard-schemas';
import { CHOSEN_TEXTS, SPEC_TEXTS } from '../http/dashboard-texts';
import { clearSessionCookie, sessionCookieOf, setDeviceCookie, setSessionCookie } from '../http/session-cookie';
import {
  ChangePasswordRequest,
  ImpersonateRequest,
  ImpersonateResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
  ProfileResponse,
  StopImpersonateResponse,
  TeamScopeRequest,
  TeamScopeResponse,
  TeamScopeUpdatedResponse,
} from './auth.schemas';
import { capabilitiesOf } from './capabilities';
import { createLocalLogin } from './local-login';

const tag = 'auth';

const error = (text: string) => ({ error: text });

/**
 * The routes under /api/auth (interface spec, "B. Dashboard backend authentication routes"), with their texts,
 * statuses and order of checks; the team-scope routes are this gateway's (teams: "Admin may switch between own teams
 * and all teams"). Sessions, users and every check live in the dashboard service.
 */
export function authRoutes(deps: DashboardApiDeps, sessions: SessionLookupDeps): DashboardRoute[] {
  const { client, cookies } = deps;
  const login = createLocalLogin(client);
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/login',
      access: accessOf('vmdash.v1.DashboardAuthService/Login'),
      rateLimit: 'login',
      shedsLoad: {
        description:
          "More sign-ins are waiting for their password check than the dashboard can verify before this request's deadline: refused at once, before the password is checked (no session, no failed attempt counted, nothing audited, not counted against the per-address login limit). Ask again after `Retry-After` seconds.",
        example: AUTH_TEXTS.signInBusy,
      },
      body: LoginRequest,
      invalidInputText: SPEC_TEXTS.loginFieldsRequired,
      failureText: SPEC_TEXTS.loginFailed,
      docs: {
        operationId: 'login',
        summary: 'Sign in with username and password',
        description:
          'Checks, in order: both fields present (400), user exists (401 "Invalid username or password"), account active (401 "Account is disabled"), password matches (401 "Invalid username or password"). On success sets the `session_id` cookie (httpOnly, sameSite lax, secure in production, maxAge 24 h) and the trusted-device cookie `vmdash_device` (httpOnly, sameSite strict, path /api/auth/login, 30 days): a browser holding it is not subject to the account\'s failed-login cap. Besides the 20-per-15-minutes limit per client address, an account takes at most 100 failed attempts per hour from browsers it does not trust; beyond that the answer is the same 429 without a password check.',
        tag,
        responses: {
          200: { description: 'Signed in; `Set-Cookie: session_id=...`', schema: LoginResponse },
          401: { description: '"Invalid username or password" (unknown user or wrong password) or "Account is disabled"' },
        },
      },
      handle: async ({ req, res, call }) => {
        const response = await login(req, res, call);
        if (!/^[0-9a-f]{64}$/.test(response.session_id)) throw new Error('login succeeded without a session');
        setSessionCookie(res, response.session_id, cookies);
        if (response.device_token) setDeviceCookie(res, response.device_token, response.device_token_max_age_seconds, cookies);
        return jsonResult({ message: SPEC_TEXTS.loginSucceeded, user: toUserJson(present(response.user, 'the user')) });
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/logout',
      access: accessOf('vmdash.v1.DashboardAuthService/Logout'),
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: CHOSEN_TEXTS.logoutFailed,
      docs: {
        operationId: 'logout',
        summary: 'Sign out',
        description:
          'No authentication check. When the `session_id` cookie is present its session is deleted (audit action logout when it belonged to a user). The cookie is always cleared, also when the deletion fails (500 "Logout failed", not shown in the specification).',
        tag,
        responses: { 200: { description: 'Signed out; the cookie is cleared', schema: MessageBody, example: { message: SPEC_TEXTS.loggedOut } } },
      },
      handle: async ({ req, res, clientAddress, call }) => {
        const sessionId = sessionCookieOf(req);
        clearSessionCookie(res, cookies);
        if (sessionId !== undefined && /^[0-9a-f]{64}$/.test(sessionId)) {
          await unaryCall(client, 'Logout', { session_id: sessionId, client_address: clientAddress }, call);
        }
        return jsonResult({ message: SPEC_TEXTS.loggedOut });
      },
    }),

    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/me',
      access: { kind: 'public' },
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: SPEC_TEXTS.meFailed,
      docs: {
        operationId: 'me',
        summary: 'The signed-in user',
        description:
          'No cookie: 401 "Not authenticated". No unexpired session for the cookie (or a cookie that is not 64 hex characters): cookie cleared, 401 "Session expired". User disabled: cookie cleared, 401 "Account is disabled". While impersonating, `user` is the impersonated user, with `impersonating: true` and the Admin as `realUser`. `capabilities` (not shown in the specification) tells a client which actions the permission guard lets the acting user take, so it offers only those.',
        tag,
        responses: { 200: { description: 'The user', schema: MeResponse }, 401: { description: '"Not authenticated", "Session expired" or "Account is disabled"' } },
      },
      handle: async ({ req, res }) => {
        const lookup = await lookUpSession(req, res, sessions);
        if (lookup.state === 'none') return jsonResult(error(SPEC_TEXTS.notAuthenticated), 401);
        if (lookup.state !== 'active') {
          clearSessionCookie(res, cookies);
          return jsonResult(error(lookup.state === 'expired' ? SPEC_TEXTS.sessionExpired : SPEC_TEXTS.accountDisabled), 401);
        }
        const { user, realUser } = lookup.session;
        const acting = toUserJson(user);
        const capabilities = capabilitiesOf(acting.group);
        return jsonResult(realUser ? { user: acting, capabilities, impersonating: true, realUser: toUserJson(realUser) } : { user: acting, capabilities });
      },
    }),

    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/profile',
      access: { kind: 'session' },
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: SPEC_TEXTS.profileFailed,
      docs: {
        operationId: 'profile',
        summary: "The signed-in user's profile",
        description:
          'Missing or disabled user: cookie cleared, 401 "Account is disabled". While impersonating, the impersonated user\'s profile. `signIn` (not in the specification) says whether the user signs in with a password (group and bu_teams set by an Admin) or through the identity provider (set from its groups at every sign-in).',
        tag,
        responses: { 200: { description: 'The profile', schema: ProfileResponse } },
      },
      handle: async ({ session }) => {
        const user = signedIn(session).user;
        const signIn = user.oidc_issuer ? { method: 'single_sign_on', provider: deps.oidc?.providerName ?? user.oidc_issuer } : { method: 'password', provider: null };
        return jsonResult({ id: user.id, username: user.username, email: user.email, group: user.group, created_at: user.created_at, last_login: user.last_login ?? null, signIn });
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/change-password',
      access: accessOf('vmdash.v1.DashboardAuthService/ChangePassword'),
      rateLimit: 'password-change',
      body: ChangePasswordRequest,
      invalidInputText: SPEC_TEXTS.passwordFieldsRequired,
      failureText: SPEC_TEXTS.passwordChangeFailed,
      docs: {
        operationId: 'changePassword',
        summary: "Change the signed-in user's password",
        description:
          'Session required, then the limit of 5 per 15 minutes per session. The current session continues under a new session id, set as the `session_id` cookie (the old cookie answers 401 from now on); every other session of the user ends. Refused while impersonating (400 "Cannot change password while impersonating", not shown in the specification).',
        tag,
        responses: {
          200: { description: 'Changed', schema: MessageBody, example: { message: SPEC_TEXTS.passwordChanged } },
          401: { description: '"Authentication required", "Account is disabled" or "Current password is incorrect"' },
        },
      },
      handle: async ({ body, res, session, clientAddress, call }) => {
        const result = await unaryCall(
          client,
          'ChangePassword',
          {
            session_id: signedIn(session).sessionId,
            current_password: body.currentPassword,
            new_password: body.newPassword,
            client_address: clientAddress,
          },
          call,
        );
        if (!/^[0-9a-f]{64}$/.test(result.session_id)) throw new Error('password changed without a new session');
        setSessionCookie(res, result.session_id, cookies);
        return jsonResult({ message: SPEC_TEXTS.passwordChanged });
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/cleanup-sessions',
      access: accessOf('vmdash.v1.DashboardAuthService/CleanupSessions'),
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: SPEC_TEXTS.cleanupFailed,
      docs: {
        operationId: 'cleanupSessions',
        summary: 'Delete expired sessions',
        description: 'Audit action sessions_cleanup (entityType auth) with the count deleted.',
        tag,
        responses: { 200: { description: 'Done', schema: MessageBody, example: { message: SPEC_TEXTS.sessionsCleaned } } },
      },
      handle: async ({ clientAddress, call }) => {
        await unaryCall(client, 'CleanupSessions', { client_address: clientAddress }, call);
        return jsonResult({ message: SPEC_TEXTS.sessionsCleaned });
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/impersonate',
      access: accessOf('vmdash.v1.DashboardAuthService/Impersonate'),
      body: ImpersonateRequest,
      invalidInputText: CHOSEN_TEXTS.userIdRequired,
      failureText: CHOSEN_TEXTS.impersonateFailed,
      docs: {
        operationId: 'impersonate',
        summary: 'Act as another user (Admin only)',
        description:
          'Body `{"userId": "<id>"}` (not shown in the specification). Refused with 400 for oneself ("Cannot impersonate yourself"), another Admin ("Cannot impersonate another Admin"), a disabled user ("Cannot impersonate a disabled user") and an unknown id ("User not found"); a missing id is "User ID is required". While impersonating, requests act as the user (their group and teams), the Admin stands in the internal token\'s `act` claim, and GET /api/auth/me shows `realUser`. Only an Admin acting as itself may start one (while impersonating, the caller\'s group is the user\'s: 403). Audit action impersonation_start.',
        tag,
        responses: { 200: { description: 'Impersonating', schema: ImpersonateResponse } },
      },
      handle: async ({ body, session, clientAddress, call }) => {
        const result = await unaryCall(client, 'Impersonate', { session_id: signedIn(session).sessionId, target_user_id: body.userId, client_address: clientAddress }, call);
        return jsonResult({
          message: CHOSEN_TEXTS.impersonationStarted,
          impersonating: true,
          user: toUserJson(present(result.user, 'the user')),
          realUser: toUserJson(present(result.real_user, 'the Admin')),
        });
      },
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/stop-impersonate',
      access: accessOf('vmdash.v1.DashboardAuthService/StopImpersonation'),
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: CHOSEN_TEXTS.stopImpersonateFailed,
      docs: {
        operationId: 'stopImpersonate',
        summary: 'Stop acting as another user',
        description: 'No body (not shown in the specification). 400 "Not currently impersonating" without an impersonation. Audit action impersonation_stop.',
        tag,
        responses: { 200: { description: 'The Admin acts as itself again', schema: StopImpersonateResponse } },
      },
      handle: async ({ session, clientAddress, call }) => {
        const result = await unaryCall(client, 'StopImpersonation', { session_id: signedIn(session).sessionId, client_address: clientAddress }, call);
        return jsonResult({ message: CHOSEN_TEXTS.impersonationStopped, user: toUserJson(present(result.user, 'the Admin')) });
      },
    }),

    defineDashboardRoute({
      method: 'get',
      path: '/api/auth/team-scope',
      access: { kind: 'session' },
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.teamScopeFailed,
      docs: {
        operationId: 'getTeamScope',
        summary: 'The team scope of the session',
        description:
          "Not in the specification. `own`: data is limited to the user's bu_teams; `all` (an Admin's choice): every team. A session starts in `own`, or in `all` for an Admin without teams (whose own teams would show nothing).",
        tag,
        responses: { 200: { description: 'The scope', schema: TeamScopeResponse } },
      },
      handle: async ({ session }) => jsonResult({ scope: signedIn(session).teamScope, teams: signedIn(session).user.bu_teams }),
    }),

    defineDashboardRoute({
      method: 'post',
      path: '/api/auth/team-scope',
      access: accessOf('vmdash.v1.DashboardAuthService/SetTeamScope'),
      body: TeamScopeRequest,
      invalidInputText: CHOSEN_TEXTS.teamScopeInvalid,
      failureText: CHOSEN_TEXTS.teamScopeFailed,
      docs: {
        operationId: 'setTeamScope',
        summary: "Switch an Admin's session between own teams and all teams",
        description:
          'Not in the specification ("Admin may switch between own teams and all teams"). The choice is kept on the session; every later request carries it in the internal token (`teams: ["*"]` for all teams). Audit action team_scope_change.',
        tag,
        responses: { 200: { description: 'Switched', schema: TeamScopeUpdatedResponse } },
      },
      handle: async ({ body, session, clientAddress, call }) => {
        const result = await unaryCall(
          client,
          'SetTeamScope',
          { session_id: signedIn(session).sessionId, scope: body.scope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN', client_address: clientAddress },
          call,
        );
        return jsonResult({ message: CHOSEN_TEXTS.teamScopeUpdated, scope: result.scope === 'TEAM_SCOPE_ALL' ? 'all' : 'own', teams: result.bu_teams });
      },
    }),
  ];
}
