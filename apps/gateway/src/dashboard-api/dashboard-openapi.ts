import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { OpenApiDocument } from '../openapi/openapi-document';
import type { DashboardRoute, ResponseDoc } from './http/dashboard-route';
import { ErrorBody, PermissionErrorBody } from './http/dashboard-schemas';
import { CHOSEN_TEXTS, SPEC_TEXTS } from './http/dashboard-texts';
import { RATE_LIMITS } from './http/rate-limits';
import { SESSION_COOKIE } from './http/session-cookie';

/** Name of the cookie security scheme. */
export const COOKIE_SCHEME = 'SessionCookie';

const API_DESCRIPTION = [
  'The dashboard backend under /api (face B of the vmdash interface specification): sign-in with a 24-hour cookie session, groups, teams, Admin impersonation, user management and the audit log.',
  '',
  'Errors are `{"error": "<text>"}`; a 403 of the permission guard adds `required` (the groups that may call) and `current` (the caller\'s group). Where the specification shows no text, status or shape ("not shown"), this document states the choice:',
  '- Every error status of the auth routes is one of 400, 401, 403, 429, 500. A body that is not JSON, not an object, or over 16 KB is 400 (the route\'s "required" text, or "Request body too large"). A field of the wrong type, an empty string and an operator object such as `{"$ne": null}` count as missing.',
  '- A session-guarded route answers 401 "Authentication required" without a valid session (the cookie is cleared when one was sent) and 401 "Account is disabled" when the user is disabled (cookie cleared).',
  `- State-changing requests (POST, PATCH, PUT, DELETE) that a browser marks cross-site, or whose Origin is not the gateway's own or a configured one, are refused: 403 "${CHOSEN_TEXTS.crossSiteRefused}". GET routes change nothing.`,
  `- Rate limits: login ${RATE_LIMITS.login.limit} per 15 minutes per client address; password change ${RATE_LIMITS['password-change'].limit} per 15 minutes per session. Counts are shared by every gateway replica (Redis). Answers carry the IETF draft-8 \`RateLimit\` and \`RateLimit-Policy\` headers and no \`X-RateLimit-*\` headers; 429 bodies are the specification's texts. The client address is the peer's, or X-Forwarded-For's when the peer is a configured trusted proxy (TRUST_PROXY).`,
  '- Failed logins are also capped per account: 100 per hour from browsers that have not signed in to that account before (case variants of a username share the count). Beyond it the answer is 429 "' + SPEC_TEXTS.tooManyLogins + '". A browser that signed in before holds the `vmdash_device` cookie and keeps its own, smaller cap, so an attacker cannot lock the owner out.',
  '- Ids of users are UUIDs. Timestamps are ISO 8601 UTC. Passwords may be 8 to 1024 characters of any Unicode text, used whole.',
  '- Unknown paths under /api answer 404 "Not found"; other methods on a known path 405 "Method not allowed" with `Allow`.',
].join('\n');

/**
 * Builds the dashboard API's OpenAPI 3.1.0 document (info.version 1.0.0) from its route table: the same zod schemas
 * that validate requests, each route's documented answers, and the answers every route of its kind can give (400 for
 * routes with input, 401/403 from the guards, 403 from the cross-site check, 429 from the limiters, 500).
 */
export function buildDashboardOpenApiDocument(routes: readonly DashboardRoute[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', COOKIE_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: '64 hex characters, set by POST /api/auth/login (httpOnly, sameSite lax, secure in production, maxAge 24 hours).',
  });
  const ErrorSchema = registry.register('Error', ErrorBody);
  const PermissionError = registry.register('PermissionError', PermissionErrorBody);
  const errorResponse = (description: string, example?: unknown): ResponseConfig => ({
    description,
    content: { 'application/json': { schema: ErrorSchema, ...(example ? { example } : {}) } },
  });
  const documented = (doc: ResponseDoc): ResponseConfig =>
    doc.schema
      ? { description: doc.description, content: { 'application/json': { schema: doc.schema, ...(doc.example ? { example: doc.example } : {}) } } }
      : errorResponse(doc.description, doc.example);

  for (const route of routes) {
    const responses: Record<string, ResponseConfig> = {};
    if (route.params || route.query || route.body) responses[400] = errorResponse(`Invalid input, e.g. "${route.invalidInputText}"`, { error: route.invalidInputText });
    if (route.access.kind !== 'public') {
      responses[401] = errorResponse('"Authentication required" without a valid session; "Account is disabled" for a disabled user (cookie cleared)', { error: SPEC_TEXTS.authenticationRequired });
    }
    if (route.access.kind === 'groups') {
      responses[403] = {
        description: `The caller's group is not one of ${route.access.groups.join(', ')}`,
        content: { 'application/json': { schema: PermissionError, example: { error: SPEC_TEXTS.insufficientPermissions, required: route.access.groups, current: 'Read_Only' } } },
      };
    } else if (route.method !== 'get') {
      responses[403] = errorResponse('A cross-site request', { error: CHOSEN_TEXTS.crossSiteRefused });
    }
    if (route.rateLimit) {
      responses[429] = {
        ...errorResponse(`More than ${RATE_LIMITS[route.rateLimit].limit} requests in 15 minutes`, { error: RATE_LIMITS[route.rateLimit].text }),
        headers: {
          RateLimit: { description: 'IETF draft-8: remaining quota and reset', schema: { type: 'string' } },
          'RateLimit-Policy': { description: 'IETF draft-8: the quota policy', schema: { type: 'string' } },
        },
      };
    }
    responses[500] = errorResponse('Internal failure', { error: route.failureText });
    for (const [status, doc] of Object.entries(route.docs.responses)) responses[status] = documented(doc);
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: route.docs.operationId,
      summary: route.docs.summary,
      ...(route.docs.description ? { description: route.docs.description } : {}),
      tags: [route.docs.tag],
      security: route.access.kind === 'public' ? [] : [{ [COOKIE_SCHEME]: route.access.kind === 'groups' ? [...route.access.groups] : [] }],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body ? { body: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
      },
      responses,
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'vmdash dashboard API', version: '1.0.0', description: API_DESCRIPTION },
  });
}
