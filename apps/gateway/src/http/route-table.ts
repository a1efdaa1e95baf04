import type { RequestCallOptions } from '@vmdash/grpc';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Scope, UserGroup } from '@vmdash/domain';
import type { RouteResult } from './route-result';

/**
 * The route kernel's vocabulary: what a route of either API is (docs/architecture.md, "Adding a route"). A route is
 * data: its method and path, one access rule, the zod schemas of its input, its documented answers and a handler typed
 * by those schemas. `mountRoutes` (mount-routes.ts) serves a table of them through an API's dialect and
 * `buildOpenApiDocument` (openapi/openapi-document.ts) documents the same table.
 */

/** HTTP methods a route may answer; every GET also answers HEAD. */
type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: the one access field of a route definition. Each API's dialect turns the kinds it serves
 * into guards and documents them: the Data API `bearer` (a token with the scope, interface-spec "Authentication"),
 * the dashboard API `public`, `session` and `groups` (interface-spec "Dashboard": group permissions).
 */
export type AccessRule = { kind: 'public' } | { kind: 'bearer'; scope: Scope } | { kind: 'session' } | { kind: 'groups'; groups: readonly UserGroup[] };

/**
 * How long a route's gRPC calls may take: `lookup` (single records and plan writes), `stream` (streamed lists) and
 * `bulk` (refreshes, bulk creates, one host's findings in one answer), each a setting of at most 30 s
 * (GRPC_DEADLINE_MS, GRPC_STREAM_DEADLINE_MS, GRPC_BULK_DEADLINE_MS; docs/architecture.md, "Errors and retries");
 * `transfer` (the download of a finished job's file: as long as the client takes to read it, GRPC_TRANSFER_DEADLINE_MS,
 * 1 h by default; docs/decisions/0028-jobs.md, "Downloading a result").
 * The deadline of the class is fixed when the request arrives and reaches the handler as `call`; a stream still
 * running at its deadline is cut (a 504 when nothing was sent yet).
 */
type DeadlineClass = 'lookup' | 'stream' | 'bulk' | 'transfer';

/** Deadline of each class, ms. */
export type DeadlineSettings = Readonly<Record<DeadlineClass, number>>;

/**
 * How a request body is read before validation: `json`, `multipart` (multipart/form-data: the text fields are the
 * body the schema validates, the files are read beside them, see uploadedFilesOf), `json-or-multipart` (either, by
 * the request's media type: JSON within the API's default limit, files within the route's), `raw-json`, JSON whose exact
 * bytes are kept for a signature check (the tracker webhook's HMAC; `rawBodyOf`), or `urlencoded`, an HTML form's flat
 * text fields (application/x-www-form-urlencoded). Each kind has its parser in
 * body-kinds.ts (both tables are keyed by this type, so the compiler asks for each).
 */
export type BodyKind = 'json' | 'multipart' | 'json-or-multipart' | 'raw-json' | 'urlencoded';

/** One documented answer of a route. Without a schema it is an error answer, documented with the API's error body. */
export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  example?: unknown;
  /** Media type of a success answer that is not JSON, e.g. `text/event-stream` (its schema then describes one event's data). */
  mediaType?: string;
}

/** What the OpenAPI document says of a route. */
interface RouteDocs {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /**
   * The route's own answers by status, its success answer included. The API's dialect adds the answers every route of
   * its kind can give (its guards', validation's, failures'); an entry here replaces the dialect's for that status.
   */
  responses: Record<number, ResponseDoc>;
  /** The success answer is a JSON array written item by item (see streamResult). */
  streamed?: boolean;
}

/**
 * What a handler is given: the validated parts of the request, the gRPC call options of the request (the deadline of
 * the route's class, the request id and the caller's internal token: pass `call` to every gRPC call the handler makes,
 * or the call goes out without the caller's identity), and the request and response for what a route needs beyond its
 * input (cookies, headers). The API's dialect adds its own fields (the dashboard's session and client address).
 */
interface RouteInput<P = unknown, Q = unknown, B = unknown, H = unknown> {
  params: P;
  query: Q;
  body: B;
  headers: H;
  call: RequestCallOptions;
  req: Request;
  res: Response;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One route as it is written: `path` in OpenAPI form (`/hosts/{host_id}`, the API's base path included), `access`,
 * the zod schemas of its path parameters, query, body and request headers (they validate the request and document
 * it; header names in lower case, as Node.js gives them, and headers the schema does not name are ignored), the body's kind
 * and size limit (the API's defaults when absent), its deadline class (`lookup` when absent), its documentation, and
 * the handler, typed by the schemas and called only with what they produced.
 */
export interface RouteDefinition<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  H extends z.ZodObject | undefined,
  A extends AccessRule,
  C extends object,
> {
  method: HttpMethod;
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
  bodyKind?: BodyKind;
  /** Largest body accepted, bytes (the API's default when absent); a larger one is refused before it is parsed. */
  bodyLimitBytes?: number;
  deadline?: DeadlineClass;
  docs: RouteDocs;
  handle(input: RouteInput<Output<P>, Output<Q>, Output<B>, Output<H>> & C): Promise<RouteResult>;
}

/** A route with its schema types erased, as mountRoutes and the OpenAPI scaffold hold it. */
export interface Route<A extends AccessRule = AccessRule, C extends object = object> {
  method: HttpMethod;
  path: string;
  access: A;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  headers?: z.ZodObject;
  bodyKind?: BodyKind;
  bodyLimitBytes?: number;
  deadline?: DeadlineClass;
  docs: RouteDocs;
  handle(input: RouteInput & C): Promise<RouteResult>;
}

/**
 * The `define` function of one API: routes whose access is `A`, whose handlers get the API's fields `C`, and which
 * carry the API's own route fields `X` (the dashboard's texts and rate limit). The router calls a handler only with
 * the values its own schemas produced, which is what makes the erasure to `Route` sound.
 */
export function routeDefiner<A extends AccessRule, C extends object, X = unknown>() {
  return <P extends z.ZodObject | undefined = undefined, Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined, H extends z.ZodObject | undefined = undefined>(
    definition: RouteDefinition<P, Q, B, H, A, C> & X,
  ): Route<A, C> & X => definition as unknown as Route<A, C> & X;
}
