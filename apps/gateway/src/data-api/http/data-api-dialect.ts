import type { Logger } from '@vmdash/observability';
import { callerOf, type BearerAuth } from '../../auth/bearer-auth';
import type { Dialect } from '../../http/mount-routes';
import { fastApiErrorsFromZod, missingBodyError } from '../../http/validation-errors';
import { dataApiErrorHandler } from './data-api-errors';
import type { DataApiAccess } from './data-api-route';

/** Largest body of a Data API route (bulk requests of 10,000 hosts fit many times over): 2 MB; larger bodies get 413. */
export const DATA_API_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The Data API over the route kernel (interface-spec, "A. Data API"): every route authenticates the bearer token
 * (401 `{"detail":"Not authenticated"}`) and checks its scope (403) before the body is read; JSON bodies of any
 * top-level type up to 2 MB (a body that is absent or of another media type is a missing body); every invalid part of
 * the input is reported at once in FastAPI's 422 body `{"detail":[{type,loc,msg,input,ctx}]}`; 404
 * `{"detail":"Not Found"}` and 405 `{"detail":"Method Not Allowed"}` as FastAPI words them; errors by
 * dataApiErrorHandler.
 */
export function createDataApiDialect(auth: BearerAuth, logger: Logger): Dialect<DataApiAccess, object, unknown> {
  return {
    basePath: '/',
    preamble: [],
    guards: (route) => [auth.authenticate, auth.requireScope(route.access.scope)],
    body: { limitBytes: DATA_API_BODY_LIMIT_BYTES, strictJson: false, absent: 'missing' },
    refuse: (res, _route, problems) => {
      const detail = problems.flatMap((problem) => (problem.kind === 'missing' ? [missingBodyError()] : fastApiErrorsFromZod(problem.issues, problem.location, problem.input)));
      res.status(422).json({ detail });
    },
    requestScope: (_req, res) => ({ internalToken: callerOf(res).internalToken, context: {} }),
    notFoundBody: { detail: 'Not Found' },
    methodNotAllowedBody: { detail: 'Method Not Allowed' },
    handleError: dataApiErrorHandler(logger),
  };
}
