import { ValidationError, type WriteWindow } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import { toDashboardUser, toUserRecord } from '../users/user.messages';
import type { ImpersonationCommands } from './impersonation.commands';
import type { LoginResult } from './login.command';
import type { OidcLogoutInput } from './oidc-logout.command';
import type { OidcRecheckInput } from './oidc-recheck.command';
import type { OidcSignInInput } from './oidc-sign-in.command';
import type { SessionCommands } from './session.commands';

type SessionHandlerNames =
  'Login' | 'OidcSignIn' | 'OidcLogout' | 'OidcRecheckSession' | 'Logout' | 'ResolveSession' | 'ChangePassword' | 'CleanupSessions' | 'Impersonate' | 'StopImpersonation' | 'SetTeamScope';

function requireText(value: string, field: string): void {
  if (value.length === 0) throw new ValidationError(`${field} is required`, [{ loc: ['body', field], msg: 'Field required', type: 'missing' }]);
}

/**
 * The session RPCs of vmdash.v1.DashboardAuthService: thin adapters (docs/architecture.md, The service skeleton).
 * Who may call them is their RPC_PERMISSIONS entry (Login, OidcSignIn, OidcLogout, OidcRecheckSession, Logout and
 * ResolveSession the gateway's service identity; the others a dashboard user, Admin for cleanup, impersonation and
 * team scope), checked before a handler runs.
 * Refusals are the commands' domain errors, with the user's texts (docs/architecture.md, Contracts).
 */
export function createSessionHandlers(deps: {
  login(input: { username: string; password: string; clientAddress: string; deviceToken?: string; writes: WriteWindow }): Promise<LoginResult>;
  oidcSignIn(input: OidcSignInInput): Promise<LoginResult>;
  oidcLogout(input: OidcLogoutInput): Promise<number>;
  oidcRecheck(input: OidcRecheckInput): Promise<number>;
  sessions: SessionCommands;
  impersonation: ImpersonationCommands;
  deviceTokenMaxAgeSeconds: number;
}): Pick<ServiceImplementation<'vmdash.v1.DashboardAuthService'>, SessionHandlerNames> {
  const { sessions, impersonation } = deps;
  return {
    Login: async (request, { writes }) => {
      requireText(request.username, 'username');
      requireText(request.password, 'password');
      const result = await deps.login({ username: request.username, password: request.password, clientAddress: request.client_address, deviceToken: request.device_token, writes });
      return {
        user: toDashboardUser(result.user),
        session_id: result.sessionId,
        expires_at: result.expiresAt.toISOString(),
        device_token: result.newDeviceToken,
        device_token_max_age_seconds: deps.deviceTokenMaxAgeSeconds,
      };
    },

    OidcSignIn: async (request, { writes }) => {
      for (const field of ['issuer', 'subject', 'username'] as const) requireText(request[field], field);
      const result = await deps.oidcSignIn({
        issuer: request.issuer,
        subject: request.subject,
        username: request.username,
        email: request.email,
        group: request.group,
        buTeams: request.bu_teams,
        providerGroups: request.provider_groups,
        sealedCredential: request.sealed_credential,
        clientAddress: request.client_address,
        writes,
      });
      return { user: toDashboardUser(result.user), session_id: result.sessionId, expires_at: result.expiresAt.toISOString(), device_token_max_age_seconds: 0 };
    },

    OidcLogout: async (request) => {
      for (const field of ['issuer', 'subject', 'jti', 'jti_kept_until'] as const) requireText(request[field], field);
      const jtiKeptUntil = new Date(request.jti_kept_until);
      if (Number.isNaN(jtiKeptUntil.getTime()))
        throw new ValidationError('jti_kept_until must be an ISO 8601 time', [{ loc: ['body', 'jti_kept_until'], msg: 'Invalid datetime', type: 'value_error' }]);
      const sessionsEnded = await deps.oidcLogout({ issuer: request.issuer, subject: request.subject, jti: request.jti, jtiKeptUntil, clientAddress: request.client_address });
      return { sessions_ended: sessionsEnded };
    },

    OidcRecheckSession: async (request) => {
      requireText(request.session_id, 'session_id');
      const sessionsEnded = await deps.oidcRecheck({
        sessionId: request.session_id,
        authorised: request.authorised,
        refusalReason: request.refusal_reason,
        sealedCredential: request.sealed_credential,
        ...(request.claims_applied ? { claims: { group: request.group, buTeams: request.bu_teams } } : {}),
        clientAddress: request.client_address,
      });
      return { sessions_ended: sessionsEnded };
    },

    Logout: async (request) => ({ ended: await sessions.logout(request.session_id, request.client_address) }),

    ResolveSession: async (request) => {
      const resolution = await sessions.resolve(request.session_id);
      if (resolution.state !== 'active') return { state: resolution.state === 'expired' ? 'SESSION_STATE_EXPIRED' : 'SESSION_STATE_ACCOUNT_DISABLED' };
      return {
        state: 'SESSION_STATE_ACTIVE',
        user: toUserRecord(resolution.user),
        real_user: resolution.realUser ? toUserRecord(resolution.realUser) : undefined,
        team_scope: resolution.teamScope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN',
        expires_at: resolution.session.expires_at.toISOString(),
        ...(resolution.oidcRecheck ? { oidc_recheck: { sealed_credential: resolution.oidcRecheck } } : {}),
      };
    },

    ChangePassword: async (request, { user }) => {
      requireText(request.current_password, 'current_password');
      requireText(request.new_password, 'new_password');
      const result = await sessions.changePassword(request.session_id, user, request.current_password, request.new_password, request.client_address);
      return { sessions_ended: result.sessionsEnded, session_id: result.sessionId };
    },

    CleanupSessions: async (request, { user }) => ({ deleted: await sessions.cleanupExpired(user, request.client_address) }),

    Impersonate: async (request, { user }) => {
      requireText(request.target_user_id, 'target_user_id');
      const { target, admin } = await impersonation.start(request.session_id, user, request.target_user_id, request.client_address);
      return { user: toDashboardUser(target), real_user: toDashboardUser(admin) };
    },

    StopImpersonation: async (request, { user }) => ({ user: toDashboardUser(await impersonation.stop(request.session_id, user, request.client_address)) }),

    SetTeamScope: async (request, { user }) => {
      if (request.scope !== 'TEAM_SCOPE_OWN' && request.scope !== 'TEAM_SCOPE_ALL') {
        throw new ValidationError('scope is required', [{ loc: ['body', 'scope'], msg: 'Field required', type: 'missing' }]);
      }
      const result = await sessions.setTeamScope(request.session_id, user, request.scope === 'TEAM_SCOPE_ALL' ? 'all' : 'own', request.client_address);
      return { scope: result.scope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN', bu_teams: result.buTeams };
    },
  };
}
