import type { RequestHandler, Response } from 'express';
import { acceptRequestId, REQUEST_ID_KEY } from '@vmdash/observability';

const REQUEST_ID_LOCAL = 'requestId';

/**
 * Gives every request an id: the caller's `x-request-id` when it is safe to log (acceptRequestId), else a new UUID.
 * The id is echoed in the response header and travels to the services in gRPC metadata.
 */
export const requestIdMiddleware: RequestHandler = (req, res, next) => {
  const requestId = acceptRequestId(req.headers[REQUEST_ID_KEY]);
  res.locals[REQUEST_ID_LOCAL] = requestId;
  res.setHeader(REQUEST_ID_KEY, requestId);
  next();
};

/** The id `requestIdMiddleware` gave this request. */
export function requestIdOf(res: Response): string {
  return String(res.locals[REQUEST_ID_LOCAL]);
}
