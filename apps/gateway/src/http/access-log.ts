import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '@vmdash/observability';
import { requestIdOf } from './request-id';

/** Options of the access log. */
interface AccessLogOptions {
  logger: Logger;
  /** Level of the line of an answer below 400 ('debug' in production, docs/decisions/0017-gateway-request-path.md). */
  successLevel: 'info' | 'debug';
  /** Paths whose answers are never logged (the Kubernetes probes). */
  ignoredPaths: readonly string[];
}

/**
 * Level of one answer's line: requests that failed before an answer and 5xx at error, except 503 at warn, 4xx at info,
 * else `successLevel`. A 503 is a refusal by design, with `Retry-After`: a sign-in shed under load, a service starting
 * or building its first snapshot (docs/architecture.md, "Errors and retries"); the cause, when there is one, is logged
 * by the service that refused.
 */
function levelOf(res: ServerResponse, failed: boolean, successLevel: 'info' | 'debug'): 'error' | 'warn' | 'info' | 'debug' {
  if (failed) return 'error';
  if (res.statusCode === 503) return 'warn';
  if (res.statusCode >= 500) return 'error';
  return res.statusCode >= 400 ? 'info' : successLevel;
}

/**
 * One access-log line per answer, as pino-http wrote it before (same fields and messages):
 * `{"req":{"id","method","path"},"res":{"statusCode"},"responseTime":<ms>,"msg":"request completed"}`, "request
 * aborted" when the client left first and "request errored" at error for a 5xx other than 503 or a failed response
 * (levelOf). Method and path
 * only: headers (Authorization, cookies) and query strings never reach the log. The level is decided when the answer
 * ends (`close`, which Node emits after `finish` too, or `error`), and a request whose line is below the logger's level
 * costs its start time and two listeners: the line, its request part included, is built only when it is written
 * (pino-http built a child logger with its request bindings for every request, about a tenth of the gateway's time
 * under load; docs/benchmarks.md, "Gateway path").
 */
export function accessLog(options: AccessLogOptions): RequestHandler {
  const { logger, successLevel, ignoredPaths } = options;
  return (req, res, next) => {
    if (ignoredPaths.includes(req.url)) return next();
    const started = Date.now();
    const done = (error?: Error) => {
      res.removeListener('close', done);
      res.removeListener('error', done);
      const failed = error !== undefined;
      const level = levelOf(res, failed, successLevel);
      if (!logger.isLevelEnabled(level)) return;
      // originalUrl: routers mounted below a base path shorten req.url while they run.
      const request = { id: requestIdOf(res), method: req.method, path: req.originalUrl.split('?')[0] };
      const line = { req: request, res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      const message = level === 'error' ? 'request errored' : !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted';
      logger[level](line, message);
    };
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
