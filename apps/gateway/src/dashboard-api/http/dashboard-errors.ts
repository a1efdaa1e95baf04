import type { Request, Response } from 'express';
import { RETRY_AFTER_KEY } from '@vmdash/domain';
import { httpStatusForGrpc, isGrpcError, refusalReasonOf } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/grpc-errors';
import { requestIdOf } from '../../http/request-id';
import type { DashboardRoute } from './dashboard-route';
import { sessionOf } from './dashboard-session';
import { CHOSEN_TEXTS, SPEC_TEXTS } from './dashboard-texts';
import { clearSessionCookie, type CookiePolicy } from './session-cookie';

/**
 * `Retry-After` of an OVERLOADED refusal, seconds: the service's own estimate (RETRY_AFTER_KEY, a whole number from 1
 * to 3600), else the gateway's default for a 503.
 */
function retryAfterOf(error: { metadata?: { get(key: string): unknown[] } }): string {
  const sent = Number(error.metadata?.get(RETRY_AFTER_KEY)[0]);
  return String(Number.isInteger(sent) && sent >= 1 && sent <= 3600 ? sent : SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS);
}

/**
 * Answers what a dashboard route raised with `{"error": ...}` and the status of libs/grpc `httpStatusForGrpc`: the one
 * mapping of the dashboard API (docs/architecture.md, Contracts; docs/decisions/0024-one-refusal-channel.md). Errors
 * of reading the request never come here: the kernel gives them to the dialect's refuse.
 * - A refusal (a gRPC status with a reason, `x-refusal-reason`) answers the service's text: INVALID_ARGUMENT 400,
 *   UNAUTHENTICATED 401 (SESSION_ENDED also clears the session cookie), NOT_FOUND 404 (also for a record outside the
 *   caller's teams; 410 with reason GONE: deleted for good, an expired job result), FAILED_PRECONDITION 409,
 *   RESOURCE_EXHAUSTED 429 (413 with reason TOO_LARGE: a streamed export above its row limit), an outside
 *   system's failure with its real failure message: UPSTREAM_FAILED 502, UPSTREAM_TIMEOUT 504 (interface spec, "Errors"),
 *   and OVERLOADED 503 with `Retry-After` (work refused before it started: a sign-in shed, docs/decisions/0017).
 * - PERMISSION_DENIED is 403 with the groups the route requires and the caller's.
 * - A failure (no reason) sends no text of the service: INVALID_ARGUMENT is 400 with the route's text (input the
 *   gateway should have refused), UNAUTHENTICATED 401 "Authentication required" (the service refused the internal
 *   identity: logged), DEADLINE_EXCEEDED 504 "Request timed out" (the call's own deadline or the service's write window,
 *   docs/decisions/0016: nothing was written), UNAVAILABLE 503 with the route's `failureText` and `Retry-After` (a service not
 *   reachable yet or any more: starting, restarting, stopped; docs/architecture.md, "Errors and retries", and
 *   docs/decisions/0024, "A service that is not reachable"); anything else (a rate-limit store failure, a bug) the
 *   route's 500 `failureText`, the cause only in the log.
 */
export function dashboardErrorHandler(logger: Logger, cookies: CookiePolicy): (error: unknown, req: Request, res: Response, route: DashboardRoute | undefined) => void {
  return (error, req, res, route) => {
    const requestId = requestIdOf(res);
    const failureText = route?.failureText ?? 'Internal Server Error';
    if (!isGrpcError(error)) {
      logger.error({ err: error, requestId, method: req.method, path: req.path }, 'dashboard request failed');
      return void res.status(500).json({ error: failureText });
    }
    const reason = refusalReasonOf(error);
    const httpStatus = httpStatusForGrpc(error.code, 'dashboard', reason);
    if (httpStatus === 403) {
      const required = route?.access.kind === 'groups' ? [...route.access.groups] : [];
      return void res.status(403).json({ error: SPEC_TEXTS.insufficientPermissions, required, current: sessionOf(res)?.user.group ?? '' });
    }
    if (reason === 'OVERLOADED') {
      res.setHeader('Retry-After', retryAfterOf(error));
      return void res.status(503).json({ error: error.details || CHOSEN_TEXTS.requestRefused });
    }
    const upstream = reason === 'UPSTREAM_FAILED' || reason === 'UPSTREAM_TIMEOUT';
    if (reason !== null && (httpStatus < 500 || upstream)) {
      if (reason === 'SESSION_ENDED') clearSessionCookie(res, cookies);
      if (upstream) logger.warn({ requestId, reason, grpcDetails: error.details, method: req.method, path: req.path }, 'an outside system failed');
      return void res.status(httpStatus).json({ error: error.details || CHOSEN_TEXTS.requestRefused });
    }
    if (httpStatus === 400) return void res.status(400).json({ error: route?.invalidInputText ?? CHOSEN_TEXTS.invalidBody });
    if (httpStatus === 401) {
      logger.error({ requestId, grpcDetails: error.details, path: req.path }, 'the dashboard refused the internal identity');
      return void res.status(401).json({ error: SPEC_TEXTS.authenticationRequired });
    }
    if (httpStatus === 503) {
      logger.warn({ requestId, grpcDetails: error.details, method: req.method, path: req.path }, 'dashboard service unavailable');
      res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return void res.status(503).json({ error: failureText });
    }
    if (httpStatus === 504) {
      logger.warn({ requestId, grpcDetails: error.details, method: req.method, path: req.path }, 'dashboard call timed out');
      return void res.status(504).json({ error: CHOSEN_TEXTS.requestTimedOut });
    }
    logger.error({ requestId, grpcCode: error.code, grpcDetails: error.details, method: req.method, path: req.path }, 'dashboard call failed');
    res.status(500).json({ error: failureText });
  };
}
