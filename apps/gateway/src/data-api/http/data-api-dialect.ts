import type { Logger } from '@vmdash/observability';
import { callerOf, type BearerAuth } from '../../auth/bearer-auth';
import type { Response } from 'express';
import type { Dialect } from '../../http/mount-routes';
import type { InputProblem } from '../../http/route-input';
import { fastApiErrorsFromZod, jsonInvalidError, MAX_REPORTED_ERRORS, missingBodyError } from '../../http/validation-errors';
import { dataApiErrorHandler } from './data-api-errors';
import type { DataApiAccess } from './data-api-route';

/** Largest body of a Data API route (bulk requests of 10,000 hosts fit many times over): 2 MB; larger bodies get 413. */
export const DATA_API_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * The Data API's answer to input it refuses: 413 `{"detail":"Request body too large"}`, 415 for a charset or content
 * encoding it does not read, 400 `{"detail": "<why>"}` for a body that is not a readable compressed or framed stream,
 * else FastAPI's 422 with every problem (a path that is not valid percent-encoding is a `value_error` at `["path"]`,
 * JSON that does not parse or nests too deep `json_invalid`), at most MAX_REPORTED_ERRORS entries.
 */
function refuseDataApiInput(res: Response, problems: readonly InputProblem[]): void {
  const detail = [];
  for (const problem of problems) {
    switch (problem.kind) {
      case 'too-large':
        return void res.status(413).json({ detail: 'Request body too large' });
      case 'unsupported-encoding':
        return void res.status(415).json({ detail: 'Unsupported Media Type' });
      case 'missing':
        detail.push(missingBodyError());
        break;
      case 'invalid':
        detail.push(...fastApiErrorsFromZod(problem.issues, problem.location, problem.input));
        break;
      case 'malformed':
        if (problem.what === 'compression' || problem.what === 'framing') return void res.status(400).json({ detail: problem.message });
        if (problem.location === 'path') detail.push({ type: 'value_error', loc: ['path'], msg: `Value error, ${problem.message}` });
        else detail.push(jsonInvalidError(problem.message));
    }
  }
  res.status(422).json({ detail: detail.slice(0, MAX_REPORTED_ERRORS) });
}

/**
 * The Data API over the route kernel (interface-spec, "A. Data API"): every route authenticates the bearer token
 * (401 `{"detail":"Not authenticated"}`) and checks its scope (403) before the body is read; JSON bodies of any
 * top-level type up to 2 MB (a body that is absent or of another media type is a missing body); every invalid part of
 * the input is reported at once in FastAPI's 422 body `{"detail":[{type,loc,msg,input,ctx}]}` (refuseDataApiInput); 404
 * `{"detail":"Not Found"}` and 405 `{"detail":"Method Not Allowed"}` as FastAPI words them; errors by
 * dataApiErrorHandler.
 */
export function createDataApiDialect(auth: BearerAuth, logger: Logger): Dialect<DataApiAccess, object, unknown> {
  return {
    basePath: '/',
    preamble: [],
    guards: (route) => [auth.authenticate, auth.requireScope(route.access.scope)],
    body: { limitBytes: DATA_API_BODY_LIMIT_BYTES, strictJson: false, absent: 'missing' },
    refuse: (res, _route, problems) => refuseDataApiInput(res, problems),
    requestScope: (_req, res) => ({ internalToken: callerOf(res).internalToken, context: {} }),
    notFoundBody: { detail: 'Not Found' },
    methodNotAllowedBody: { detail: 'Method Not Allowed' },
    handleError: dataApiErrorHandler(logger),
  };
}
