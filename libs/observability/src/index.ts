export { createLogger, REDACTED_PATHS, type Logger } from './logger';
export { flushLogs, LOG_EXIT_FLUSH_MS } from './log-destination';
export { REQUEST_ID_KEY, runWithRequestContext, currentRequestContext, acceptRequestId, type RequestContext } from './request-context';
