import type { ClientReadableStream } from '@grpc/grpc-js';
import type { Response } from 'express';
import type { z } from 'zod';
import type { Scope } from '@vmdash/domain';
import { pipeJsonArray, type StreamOutcome } from './json-array-stream';

/** HTTP methods of the Data API. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch';

/** What a handler answers: one JSON value, or a gRPC stream written as a JSON array. */
export type RouteResult = { kind: 'json'; status: number; body: unknown } | { kind: 'stream'; pipe(res: Response): Promise<StreamOutcome> };

/** A JSON answer (status 200 unless given). */
export function jsonResult(body: unknown, status = 200): RouteResult {
  return { kind: 'json', status, body };
}

/**
 * A streamed JSON array of the records `map` makes from the messages of the call `open` starts (see pipeJsonArray).
 * The call is started only when the response is ready to take it, so its events always have listeners.
 */
export function streamResult<T>(open: () => ClientReadableStream<T>, map: (item: T) => unknown): RouteResult {
  return { kind: 'stream', pipe: (res) => pipeJsonArray(open(), res, map) };
}

/** Documentation of a route in the OpenAPI document. */
export interface RouteDocs {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Description of the 200 response. */
  responseDescription: string;
  /** Documents a 404 with this meaning, e.g. "Asset not found". */
  notFound?: string;
  /** The 200 response is a JSON array streamed item by item. */
  streamed?: boolean;
  /** Further documented responses by status, e.g. /health's 503. */
  otherResponses?: Record<number, { description: string; schema?: z.ZodType }>;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated parts of a request, typed by the route's schemas. */
export interface RouteInput<P, Q, B> {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
}

/**
 * One Data API route: path (OpenAPI form, `{param}`), method, required scope, the zod schemas of its path
 * parameters, query and body (they validate requests and feed the OpenAPI document), the schema of its 200 answer,
 * and the handler that maps the request to gRPC.
 */
export interface RouteDefinition<P extends z.ZodObject | undefined, Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> {
  method: HttpMethod;
  path: string;
  scope: Scope;
  docs: RouteDocs;
  params?: P;
  query?: Q;
  body?: B;
  response: z.ZodType;
  handle(input: RouteInput<P, Q, B>): Promise<RouteResult>;
}

/** A route with its types erased, as the router and the OpenAPI generator hold it. */
export interface Route {
  method: HttpMethod;
  path: string;
  scope: Scope;
  docs: RouteDocs;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  handle(input: { params: unknown; query: unknown; body: unknown }): Promise<RouteResult>;
}

/**
 * Declares a route with its handler typed by its schemas. The router calls the handler only with values those same
 * schemas produced, which is what makes the erasure to `Route` sound.
 */
export function defineRoute<P extends z.ZodObject | undefined = undefined, Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  definition: RouteDefinition<P, Q, B>,
): Route {
  return definition as unknown as Route;
}
