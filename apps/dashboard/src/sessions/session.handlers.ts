import type { Handlers } from '@vmdash/grpc';
import type {
  ChangePasswordRequest__Output,
  ChangePasswordResponse,
  CleanupSessionsRequest__Output,
  CleanupSessionsResponse,
  DashboardAuthServiceHandlers,
  ImpersonateRequest__Output,
  ImpersonateResponse,
  LoginRequest__Output,
  LoginResponse,
  LogoutRequest__Output,
  LogoutResponse,
  ResolveSessionRequest__Output,
  ResolveSessionResponse,
  SetTeamScopeRequest__Output,
  SetTeamScopeResponse,
  StopImpersonationRequest__Output,
  StopImpersonationResponse,
} from '@vmdash/proto';
import { ValidationError } from '@vmdash/domain';
import { requireGatewayService, requireUser } from '../caller/caller-policy';
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
 * The session RPCs of vmdash.v1.DashboardAuthService: thin adapters (ARCHITECTURE.md convention 6). Login, Logout and
 * ResolveSession accept only the gateway's service identity; the others a dashboard user (Admin for cleanup,
 * impersonation and team scope). Outcomes travel as enum values, never as texts.
 */
export function createSessionHandlers(
  handlers: Handlers,
  deps: { login(input: { username: string; password: string; clientAddress: string; deviceToken?: string }): Promise<LoginResult>; sessions: SessionCommands; impersonation: ImpersonationCommands; deviceTokenMaxAgeSeconds: number },
): Pick<DashboardAuthServiceHandlers, SessionHandlerNames> {
  const { sessions, impersonation } = deps;
  return {
    Login: handlers.unary<LoginRequest__Output, LoginResponse>(async (request, context) => {
      requireGatewayService(context.caller);
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
    }),

    Logout: handlers.unary<LogoutRequest__Output, LogoutResponse>(async (request, context) => {
      requireGatewayService(context.caller);
      return { ended: await sessions.logout(request.session_id, request.client_address) };
    }),

    ResolveSession: handlers.unary<ResolveSessionRequest__Output, ResolveSessionResponse>(async (request, context) => {
      requireGatewayService(context.caller);
      const resolution = await sessions.resolve(request.session_id);
      if (resolution.state !== 'active') return { state: resolution.state === 'expired' ? 'SESSION_STATE_EXPIRED' : 'SESSION_STATE_ACCOUNT_DISABLED' };
      return {
        state: 'SESSION_STATE_ACTIVE',
        user: toUserRecord(resolution.user),
        real_user: resolution.realUser ? toUserRecord(resolution.realUser) : undefined,
        team_scope: resolution.teamScope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN',
        expires_at: resolution.session.expires_at.toISOString(),
      };
    }),

    ChangePassword: handlers.unary<ChangePasswordRequest__Output, ChangePasswordResponse>(async (request, context) => {
      const caller = requireUser(context.caller);
      requireText(request.current_password, 'current_password');
      requireText(request.new_password, 'new_password');
      const result = await sessions.changePassword(request.session_id, caller, request.current_password, request.new_password, request.client_address);
      switch (result.outcome) {
        case 'changed':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_CHANGED', sessions_ended: result.sessionsEnded };
        case 'current_password_incorrect':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_CURRENT_PASSWORD_INCORRECT' };
        case 'account_disabled':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_ACCOUNT_DISABLED' };
        case 'impersonating':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_IMPERSONATING' };
        case 'session_expired':
          return { outcome: 'CHANGE_PASSWORD_OUTCOME_SESSION_EXPIRED' };
      }
    }),

    CleanupSessions: handlers.unary<CleanupSessionsRequest__Output, CleanupSessionsResponse>(async (_request, context) => {
      requireUser(context.caller, ['Admin']);
      return { deleted: await sessions.cleanupExpired() };
    }),

    Impersonate: handlers.unary<ImpersonateRequest__Output, ImpersonateResponse>(async (request, context) => {
      const admin = requireUser(context.caller, ['Admin']);
      requireText(request.target_user_id, 'target_user_id');
      const result = await impersonation.start(request.session_id, admin, request.target_user_id, request.client_address);
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
    }),

    StopImpersonation: handlers.unary<StopImpersonationRequest__Output, StopImpersonationResponse>(async (request, context) => {
      const caller = requireUser(context.caller);
      const result = await impersonation.stop(request.session_id, caller, request.client_address);
      if (result.outcome === 'stopped') return { outcome: 'STOP_IMPERSONATION_OUTCOME_STOPPED', user: toDashboardUser(result.admin) };
      return { outcome: result.outcome === 'not_impersonating' ? 'STOP_IMPERSONATION_OUTCOME_NOT_IMPERSONATING' : 'STOP_IMPERSONATION_OUTCOME_SESSION_EXPIRED' };
    }),

    SetTeamScope: handlers.unary<SetTeamScopeRequest__Output, SetTeamScopeResponse>(async (request, context) => {
      const admin = requireUser(context.caller, ['Admin']);
      if (request.scope !== 'TEAM_SCOPE_OWN' && request.scope !== 'TEAM_SCOPE_ALL') {
        throw new ValidationError('scope is required', [{ loc: ['body', 'scope'], msg: 'Field required', type: 'missing' }]);
      }
      const result = await sessions.setTeamScope(request.session_id, admin, request.scope === 'TEAM_SCOPE_ALL' ? 'all' : 'own');
      if (!result) throw new ValidationError('The session is not an active Admin session');
      return { scope: result.scope === 'all' ? 'TEAM_SCOPE_ALL' : 'TEAM_SCOPE_OWN', bu_teams: result.buTeams };
    }),
  };
}
