import type { Request, Response } from 'express';
import type { UserGroup } from '@vmdash/domain';
import type { z } from 'zod';
import type { RateLimitName } from '../dashboard-api.deps';
import type { RequestSession } from './dashboard-session';

/** HTTP methods of the dashboard API. */
export type DashboardMethod = 'get' | 'post' | 'patch';

/** Who may call a route: anyone, any signed-in user, or signed-in users of some groups. */
export type RouteAccess = { kind: 'public' } | { kind: 'session' } | { kind: 'groups'; groups: readonly UserGroup[] };

/** One documented answer of a route. */
export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  example?: unknown;
}

/** Documentation of a route in /api/openapi.json. */
export interface DashboardRouteDocs {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Every answer by status, 200 or 201 included (the guard's 401/403, the limiter's 429, 400 and 500 are added). */
  responses: Record<number, ResponseDoc>;
}

/** What a handler answers (cookies, when any, are set on `res` by the handler). */
export interface DashboardResult {
  status: number;
  body: unknown;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as a handler sees it: validated parts, the verified session (routes with access), the client address. */
export interface DashboardContext<P, Q, B> {
  req: Request;
  res: Response;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  /** Set for routes whose access is not public. */
  session: RequestSession | undefined;
  /** req.ip: the peer, or the client named by X-Forwarded-For when the peer is a trusted proxy (TRUST_PROXY). */
  clientAddress: string;
}

/**
 * One route of the dashboard API: path (OpenAPI form), method, access, rate limit, the zod schemas that validate its
 * parts (and feed the OpenAPI document), the 400 text of invalid input without a text of its own, the route's 500
 * text (interface-spec.md gives one per route), and the handler.
 */
export interface DashboardRouteDefinition<P extends z.ZodObject | undefined, Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> {
  method: DashboardMethod;
  path: string;
  access: RouteAccess;
  /** login runs before anything else; password-change after the session guard (interface-spec.md). */
  rateLimit?: RateLimitName;
  params?: P;
  query?: Q;
  body?: B;
  invalidInputText: string;
  failureText: string;
  docs: DashboardRouteDocs;
  handle(context: DashboardContext<P, Q, B>): Promise<DashboardResult>;
}

/** A route with its types erased, as the router and the OpenAPI generator hold it. */
export interface DashboardRoute {
  method: DashboardMethod;
  path: string;
  access: RouteAccess;
  rateLimit?: RateLimitName;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  invalidInputText: string;
  failureText: string;
  docs: DashboardRouteDocs;
  handle(context: Omit<DashboardContext<undefined, undefined, undefined>, 'params' | 'query' | 'body'> & { params: unknown; query: unknown; body: unknown }): Promise<DashboardResult>;
}

/** Declares a route with its handler typed by its schemas (the router calls it only with what they produced). */
export function defineDashboardRoute<P extends z.ZodObject | undefined = undefined, Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  definition: DashboardRouteDefinition<P, Q, B>,
): DashboardRoute {
  return definition as unknown as DashboardRoute;
}
