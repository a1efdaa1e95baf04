import { ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { LoginResponse } from '@vmdash/proto';
import { toDashboardUser, toUserRecord } from '../users/user.messages';
import type { ImpersonationCommands } from './impersonation.commands';
import type { LoginResult } from './login.command';
import type { SessionCommands } from './session.commands';

type SessionHandlerNames = 'Login' | 'Logout' | 'ResolveSession' | 'ChangePassword' | 'CleanupSessions' | 'Impersonate' | 'StopImpersonation' | 'SetTeamScope';

const LOGIN_OUTCOMES: Record<LoginResult['outcome'], LoginResponse['outcome']> = {
  succeeded: 'LOGIN_OUTCOME_SUCCEEDED',
  invalid_credentials: 'LOGIN_OUTCOME_INVALID_CREDENTIALS',
  account_disabled: 'LOGIN_OUTCOME_ACCOUNT_DISABLED',
  too_many_attempts: 'LOGIN_OUTCOME_TOO_MANY_ATTEMPTS',
};

function requireText(value: string, field: string): void {
  if (value.length === 0) throw new ValidationError(`${field} is required`, [{ loc: ['body', field], msg: 'Field required', type: 'missing' }]);
}

/**
 * The session RPCs of vmdash.v1.DashboardAuthService: thin adapters (docs/architecture.md, The service skeleton).
 * Who may call them is their RPC_PERMISSIONS entry (Login, Logout and ResolveSession the gateway's service identity;
 * the others a dashboard user, Admin for cleanup, impersonation and team scope), checked before a handler runs.
 * Outcomes travel as enum values, never as texts.
 */
export function createSessionHandlers(deps: {
  login(input: { username: string; password: string; clientAddress: string; deviceToken?: string }): Promise<LoginResult>;
  sessions: SessionCommands;
  impersonation: ImpersonationCommands;
  deviceTokenMaxAgeSeconds: number;
}): Pick<ServiceImplementation<'vmdash.v1.DashboardAuthService'>, SessionHandlerNames> {
  const { sessions, impersonation } = deps;
  return {
    Login: async (request) => {
      requireText(request.username, 'username');
      requireText(request.password, 'password');
      const result = await deps.login({ username: request.username, password: request.password, clientAddress: request.client_address, deviceToken: request.device_token });
      if (result.outcome !== 'succeeded') return { outcome: LOGIN_OUTCOMES[result.outcome] };
      return {
        outcome: LOGIN_OUTCOMES.succeeded,
        user: toDashboardUser(result.user),
        session_id: result.sessionId,
        expires_at: result.expiresAt.toISOString(),
        device_token: result.newDeviceToken,
        device_token_max_age_seconds: deps.deviceTokenMaxAgeSeconds,
      };
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
      };
    },

    ChangePassword: async (request, { user }) => {
      requireText(request.current_password, 'current_password');
      requireText(request.new_password, 'new_password');
      const result = await sessions.changePassword(request.session_id, user, request.current_password, request.new_password, request.client_address);
      switch (result.outcome) {
        case 'changed':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_CHANGED', sessions_ended: result.sessionsEnded, session_id: result.sessionId };
        case 'current_password_incorrect':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_CURRENT_PASSWORD_INCORRECT' };
        case 'account_disabled':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_ACCOUNT_DISABLED' };
        case 'impersonating':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_IMPERSONATING' };
        case 'session_expired':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_SESSION_EXPIRED' };
      }
    },

    CleanupSessions: async (request, { user }) => ({ deleted: await sessions.cleanupExpired(user, request.client_address) }),

    Impersonate: async (request, { user }) => {
      requireText(request.target_user_id, 'target_user_id');
      const result = await impersonation.start(request.session_id, user, request.target_user_id, request.client_address);
      switch (result.outcome) {
        case 'started':
          return { outcome: 'IMPERSONATE_OUTCOME_STARTED', user: toDashboardUser(result.target), real_user: toDashboardUser(result.admin) };
        case 'target_not_found':
          return { outcome: 'IMPERSONATE_OUTCOME_TARGET_NOT_FOUND' };
        case 'target_is_self':
          return { outcome: 'IMPERSONATE_OUTCOME_TARGET_IS_SELF' };
        case 'target_is_admin':
          return { outcome: 'IMPERSONATE_OUTCOME_TARGET_IS_ADMIN' };
        case 'target_disabled':
          return { outcome: 'IMPERSONATE_OUTCOME_TARGET_DISABLED' };
        case 'session_expired':
          return { outcome: 'IMPERSONATE_OUTCOME_SESSION_EXPIRED' };
      }
    },

    StopImpersonation: async (request, { user }) => {
      const result = await impersonation.stop(request.session_id, user, request.client_address);
      if (result.outcome === 'stopped') return { outcome: 'STOP_IMPERSONATION_OUTCOME_STOPPED', user: toDashboardUser(result.admin) };
      return { outcome: result.outcome === 'not_impersonating' ? 'STOP_IMPERSONATION_OUTCOME_NOT_IMPERSONATING' : 'STOP_IMPERSONATION_OUTCOME_SESSION_EXPIRED' };
    },

    SetTeamScope: async (request, { user }) => {
      if (request.scope !== 'TEAM_SCOPE_OWN' && request.scope !== 'TEAM_SCOPE_ALL') {
        throw new ValidationError('scope is required', [{ loc: ['body', 'scope'], msg: 'Field required', type: 'missing' }]);
      }
      const result = await sessions.setTeamScope(request.session_id, user, request.scope === 'TEAM_SCOPE_ALL' ? 'all' : 'own', request.client_address);
      if (!result) throw new ValidationError('The session is not an active Admin session');
      return { scope: result.scope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN', bu_teams: result.buTeams };
    },
  };
}
