export { signInternalToken, verifyInternalToken, INTERNAL_TOKEN_KEY, type CallerIdentity } from './internal-token';
export { requireScope } from './require-scope';
