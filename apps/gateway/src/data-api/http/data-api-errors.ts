import type { Request, Response } from 'express';
import type { Logger } from '@vmdash/observability';
import { isGrpcError } from '@vmdash/grpc';
import { mapGrpcError } from '../../http/grpc-errors';
import { requestIdOf } from '../../http/request-id';

/**
 * Turns what a Data API route raised into the API's answer (errors of reading the request never come here: the kernel
 * gives them to the dialect's refuse, request-errors.ts):
 * - gRPC errors -> mapGrpcError;
 * - anything else -> 500 with a fixed text; the error is logged with the request id.
 */
export function dataApiErrorHandler(logger: Logger): (error: unknown, req: Request, res: Response) => void {
  return (error, req, res) => {
    const requestId = requestIdOf(res);
    if (isGrpcError(error)) {
      const mapped = mapGrpcError(error);
      const log = mapped.status >= 500 || mapped.status === 401 ? logger.error.bind(logger) : logger.debug.bind(logger);
      log({ requestId, grpcCode: error.code, grpcDetails: error.details, method: req.method, path: req.path }, 'upstream call failed');
      res
        .status(mapped.status)
        .set(mapped.headers ?? {})
        .json(mapped.body);
      return;
    }
    logger.error({ err: error, requestId, method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ detail: 'Internal Server Error' });
  };
}
