import type { Scope } from '@vmdash/domain';
import { routeDefiner, type AccessRule, type Route } from '../../http/route-table';

/** Access of a Data API route: a bearer token carrying the scope (interface-spec, "Authentication": Data API). */
export type DataApiAccess = Extract<AccessRule, { kind: 'bearer' }>;

/** A route of the Data API, as its dialect and document hold it. */
export type DataApiRoute = Route<DataApiAccess>;

/** Declares a Data API route (see RouteDefinition): access `{ kind: 'bearer', scope }`, handler typed by its schemas. */
export const defineRoute = routeDefiner<DataApiAccess, object>();

/** The access of a route that needs a bearer token with `scope`. */
export function bearer(scope: Scope): DataApiAccess {
  return { kind: 'bearer', scope };
}
