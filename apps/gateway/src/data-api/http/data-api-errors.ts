import type { Request, Response } from 'express';
import type { Logger } from '@vmdash/observability';
import { isServiceError, mapGrpcError } from '../../http/grpc-errors';
import { requestIdOf } from '../../http/request-id';
import { jsonInvalidError } from '../../http/validation-errors';

/** The error body-parser raises (http-errors with a `type`). */
interface BodyParserError extends Error {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string' && typeof (error as Partial<BodyParserError>).status === 'number';
}

/**
 * Turns what a Data API route raised into the API's answer:
 * - body parser: malformed JSON -> 422 `json_invalid` (FastAPI); body over the limit -> 413; unsupported charset or
 *   encoding -> 415; any other 4xx of the parser keeps its status;
 * - gRPC errors -> mapGrpcError;
 * - anything else -> 500 with a fixed text; the error is logged with the request id.
 */
export function dataApiErrorHandler(logger: Logger): (error: unknown, req: Request, res: Response) => void {
  return (error, req, res) => {
    const requestId = requestIdOf(res);
    if (isBodyParserError(error)) {
      if (error.type === 'entity.parse.failed') return void res.status(422).json({ detail: [jsonInvalidError(error.message)] });
      if (error.type === 'entity.too.large') return void res.status(413).json({ detail: 'Request body too large' });
      if (error.status === 415) return void res.status(415).json({ detail: 'Unsupported Media Type' });
      if (error.status >= 400 && error.status < 500) return void res.status(error.status).json({ detail: 'Bad Request' });
    }
    if (isServiceError(error)) {
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
