import cookieParser from 'cookie-parser';
import type { RequestHandler } from 'express';
import type { Logger } from '@vmdash/observability';
import type { z } from 'zod';
import type { Dialect } from '../../http/mount-routes';
import { RETIRED_QUERY_KEYS } from '../../http/paging';
import type { InputProblem } from '../../http/route-input';
import type { RateLimitName } from '../dashboard-api.deps';
import { crossSiteGuard } from './cross-site-guard';
import { dashboardErrorHandler } from './dashboard-errors';
import { requireGroups, requireSession, sessionOf, type SessionLookupDeps } from './dashboard-session';
import type { DashboardAccess, DashboardContext, DashboardRoute, DashboardRouteFields } from './dashboard-route';
import { CHOSEN_TEXTS, KNOWN_TEXTS } from './dashboard-texts';
import type { CookiePolicy } from './session-cookie';

/** Largest JSON body of the dashboard API (a 1024-character password of 4-byte characters fits several times): 16 KB. */
export const DASHBOARD_BODY_LIMIT_BYTES = 16 * 1024;

/** Longest unknown key a 400 text repeats. */
const MAX_NAMED_KEY = 64;

/** "Unknown query parameter pageSize: use page_size": the first unknown key, and the key that replaced it if any. */
function unknownQueryText(key: string): string {
  const replacement = RETIRED_QUERY_KEYS[key];
  return `Unknown query parameter ${key.slice(0, MAX_NAMED_KEY)}${replacement ? `: use ${replacement}` : ''}`;
}

/**
 * The 400 text of the first problem: a body over the limit is "Request body too large", one that cannot be read
 * (corrupt compression, broken framing, unknown charset) "Invalid request body", JSON that does not parse or nests too
 * deep the route's text (such a body has none of the fields); an unknown query key or body field is named ("Unknown
 * query parameter <key>", "Unknown field: <name>"); otherwise the first issue's own text when it is one of the API's
 * texts, else the route's text (for path parameters, malformed percent-encoding included, "Invalid query parameters").
 */
function refusalText(problem: InputProblem, route: DashboardRoute | undefined): string {
  if (problem.kind === 'too-large') return CHOSEN_TEXTS.bodyTooLarge;
  if (problem.kind === 'unsupported-encoding') return CHOSEN_TEXTS.invalidBody;
  const fallback = problem.location === 'path' ? CHOSEN_TEXTS.invalidQuery : (route?.invalidInputText ?? CHOSEN_TEXTS.invalidBody);
  if (problem.kind === 'malformed') return problem.what === 'json' || problem.what === 'nesting' || problem.location === 'path' ? fallback : CHOSEN_TEXTS.invalidBody;
  const first: z.core.$ZodIssue | undefined = problem.kind === 'invalid' ? problem.issues[0] : undefined;
  if (!first) return fallback;
  if (first.code === 'unrecognized_keys') {
    if (problem.location === 'query') return unknownQueryText(first.keys[0] ?? '');
    if (problem.location === 'body') return `Unknown field: ${first.keys.join(', ').slice(0, MAX_NAMED_KEY)}`;
    return fallback;
  }
  return KNOWN_TEXTS.has(first.message) ? first.message : fallback;
}

/** What the dashboard dialect needs. */
interface DashboardDialectDeps extends SessionLookupDeps {
  logger: Logger;
  cookies: CookiePolicy;
  allowedOrigins: readonly string[];
  limiters: Record<RateLimitName, RequestHandler>;
}

/**
 * The dashboard API over the route kernel, mounted at /api. Each route runs: cross-site check for
 * POST/PATCH/PUT/DELETE (403) -> login limiter (429) -> session guard (401) -> permission guard by group (403) ->
 * password-change limiter (429) -> JSON body (an object or array, 16 KB) -> validation (400 with the first problem's
 * text) -> handler. Handlers get the session and the client address; their gRPC calls carry the session's internal
 * token, or the gateway's service token on public routes. What a handler raises is answered by dashboardErrorHandler.
 * Unknown paths answer 404 `{"error":"Not found"}`, other methods on a known path 405 `{"error":"Method not allowed"}`
 * with `Allow`.
 */
export function createDashboardDialect(deps: DashboardDialectDeps): Dialect<DashboardAccess, DashboardContext, DashboardRouteFields> {
  const crossSite = crossSiteGuard(deps.allowedOrigins);
  const session = requireSession(deps);
  return {
    basePath: '/api',
    // Unsigned cookies only: the session id is a random secret the dashboard looks up, not a value to trust.
    preamble: [cookieParser()],
    guards(route) {
      const chain: RequestHandler[] = [crossSite];
      if (route.rateLimit === 'login') chain.push(deps.limiters.login);
      if (route.access.kind !== 'public') chain.push(session);
      if (route.access.kind === 'groups') chain.push(requireGroups(route.access.groups));
      if (route.rateLimit === 'password-change') chain.push(deps.limiters['password-change']);
      return chain;
    },
    // An absent body (no JSON content type) is validated as {}, so a missing field reads as missing.
    body: { limitBytes: DASHBOARD_BODY_LIMIT_BYTES, strictJson: true, absent: 'empty-object' },
    refuse: (res, route, problems) => {
      const [first] = problems;
      res.status(400).json({ error: first ? refusalText(first, route) : CHOSEN_TEXTS.invalidBody });
    },
    requestScope: (req, res) => {
      const current = sessionOf(res);
      return { internalToken: current?.internalToken ?? deps.serviceToken(), context: { session: current, clientAddress: req.ip ?? '' } };
    },
    notFoundBody: { error: CHOSEN_TEXTS.notFound },
    methodNotAllowedBody: { error: CHOSEN_TEXTS.methodNotAllowed },
    handleError: dashboardErrorHandler(deps.logger, deps.cookies),
  };
}
