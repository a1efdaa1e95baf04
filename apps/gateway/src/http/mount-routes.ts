import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from '@vmdash/observability';
import { runWithRequestContext } from '@vmdash/observability';
import type { z } from 'zod';
import { callerOf, type BearerAuth } from '../auth/bearer-auth';
import { requestIdOf } from './request-id';
import type { Route } from './route';
import { fastApiErrorsFromZod, missingBodyError, type FastApiValidationError, type RequestLocation } from './validation-errors';

/** Largest JSON body accepted (bulk requests of 10,000 hosts fit many times over); larger bodies get 413. */
export const JSON_BODY_LIMIT = '2mb';

/** Express path of an OpenAPI path: `/hosts/{host_id}` -> `/hosts/:host_id`. */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

function parsePart(schema: z.ZodType | undefined, raw: unknown, location: RequestLocation, errors: FastApiValidationError[]): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors.push(...fastApiErrorsFromZod(parsed.error.issues, location, raw));
  return undefined;
}

/**
 * The last step of every route: validates path, query and body together (all problems are reported at once, as
 * FastAPI does), answers 422 when any is invalid, else runs the handler inside the request context (request id and
 * internal token forwarded on gRPC calls) and sends its result. Errors go to the error handler.
 */
function routeHandler(route: Route, logger: Logger): RequestHandler {
  return async (req: Request, res: Response) => {
    const errors: FastApiValidationError[] = [];
    const params = parsePart(route.params, req.params, 'path', errors);
    const query = parsePart(route.query, req.query, 'query', errors);
    let body: unknown;
    if (route.body) {
      if (req.body === undefined) errors.push(missingBodyError());
      else body = parsePart(route.body, req.body, 'body', errors);
    }
    if (errors.length > 0) {
      res.status(422).json({ detail: errors });
      return;
    }
    const requestId = requestIdOf(res);
    const context = { requestId, internalToken: callerOf(res).internalToken };
    const result = await runWithRequestContext(context, () => route.handle({ params, query, body }));
    if (result.kind === 'json') {
      res.status(result.status).json(result.body);
      return;
    }
    const outcome = await runWithRequestContext(context, () => result.pipe(res));
    if (outcome.kind === 'failed-after-start') logger.error({ requestId, err: outcome.error, items: outcome.items, path: req.path }, 'stream failed after the response started');
    else if (outcome.kind === 'client-gone') logger.info({ requestId, items: outcome.items, path: req.path }, 'client left during a stream; upstream call cancelled');
  };
}

/**
 * Mounts the Data API's routes. Each one runs: authenticate (401) -> scope (403) -> JSON body parser for routes with
 * a body (parsed only for authorised callers; 413 over JSON_BODY_LIMIT) -> validation (422) -> handler. A known path
 * with another method answers 405 with `Allow`, as FastAPI does.
 */
export function mountRoutes(router: Router, routes: readonly Route[], auth: BearerAuth, logger: Logger): void {
  const jsonBody = express.json({ limit: JSON_BODY_LIMIT, strict: false });
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    const path = expressPath(route.path);
    const chain: RequestHandler[] = [auth.authenticate, auth.requireScope(route.scope)];
    if (route.body) chain.push(jsonBody);
    chain.push(routeHandler(route, logger));
    router[route.method](path, ...chain);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    router.all(path, (_req, res) => {
      res.status(405).set('Allow', allow.join(', ')).json({ detail: 'Method Not Allowed' });
    });
  }
}
