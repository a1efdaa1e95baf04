export { createLogger, REDACTED_PATHS, type Logger } from './logger';
export { REQUEST_ID_KEY, runWithRequestContext, currentRequestId, currentInternalToken, acceptRequestId } from './request-context';
