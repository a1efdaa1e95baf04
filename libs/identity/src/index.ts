export { signInternalToken, signJobGrant, verifyInternalToken, INTERNAL_TOKEN_KEY, type CallerIdentity } from './internal-token';
export { RPC_PERMISSIONS, permissionOf, type RpcPermission, type RpcPermissions } from './rpc-permissions';
export { admitCaller, type Admission, type DashboardUserCaller } from './rpc-admission';
export { GATEWAY_SERVICE_IDENTITY, DASHBOARD_USER_SCOPE, ALL_TEAMS } from './dashboard-identities';
export { createInternalTokenVerifier } from './verified-token-cache';
export { requestKeyOf, requestFingerprintOf } from './request-key';
export { createSealer, SealRefusedError, type Sealer, type SealingKeys } from './sealing';
