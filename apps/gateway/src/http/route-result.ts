import type { ClientReadableStream } from '@grpc/grpc-js';
import type { Response } from 'express';
import { pipeJsonArray, type StreamOutcome } from './json-array-stream';

/**
 * What a handler answers:
 * - `json`: one JSON value with a status (jsonResult);
 * - `stream`: a body the route writes itself, piece by piece, and how that ended (streamResult writes a gRPC stream as a
 *   JSON array; a CSV or XLSX download or a Server-Sent Events stream is another writer of the same kind). Nothing
 *   may be written before the first piece is ready, so a failure before it is still answered with a status.
 */
export type RouteResult = { kind: 'json'; status: number; body: unknown } | { kind: 'stream'; write(res: Response): Promise<StreamOutcome> };

/** A JSON answer (status 200 unless given). */
export function jsonResult(body: unknown, status = 200): RouteResult {
  return { kind: 'json', status, body };
}

/**
 * A streamed JSON array of the records `map` makes from the messages of the call `open` starts (see pipeJsonArray).
 * The call is started only when the response is ready to take it, so its events always have listeners.
 */
export function streamResult<T>(open: () => ClientReadableStream<T>, map: (item: T) => unknown): RouteResult {
  return { kind: 'stream', write: (res) => pipeJsonArray(open(), res, map) };
}

/**
 * A 302 redirect to `location` (the identity provider's authorization endpoint, or a path of the app after single
 * sign-on): written by the route like a stream's body, so the route table needs no kind of its own for it.
 */
export function redirectResult(location: string): RouteResult {
  return {
    kind: 'stream',
    write: async (res) => {
      res.redirect(302, location);
      return { kind: 'completed', items: 0 };
    },
  };
}

/**
 * A 200 answer of JSON written already as UTF-8 bytes (a findings page whose rows data-cache wrote as JSON,
 * docs/decisions/0031-dashboard-reads-at-scale.md): sent with the headers Express's `res.json` gives the text it makes
 * (Content-Type application/json; charset=utf-8 unless set, then `res.send`: ETag, HEAD), so the answer is the one
 * jsonResult gives; written by the route like a stream's body, as redirectResult is.
 */
export function jsonBytesResult(bytes: Buffer): RouteResult {
  return {
    kind: 'stream',
    write: async (res) => {
      if (!res.get('Content-Type')) res.set('Content-Type', 'application/json; charset=utf-8');
      res.status(200).send(bytes);
      return { kind: 'completed', items: 1 };
    },
  };
}
