import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import { status as grpcStatus } from '@grpc/grpc-js';
import type { Logger } from '@vmdash/observability';
import { runWithRequestContext } from '@vmdash/observability';
import type { z } from 'zod';
import { isServiceError } from '../../http/grpc-errors';
import { expressPath } from '../../http/mount-routes';
import { requestIdOf } from '../../http/request-id';
import type { RateLimitName } from '../dashboard-api.deps';
import { crossSiteGuard } from './cross-site-guard';
import { requireGroups, requireSession, sessionOf, type SessionLookupDeps } from './dashboard-session';
import type { DashboardRoute } from './dashboard-route';
import { CHOSEN_TEXTS, KNOWN_TEXTS, SPEC_TEXTS } from './dashboard-texts';
import type { CookiePolicy } from './session-cookie';

/** Largest JSON body of the dashboard API (a 1024-character password of 4-byte characters fits several times). */
export const DASHBOARD_BODY_LIMIT = '16kb';

const ROUTE_KEY = 'dashboardRoute';

/**
 * The 400 text for a failed validation: the first issue's own text when it is one of the API's texts, "Unknown field:
 * <name>" for an unknown body key, else the route's text.
 */
function issueText(issues: readonly z.core.$ZodIssue[], fallback: string, nameUnknownKeys: boolean): string {
  const first = issues[0];
  if (!first) return fallback;
  if (first.code === 'unrecognized_keys') return nameUnknownKeys ? `Unknown field: ${first.keys.join(', ').slice(0, 64)}` : fallback;
  return KNOWN_TEXTS.has(first.message) ? first.message : fallback;
}

function parsePart(schema: z.ZodType | undefined, raw: unknown, fallback: string, nameUnknownKeys = false): { ok: true; value: unknown } | { ok: false; text: string } {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, text: issueText(parsed.error.issues, fallback, nameUnknownKeys) };
}

/** Validates params, query and body (400 with the first problem's text), then runs the handler in the request context. */
function routeHandler(route: DashboardRoute, serviceToken: () => string): RequestHandler {
  return async (req: Request, res: Response) => {
    const params = parsePart(route.params, req.params, CHOSEN_TEXTS.invalidQuery);
    const query = parsePart(route.query, req.query, route.invalidInputText);
    // A body that is absent (no JSON content type) is validated as {} so a missing field reads as missing.
    const body = parsePart(route.body, req.body ?? {}, route.invalidInputText, true);
    for (const part of [params, query, body]) {
      if (!part.ok) return void res.status(400).json({ error: part.text });
    }
    const session = sessionOf(res);
    const context = { requestId: requestIdOf(res), internalToken: session?.internalToken ?? serviceToken() };
    const result = await runWithRequestContext(context, () =>
      route.handle({
        req,
        res,
        params: params.ok ? params.value : undefined,
        query: query.ok ? query.value : undefined,
        body: body.ok ? body.value : undefined,
        session,
        clientAddress: req.ip ?? '',
      }),
    );
    res.status(result.status).json(result.body);
  };
}

/** The body-parser error shape (http-errors with a `type`). */
function bodyParserErrorType(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  return error instanceof Error && typeof type === 'string' ? type : undefined;
}

/**
 * Errors of the dashboard API, answered with `{"error": ...}` and statuses the specification lists: a malformed or
 * too large body is 400 (the route's text for malformed JSON, since such a body has none of the fields; "Request body
 * too large"); a refused internal identity 401; PERMISSION_DENIED 403 with required and current; INVALID_ARGUMENT 400;
 * everything else (the service down, a timeout, a rate-limit store failure, a bug) the route's 500 text, with the
 * cause logged and never sent.
 */
function dashboardErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const route = res.locals[ROUTE_KEY] as DashboardRoute | undefined;
    const requestId = requestIdOf(res);
    if (res.headersSent) {
      logger.error({ err: error, requestId }, 'dashboard request failed after the response started');
      res.destroy();
      return;
    }
    const parserType = bodyParserErrorType(error);
    if (parserType === 'entity.too.large') return void res.status(400).json({ error: CHOSEN_TEXTS.bodyTooLarge });
    if (parserType !== undefined && (error as { status?: number }).status !== undefined && (error as { status: number }).status < 500) {
      return void res.status(400).json({ error: parserType === 'entity.parse.failed' && route ? route.invalidInputText : CHOSEN_TEXTS.invalidBody });
    }
    if (isServiceError(error)) {
      if (error.code === grpcStatus.INVALID_ARGUMENT) return void res.status(400).json({ error: route?.invalidInputText ?? CHOSEN_TEXTS.invalidBody });
      if (error.code === grpcStatus.PERMISSION_DENIED) {
        const required = route?.access.kind === 'groups' ? [...route.access.groups] : [];
        return void res.status(403).json({ error: SPEC_TEXTS.insufficientPermissions, required, current: sessionOf(res)?.user.group ?? '' });
      }
      if (error.code === grpcStatus.UNAUTHENTICATED) {
        logger.error({ requestId, grpcDetails: error.details, path: req.path }, 'the dashboard refused the internal identity');
        return void res.status(401).json({ error: SPEC_TEXTS.authenticationRequired });
      }
      logger.error({ requestId, grpcCode: error.code, grpcDetails: error.details, method: req.method, path: req.path }, 'dashboard call failed');
    } else {
      logger.error({ err: error, requestId, method: req.method, path: req.path }, 'dashboard request failed');
    }
    res.status(500).json({ error: route?.failureText ?? 'Internal Server Error' });
  };
}

/** What mounting the dashboard routes needs. */
export interface DashboardRouterDeps extends SessionLookupDeps {
  logger: Logger;
  cookies: CookiePolicy;
  allowedOrigins: readonly string[];
  limiters: Record<RateLimitName, RequestHandler>;
}

/**
 * The router mounted at /api. Each route runs: cross-site check for POST/PATCH/PUT/DELETE (403) -> login limiter (429) ->
 * session guard (401) -> permission guard by group (403) -> password-change limiter (429) -> JSON body (16 KB) ->
 * validation (400) -> handler. Unknown paths answer 404 `{"error":"Not found"}`, other methods on a known path 405
 * with `Allow`. State changes happen only on POST and PATCH (GET routes change nothing).
 */
export function createDashboardRouter(routes: readonly DashboardRoute[], deps: DashboardRouterDeps): Router {
  const router = express.Router();
  // Unsigned cookies only: the session id is a random secret the dashboard looks up, not a value to trust.
  router.use(cookieParser());
  const jsonBody = express.json({ limit: DASHBOARD_BODY_LIMIT, strict: true });
  const crossSite = crossSiteGuard(deps.allowedOrigins);
  const session = requireSession(deps);
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    // Mounted at /api by the app: paths here are relative to it.
    const path = expressPath(route.path.replace(/^\/api(?=\/)/, ''));
    const chain: RequestHandler[] = [
      (_req, res, next) => {
        res.locals[ROUTE_KEY] = route;
        next();
      },
      crossSite,
    ];
    if (route.rateLimit === 'login') chain.push(deps.limiters.login);
    if (route.access.kind !== 'public') chain.push(session);
    if (route.access.kind === 'groups') chain.push(requireGroups(route.access.groups));
    if (route.rateLimit === 'password-change') chain.push(deps.limiters['password-change']);
    if (route.body) chain.push(jsonBody);
    chain.push(routeHandler(route, deps.serviceToken));
    router[route.method](path, ...chain);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    router.all(path, (_req, res) => {
      res.status(405).set('Allow', allow.join(', ')).json({ error: CHOSEN_TEXTS.methodNotAllowed });
    });
  }
  router.use((_req, res) => {
    res.status(404).json({ error: CHOSEN_TEXTS.notFound });
  });
  router.use(dashboardErrorHandler(deps.logger));
  return router;
}
