import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { describeBytes } from '../../http/body-kinds';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/grpc-errors';
import { errorResponse, type OpenApiDialect } from '../../openapi/openapi-document';
import { DASHBOARD_BODY_LIMIT_BYTES } from './dashboard-dialect';
import type { DashboardRoute } from './dashboard-route';
import { ErrorBody, PermissionErrorBody } from './dashboard-schemas';
import { CHOSEN_TEXTS, SPEC_TEXTS } from './dashboard-texts';
import { RATE_LIMITS } from './rate-limits';
import { SESSION_COOKIE } from './session-cookie';

/** Name of the cookie security scheme. */
const COOKIE_SCHEME = 'SessionCookie';

const API_DESCRIPTION = [
  'The dashboard backend under /api (face B of the vmdash interface specification): sign-in with a 24-hour cookie session, groups, teams, Admin impersonation, user management and the audit log.',
  '',
  'Errors are `{"error": "<text>"}`; a 403 of the permission guard adds `required` (the groups that may call) and `current` (the caller\'s group). Where the specification shows no text, status or shape ("not shown"), this document states the choice:',
  `- Every error status of the auth routes is one of 400, 401, 403, 429, 500, and 503 when a service the route needs cannot be reached. A body that is not JSON, not an object, or over ${describeBytes(DASHBOARD_BODY_LIMIT_BYTES)} is 400 (the route's "required" text, or "Request body too large"). A field of the wrong type, an empty string and an operator object such as \`{"$ne": null}\` count as missing.`,
  '- A session-guarded route answers 401 "Authentication required" without a valid session (the cookie is cleared when one was sent) and 401 "Account is disabled" when the user is disabled (cookie cleared).',
  `- State-changing requests (POST, PATCH, PUT, DELETE) that a browser marks cross-site, or whose Origin is not the gateway's own or a configured one, are refused: 403 "${CHOSEN_TEXTS.crossSiteRefused}". GET routes change nothing.`,
  `- Rate limits: login ${RATE_LIMITS.login.limit} per 15 minutes per client address; password change ${RATE_LIMITS['password-change'].limit} per 15 minutes per session. Counts are shared by every gateway replica (Redis). Answers carry the IETF draft-8 \`RateLimit\` and \`RateLimit-Policy\` headers and no \`X-RateLimit-*\` headers; 429 bodies are the specification's texts. The client address is the peer's, or X-Forwarded-For's when the peer is a configured trusted proxy (TRUST_PROXY).`,
  '- Failed logins are also capped per account: 100 per hour from browsers that have not signed in to that account before (case variants of a username share the count). Beyond it the answer is 429 "' +
    SPEC_TEXTS.tooManyLogins +
    '". A browser that signed in before holds the `vmdash_device` cookie and keeps its own, smaller cap, so an attacker cannot lock the owner out.',
  '- Ids of users are UUIDs. Timestamps are ISO 8601 UTC. Passwords may be 8 to 1024 characters of any Unicode text, used whole.',
  '- Unknown paths under /api answer 404 "Not found"; other methods on a known path 405 "Method not allowed" with `Allow`.',
  "- A service a route needs that cannot be reached (starting, restarting, stopped) is 503 with the route's failure text and `Retry-After` on every route: ask again after that many seconds (a write's outcome is then unknown: read the state first).",
].join('\n');

/**
 * The dashboard API's document (served at /api/openapi.json): the session cookie as its security scheme (each
 * operation lists the groups that may call it), and the answers every route of its kind can give: 400 for routes with
 * input, 401 and 403 from the guards, 403 from the cross-site check, 429 from the limiters, 503 with `Retry-After` for
 * a service that cannot be reached or a route the service may shed (docs/decisions/0024, "A service that is not
 * reachable"; 0017), the route's 500 text.
 */
export const DASHBOARD_OPENAPI: OpenApiDialect<DashboardRoute> = {
  title: 'vmdash dashboard API',
  description: API_DESCRIPTION,
  securityScheme: {
    name: COOKIE_SCHEME,
    in: 'cookie',
    parameter: SESSION_COOKIE,
    description: '64 hex characters, set by POST /api/auth/login (httpOnly, sameSite lax, secure in production, maxAge 24 hours).',
  },
  register(registry) {
    const ErrorSchema = registry.register('Error', ErrorBody);
    const PermissionError = registry.register('PermissionError', PermissionErrorBody);
    return {
      errorSchema: ErrorSchema,
      standardResponses(route) {
        const responses: Record<number, ResponseConfig> = {};
        if (route.params || route.query || route.body) responses[400] = errorResponse(ErrorSchema, `Invalid input, e.g. "${route.invalidInputText}"`, { error: route.invalidInputText });
        if (route.access.kind !== 'public') {
          responses[401] = errorResponse(ErrorSchema, '"Authentication required" without a valid session; "Account is disabled" for a disabled user (cookie cleared)', {
            error: SPEC_TEXTS.authenticationRequired,
          });
        }
        if (route.access.kind === 'groups') {
          responses[403] = {
            description: `The caller's group is not one of ${route.access.groups.join(', ')}`,
            content: { 'application/json': { schema: PermissionError, example: { error: SPEC_TEXTS.insufficientPermissions, required: route.access.groups, current: 'Read_Only' } } },
          };
        } else if (route.method !== 'get') {
          responses[403] = errorResponse(ErrorSchema, 'A cross-site request', { error: CHOSEN_TEXTS.crossSiteRefused });
        }
        if (route.rateLimit) {
          responses[429] = {
            ...errorResponse(ErrorSchema, `More than ${RATE_LIMITS[route.rateLimit].limit} requests in 15 minutes`, { error: RATE_LIMITS[route.rateLimit].text }),
            headers: {
              RateLimit: { description: 'IETF draft-8: remaining quota and reset', schema: { type: 'string' } },
              'RateLimit-Policy': { description: 'IETF draft-8: the quota policy', schema: { type: 'string' } },
            },
          };
        }
        const unreachable = `A service the route needs cannot be reached (starting, restarting, stopped): "${route.failureText}". Ask again after \`Retry-After\` seconds.`;
        responses[503] = {
          ...(route.shedsLoad
            ? errorResponse(ErrorSchema, `${route.shedsLoad.description} ${unreachable}`, { error: route.shedsLoad.example })
            : errorResponse(ErrorSchema, unreachable, { error: route.failureText })),
          headers: {
            'Retry-After': {
              description: `Seconds to wait before asking again (RFC 9110, 10.2.3): ${route.shedsLoad ? 'the work queued ahead of a shed request, at least 1; ' : ''}${SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS} for a service that cannot be reached`,
              schema: { type: 'integer', minimum: 1 },
            },
          },
        };
        responses[500] = errorResponse(ErrorSchema, 'Internal failure', { error: route.failureText });
        return responses;
      },
      securityRoles: (route) => (route.access.kind === 'public' ? null : route.access.kind === 'groups' ? [...route.access.groups] : []),
      accessNote: () => undefined,
    };
  },
};
