import express, { type ErrorRequestHandler, type IRouter, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { RequestCallOptions } from '@vmdash/grpc';
import type { Logger, RequestContext } from '@vmdash/observability';
import { BODY_KINDS, type BodyParserOptions } from './body-kinds';
import { inputProblemOf } from './request-errors';
import { apiResponseHeaders } from './response-headers';
import { requestIdOf } from './request-id';
import { validateInput, type AbsentBody, type InputProblem } from './route-input';
import type { RouteResult } from './route-result';
import type { AccessRule, DeadlineSettings, Route } from './route-table';

/**
 * What makes one API of the gateway different from the other: a thin adapter over the kernel. The Data API's is
 * data-api/http/data-api-dialect.ts (bearer scope, FastAPI's 422, `{"detail": ...}`), the dashboard API's is
 * dashboard-api/http/dashboard-dialect.ts (cross-site check, rate limits, session and groups, `{"error": ...}`).
 */
export interface Dialect<A extends AccessRule, C extends object, X> {
  /** Where the API's paths start ("/" or "/api"); its router is mounted there and its route paths include it. */
  basePath: string;
  /** Middleware every request of the API passes first (e.g. the cookie parser). */
  preamble: RequestHandler[];
  /** The checks before a route's body is read, in order: its access rule (401/403) and the API's other guards. */
  guards(route: Route<A, C> & X): RequestHandler[];
  /** How bodies are read (a route's bodyLimitBytes replaces the limit), and whether an absent body is missing or `{}`. */
  body: Omit<BodyParserOptions, 'defaultLimitBytes'> & { absent: AbsentBody };
  /**
   * Answers a request whose input did not validate or could not be read (problems in request order, at least one); a
   * 4xx in the API's words that repeats no more than a short excerpt of the input. `route` is undefined when the path
   * could not even be matched (malformed percent-encoding).
   */
  refuse(res: Response, route: (Route<A, C> & X) | undefined, problems: readonly InputProblem[]): void;
  /** The internal token the handler's gRPC calls carry, and the API's own fields of the handler's input. */
  requestScope(req: Request, res: Response): { internalToken: string; context: C };
  /** Body of the 404 for a path the API does not have. */
  notFoundBody: unknown;
  /** Body of the 405 for a known path with another method (sent with `Allow`). */
  methodNotAllowedBody: unknown;
  /**
   * Answers an error a route raised before anything was sent (gRPC call, bug), in the API's words;
   * `route` is the route of the request, when one matched.
   */
  handleError(error: unknown, req: Request, res: Response, route: (Route<A, C> & X) | undefined): void;
}

/** What mounting needs besides the routes and their dialect. */
interface MountOptions {
  logger: Logger;
  deadlines: DeadlineSettings;
}

/** Express path of an OpenAPI path below the API's base: `/hosts/{host_id}` -> `/hosts/:host_id`. */
function expressPath(path: string, basePath: string): string {
  const base = basePath === '/' ? '' : basePath;
  if (!path.startsWith(`${base}/`)) throw new Error(`route ${path} lies outside its API's base path ${basePath}`);
  return path.slice(base.length).replace(/\{(\w+)\}/g, ':$1');
}

/** Sends a handler's result (a stream opens its gRPC call only now, with the handler's `call`). */
async function sendResult(result: RouteResult, req: Request, res: Response, context: Readonly<RequestContext>, logger: Logger): Promise<void> {
  switch (result.kind) {
    case 'json':
      res.status(result.status).json(result.body);
      return;
    case 'stream': {
      const outcome = await result.write(res);
      const { requestId } = context;
      if (outcome.kind === 'failed-after-start') logger.error({ requestId, err: outcome.error, items: outcome.items, path: req.path }, 'stream failed after the response started');
      else if (outcome.kind === 'client-gone') logger.info({ requestId, items: outcome.items, path: req.path }, 'client left during a stream; upstream call cancelled');
    }
  }
}

/**
 * The last step of every route: validates path, query and body (the dialect answers problems), then runs the handler
 * with the call options of the request (`call`: the deadline of the route's class and the request context, the request
 * id and internal token its gRPC calls carry; libs/grpc RequestCallOptions, no AsyncLocalStorage:
 * docs/decisions/0017-gateway-request-path.md), and sends its result. Errors go to the dialect's handleError.
 */
function routeHandler<A extends AccessRule, C extends object, X>(route: Route<A, C> & X, dialect: Dialect<A, C, X>, options: MountOptions): RequestHandler {
  return async (req, res) => {
    const checked = validateInput(route, req, dialect.body.absent);
    if (!checked.ok) return dialect.refuse(res, route, checked.problems);
    const scope = dialect.requestScope(req, res);
    const requestContext = { requestId: requestIdOf(res), internalToken: scope.internalToken };
    const call: RequestCallOptions = { deadline: Date.now() + options.deadlines[route.deadline ?? 'lookup'], requestContext };
    const result = await route.handle({ ...checked.input, call, req, res, ...scope.context });
    await sendResult(result, req, res, requestContext, options.logger);
  };
}

/**
 * Serves a route table through its API's dialect and returns the router to mount at `dialect.basePath`. Every answer
 * carries API_RESPONSE_HEADERS (helmet, `Cache-Control: no-store`). Each route runs: the dialect's guards -> the body parser of its kind, for routes with a body (only for callers the guards let
 * through; the dialect's limit or the route's) -> validation -> handler. A known path with another method answers 405
 * with `Allow` (HEAD included wherever GET is), an unknown path 404, each with the dialect's body. Errors of reading the
 * request (a malformed path, a body too large, too deep, not JSON, corruptly compressed: request-errors.ts) go to the
 * dialect's refuse, so every API answers hostile input with a 4xx in one place; other errors end in the dialect's
 * handleError (a response already under way is cut instead: a broken body must not pass for a whole one).
 *
 * `target` is where the API's layers go: by default a router of its own (mount it at `dialect.basePath`); an API at
 * "/" may pass the app itself, so its requests pass one router less (the Data API: docs/decisions/0017-gateway-request-path.md).
 * The layers then serve every request nothing before them took, as a mounted router would, and the error handler
 * answers only errors of requests that reached them: an error of an earlier layer goes on to Express's own handler.
 */
export function mountRoutes<A extends AccessRule, C extends object, X, T extends IRouter = Router>(
  routes: readonly (Route<A, C> & X)[],
  dialect: Dialect<A, C, X>,
  options: MountOptions,
  target: T = express.Router() as unknown as T,
): T {
  const router = target;
  // Marks the requests this API serves (the error handler's test) as it gives them the API's headers.
  const IN_API_LOCAL = 'inApi';
  router.use((req, res, next) => {
    res.locals[IN_API_LOCAL] = true;
    apiResponseHeaders(req, res, next);
  });
  if (dialect.preamble.length > 0) router.use(...dialect.preamble);
  // The route of a request, for the error handler: kept in res.locals (a WeakMap entry per request cost more).
  const ROUTE_LOCAL = 'route';
  const routeOf = (res: Response) => res.locals[ROUTE_LOCAL] as (Route<A, C> & X) | undefined;
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    const path = expressPath(route.path, dialect.basePath);
    const chain: RequestHandler[] = [
      (_req, res, next) => {
        res.locals[ROUTE_LOCAL] = route;
        next();
      },
      ...dialect.guards(route),
    ];
    if (route.body)
      chain.push(
        BODY_KINDS[route.bodyKind ?? 'json'].parser({ limitBytes: route.bodyLimitBytes ?? dialect.body.limitBytes, defaultLimitBytes: dialect.body.limitBytes, strictJson: dialect.body.strictJson }),
      );
    chain.push(routeHandler(route, dialect, options));
    router[route.method](path, ...chain);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    router.all(path, (_req, res) => {
      res.status(405).set('Allow', allow.join(', ')).json(dialect.methodNotAllowedBody);
    });
  }
  router.use((_req, res) => {
    res.status(404).json(dialect.notFoundBody);
  });
  const errors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.locals[IN_API_LOCAL] !== true) return next(error);
    if (res.headersSent) {
      options.logger.error({ err: error, requestId: requestIdOf(res) }, 'request failed after the response started');
      res.destroy();
      return;
    }
    const problem = inputProblemOf(error);
    if (problem) return dialect.refuse(res, routeOf(res), [problem]);
    dialect.handleError(error, req, res, routeOf(res));
  };
  router.use(errors);
  return router;
}
