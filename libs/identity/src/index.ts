export { signInternalToken, verifyInternalToken, INTERNAL_TOKEN_KEY, type CallerIdentity } from './internal-token';
export { requireScope } from './require-scope';
export { GATEWAY_SERVICE_IDENTITY, SESSION_RPC_SCOPE, DASHBOARD_USER_SCOPE, ALL_TEAMS } from './dashboard-identities';
export { createInternalTokenVerifier } from './verified-token-cache';
