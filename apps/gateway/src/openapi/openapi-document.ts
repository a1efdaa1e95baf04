import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { NOT_AUTHENTICATED_BODY, NOT_ENOUGH_PERMISSIONS_BODY } from '../auth/bearer-auth';
import { SCOPES } from '@vmdash/domain';
import type { Route } from '../http/route';
import { z } from './zod';

/** The generated document (OpenAPI 3.1 object). */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Name of the security scheme in `components.securitySchemes`. */
export const SECURITY_SCHEME_NAME = 'BearerToken';

const API_DESCRIPTION = [
  'Assets and vulnerabilities of the alpha and beta sources, cache refresh, and host action plans (face A of the vmdash interface specification).',
  '',
  'Every route needs `Authorization: Bearer <JWT>`: an RS256 token whose header names a known `kid`, with `iss`, `aud`, `exp` and `sub`, and a space-separated `scope` claim. Scopes:',
  ...Object.entries(SCOPES).map(([scope, meaning]) => `- \`${scope}\`: ${meaning}`),
  '',
  'A missing or invalid token answers 401 `{"detail":"Not authenticated"}` with `WWW-Authenticate: Bearer`; a valid token without the route\'s scope answers 403 `{"detail":"Not enough permissions"}`. Invalid input answers 422 with FastAPI\'s body. Every answer carries `x-request-id` (the caller\'s, when it sent a safe one).',
].join('\n');

/**
 * Builds the Data API's OpenAPI 3.1.0 document (info.version 1.0.0) from the routes themselves: the zod schemas that
 * validate path, query and body and the 200 response schemas, plus the security scheme and the error answers each
 * route can give (401, 403, 404 where a record is looked up, 413 and 422 where there is input, 503).
 *
 * The security scheme is written as the specification words it (interface-spec.md, Authentication: "type apiKey:
 * the request header Authorization, whose value has the form Bearer <ACCESS_TOKEN>"); each operation lists the scope
 * it needs in its security requirement (OpenAPI 3.1 allows role names there for every scheme type).
 */
export function buildOpenApiDocument(routes: readonly Route[]): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SECURITY_SCHEME_NAME, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The value is `Bearer <JWT>` (RS256, see the API description for the claims and scopes).',
  });
  const ValidationError = registry.register(
    'ValidationError',
    z.object({
      loc: z.array(z.union([z.string(), z.int()])),
      msg: z.string(),
      type: z.string(),
      input: z.unknown().optional(),
      ctx: z.record(z.string(), z.unknown()).optional(),
    }),
  );
  const HTTPValidationError = registry.register('HTTPValidationError', z.object({ detail: z.array(ValidationError) }));
  const ErrorDetail = registry.register('ErrorDetail', z.object({ detail: z.string() }));
  const errorResponse = (description: string, example?: unknown): ResponseConfig => ({
    description,
    content: { 'application/json': { schema: ErrorDetail, ...(example ? { example } : {}) } },
  });

  for (const route of routes) {
    const { docs } = route;
    const responses: Record<string, ResponseConfig> = {
      200: { description: docs.responseDescription, content: { 'application/json': { schema: route.response } } },
      401: {
        ...errorResponse('Missing or invalid bearer token', NOT_AUTHENTICATED_BODY),
        headers: { 'WWW-Authenticate': { description: 'Bearer', schema: { type: 'string' } } },
      },
      403: errorResponse(`The token lacks the scope ${route.scope}`, NOT_ENOUGH_PERMISSIONS_BODY),
    };
    if (docs.notFound) responses[404] = errorResponse(docs.notFound);
    if (route.body) responses[413] = errorResponse('Request body larger than 2 MB');
    if (route.params || route.query || route.body) {
      responses[422] = { description: 'Validation error', content: { 'application/json': { schema: HTTPValidationError } } };
    }
    responses[503] = errorResponse('A service behind the gateway is unavailable');
    for (const [status, extra] of Object.entries(docs.otherResponses ?? {})) {
      responses[status] = extra.schema ? { description: extra.description, content: { 'application/json': { schema: extra.schema } } } : { description: extra.description };
    }
    const notes = [docs.description, docs.streamed ? 'The JSON array is streamed item by item.' : undefined, `Requires scope \`${route.scope}\`.`];
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: docs.operationId,
      summary: docs.summary,
      description: notes.filter(Boolean).join(' '),
      tags: [docs.tag],
      security: [{ [SECURITY_SCHEME_NAME]: [route.scope] }],
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
    info: { title: 'vmdash Data API', version: '1.0.0', description: API_DESCRIPTION },
  });
}
