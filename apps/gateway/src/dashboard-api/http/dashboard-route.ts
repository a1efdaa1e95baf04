import { routeDefiner, type AccessRule, type Route } from '../../http/route-table';
import type { RateLimitName } from '../dashboard-api.deps';
import type { RequestSession } from './dashboard-session';

/** Access of a dashboard route: anyone, any signed-in user, or signed-in users of some groups (interface-spec, "Dashboard"). */
export type DashboardAccess = Extract<AccessRule, { kind: 'public' | 'session' | 'groups' }>;

/** What a dashboard handler gets besides the kernel's input. */
export interface DashboardContext {
  /** The verified session; set for routes whose access is not public. */
  session: RequestSession | undefined;
  /** req.ip: the peer, or the client named by X-Forwarded-For when the peer is a trusted proxy (TRUST_PROXY). */
  clientAddress: string;
}

/**
 * The dashboard API's own fields of a route: its rate limit (login runs before anything else, password change after
 * the session guard; interface-spec, "Limits"), whether the service may shed it, the 400 text of invalid input without a text of its own, and the
 * route's 500 text (the specification gives one per route).
 */
export interface DashboardRouteFields {
  rateLimit?: RateLimitName;
  /**
   * The service refuses the call before doing any of its work when it could not finish it within the call's deadline
   * (refusal reason OVERLOADED): documented as a 503 with `Retry-After` (docs/decisions/0017, "Sign-ins under load").
   */
  shedsLoad?: { description: string; example: string };
  invalidInputText: string;
  failureText: string;
}

/** A route of the dashboard API, as its dialect and document hold it. */
export type DashboardRoute = Route<DashboardAccess, DashboardContext> & DashboardRouteFields;

/** Declares a dashboard route (see RouteDefinition) with its texts; the handler is typed by its schemas. */
export const defineDashboardRoute = routeDefiner<DashboardAccess, DashboardContext, DashboardRouteFields>();
