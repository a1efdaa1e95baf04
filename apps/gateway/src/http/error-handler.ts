import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '@vmdash/observability';
import { isServiceError, mapGrpcError } from './grpc-errors';
import { requestIdOf } from './request-id';
import { jsonInvalidError } from './validation-errors';

/** The error body-parser raises (http-errors with a `type`). */
interface BodyParserError extends Error {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as Partial<BodyParserError>).type === 'string' && typeof (error as Partial<BodyParserError>).status === 'number';
}

/** 404 for paths the Data API does not have (FastAPI's body). */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not Found' });
};

/**
 * The last middleware: turns what a route threw into the Data API's answer.
 * - Body parser: malformed JSON -> 422 `json_invalid` (FastAPI); body over the limit -> 413; unsupported charset or
 *   encoding -> 415; any other 4xx of the parser keeps its status.
 * - gRPC errors -> mapGrpcError.
 * - Anything else -> 500 with a fixed text; the error is logged with the request id.
 * When part of the answer was already sent, the socket is destroyed rather than ending a broken body normally.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const requestId = requestIdOf(res);
    if (res.headersSent) {
      logger.error({ err: error, requestId }, 'request failed after the response started');
      res.destroy();
      return;
    }
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
      res.status(mapped.status).set(mapped.headers ?? {}).json(mapped.body);
      return;
    }
    logger.error({ err: error, requestId, method: req.method, path: req.path }, 'request failed');
    res.status(500).json({ detail: 'Internal Server Error' });
  };
}
