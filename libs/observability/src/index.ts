export { createLogger, REDACTED_PATHS, type Logger } from './logger';
export { REQUEST_ID_KEY, runWithRequestContext, currentRequestId, currentInternalToken, currentRequestContext, acceptRequestId } from './request-context';
