import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { SCOPES } from '@vmdash/domain';
import { NOT_AUTHENTICATED_BODY, NOT_ENOUGH_PERMISSIONS_BODY } from '../../auth/bearer-auth';
import { describeBytes, MAX_JSON_NESTING_DEPTH } from '../../http/body-kinds';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../http/grpc-errors';
import { MAX_ECHOED_INPUT_CHARS, MAX_REPORTED_ERRORS } from '../../http/validation-errors';
import { errorResponse, type OpenApiDialect } from '../../openapi/openapi-document';
import { z } from '../../openapi/zod';
import { DATA_API_BODY_LIMIT_BYTES } from './data-api-dialect';
import type { DataApiRoute } from './data-api-route';

/** Name of the security scheme in `components.securitySchemes`. */
const SECURITY_SCHEME_NAME = 'BearerToken';

const API_DESCRIPTION = [
  'Assets and vulnerabilities of the alpha and beta sources, cache refresh, and host action plans (face A of the vmdash interface specification).',
  '',
  'Every route needs `Authorization: Bearer <JWT>`: an RS256 token whose header names a known `kid`, with `iss`, `aud`, `exp` and `sub`, and a space-separated `scope` claim. Scopes:',
  ...Object.entries(SCOPES).map(([scope, meaning]) => `- \`${scope}\`: ${meaning}`),
  '',
  'A missing or invalid token answers 401 `{"detail":"Not authenticated"}` with `WWW-Authenticate: Bearer`; a valid token without the route\'s scope answers 403 `{"detail":"Not enough permissions"}`. Invalid input answers 422 with FastAPI\'s body. Every answer carries `x-request-id` (the caller\'s, when it sent a safe one) and `Cache-Control: no-store`.',
  '',
  '**Errors and retries.** A 4xx answers the same when repeated: fix the request (429: wait `Retry-After`). After a 503 or 504 the outcome is unknown: retry reads as they are, with exponential backoff and jitter (after a 503 wait at least its `Retry-After`); read the state before retrying a write. Bulk reads take at most 10,000 ids per list and answer each id once.',
].join('\n');

/**
 * The Data API's document (served at /openapi.json): the bearer security scheme as the specification words it
 * (interface-spec, "Authentication": "type apiKey: the request header Authorization, whose value has the form Bearer
 * <ACCESS_TOKEN>"), each operation's scope in its security requirement (OpenAPI 3.1 allows role names there for every
 * scheme type), and the answers every route can give: 401, 403, 503 and 504, 422 where there is input, and 400 and
 * 413 where there is a body.
 */
export const DATA_API_OPENAPI: OpenApiDialect<DataApiRoute> = {
  title: 'vmdash Data API',
  description: API_DESCRIPTION,
  securityScheme: {
    name: SECURITY_SCHEME_NAME,
    in: 'header',
    parameter: 'Authorization',
    description: 'The value is `Bearer <JWT>` (RS256, see the API description for the claims and scopes).',
  },
  register(registry) {
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
    return {
      errorSchema: ErrorDetail,
      standardResponses(route) {
        const responses: Record<number, ResponseConfig> = {
          401: {
            ...errorResponse(ErrorDetail, 'Missing or invalid bearer token', NOT_AUTHENTICATED_BODY),
            headers: { 'WWW-Authenticate': { description: 'Bearer', schema: { type: 'string' } } },
          },
          403: errorResponse(ErrorDetail, `The token lacks the scope ${route.access.scope}`, NOT_ENOUGH_PERMISSIONS_BODY),
          503: {
            ...errorResponse(
              ErrorDetail,
              'A service behind the gateway is unavailable (starting, or building its first snapshot of the configured sources); see "Errors and retries" in the API description',
            ),
            headers: { 'Retry-After': { description: `Seconds to wait before asking again (${SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS})`, schema: { type: 'integer' } } },
          },
          504: errorResponse(ErrorDetail, "The service did not answer within the route's deadline (at most 30 s)", { detail: 'Upstream service timed out' }),
        };
        if (route.body) {
          responses[400] = errorResponse(ErrorDetail, 'The body is a corrupt or truncated gzip, deflate or br stream, or was cut off', { detail: 'Request body is not a valid compressed stream' });
          responses[413] = errorResponse(ErrorDetail, `Request body larger than ${describeBytes(route.bodyLimitBytes ?? DATA_API_BODY_LIMIT_BYTES)} (after decompression)`);
        }
        if (route.params || route.query || route.body) {
          responses[422] = {
            description: `Validation error: at most ${MAX_REPORTED_ERRORS} entries, each input echoed up to ${MAX_ECHOED_INPUT_CHARS} characters of its JSON (also for a path that is not valid percent-encoding, and JSON nested deeper than ${MAX_JSON_NESTING_DEPTH} levels)`,
            content: { 'application/json': { schema: HTTPValidationError } },
          };
        }
        return responses;
      },
      securityRoles: (route) => [route.access.scope],
      accessNote: (route) => `Requires scope \`${route.access.scope}\`.`,
    };
  },
};
