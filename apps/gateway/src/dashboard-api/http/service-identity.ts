import { signInternalToken } from '@vmdash/identity';

/** The gateway's own identity towards the dashboard's session RPCs (dashboard.proto header). */
export const GATEWAY_IDENTITY = { subject: 'system:gateway', scopes: ['dashboard:auth'] };
/** Scope of every dashboard user's internal token. */
export const DASHBOARD_USER_SCOPE = 'dashboard';
/**
 * The `teams` claim of an Admin who chose every team: a user's teams are team names, which never hold `*`.
 * Services treat `["*"]` as "no team restriction"; any other list restricts to those teams.
 */
export const ALL_TEAMS = '*';

/** Re-sign the service token after this long (internal tokens live 60 s). */
const SERVICE_TOKEN_REUSE_MS = 30_000;

/**
 * A source of the gateway's service token for Login, Logout and ResolveSession: signed once and reused for 30 s,
 * so the session check of every dashboard request costs no signature.
 */
export function createServiceTokenSource(internalTokenPrivateKey: string, now: () => number = Date.now): () => string {
  let token = '';
  let signedAt = -Infinity;
  return () => {
    if (now() - signedAt >= SERVICE_TOKEN_REUSE_MS) {
      token = signInternalToken(GATEWAY_IDENTITY, internalTokenPrivateKey);
      signedAt = now();
    }
    return token;
  };
}
