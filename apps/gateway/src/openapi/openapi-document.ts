import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { BODY_KINDS } from '../http/body-kinds';
import type { ResponseDoc, Route } from '../http/route-table';

/** The generated document (OpenAPI 3.1 object). */
export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/**
 * Where the documented paths are served: the gateway that serves the document (a URL relative to the document, as
 * OpenAPI allows), so Swagger UI and clients call the deployment they read it from.
 */
const SERVERS = [{ url: '/', description: 'The gateway that serves this document' }];

/** The licence of both APIs: proprietary (the repository's package.json: "license": "UNLICENSED"). */
const LICENSE = { name: 'Proprietary (UNLICENSED): all rights reserved' };

/** Sentence added to the description of a route whose success answer is streamed. */
const STREAMED_NOTE = 'The JSON array is streamed item by item.';

/** How the routes of one API are documented, once its shared components are registered. */
interface RouteDescriber<R extends Route> {
  /** Body of the error answers a route documents without a schema. */
  errorSchema: z.ZodType;
  /** The answers every route of this kind can give (guards, validation, failures), by status. */
  standardResponses(route: R): Record<number, ResponseConfig>;
  /** What the operation's security requirement lists under the API's scheme (scopes, groups), or null for a public route. */
  securityRoles(route: R): string[] | null;
  /** A sentence on who may call, added to the description (e.g. the Data API's required scope). */
  accessNote(route: R): string | undefined;
}

/**
 * The OpenAPI side of an API's dialect: data-api/http/data-api-openapi.ts and dashboard-api/http/dashboard-openapi.ts.
 */
export interface OpenApiDialect<R extends Route> {
  title: string;
  description: string;
  /** The API's security scheme: an `apiKey` in a header or a cookie. */
  securityScheme: { name: string; in: 'header' | 'cookie'; parameter: string; description: string };
  /** Registers the API's shared schemas, in document order, and says how its routes read. */
  register(registry: OpenAPIRegistry): RouteDescriber<R>;
}

/** A documented error answer: the error schema, with an example when given. */
export function errorResponse(schema: z.ZodType, description: string, example?: unknown): ResponseConfig {
  return { description, content: { 'application/json': { schema, ...(example ? { example } : {}) } } };
}

function documented(doc: ResponseDoc, errorSchema: z.ZodType): ResponseConfig {
  if (!doc.schema) return errorResponse(errorSchema, doc.description, doc.example);
  return { description: doc.description, content: { [doc.mediaType ?? 'application/json']: { schema: doc.schema, ...(doc.example ? { example: doc.example } : {}) } } };
}

/**
 * Builds an API's OpenAPI 3.1.0 document (info.version 1.0.0, interface-spec "Versioning") from its route table: the
 * zod schemas that validate each route's path, query and body, the route's own answers, and the answers the dialect
 * adds for every route of its kind (a route's own answer replaces the dialect's of the same status).
 */
export function buildOpenApiDocument<R extends Route>(routes: readonly R[], dialect: OpenApiDialect<R>): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  const scheme = dialect.securityScheme;
  registry.registerComponent('securitySchemes', scheme.name, { type: 'apiKey', in: scheme.in, name: scheme.parameter, description: scheme.description });
  const describer = dialect.register(registry);
  for (const route of routes) {
    const { docs } = route;
    const responses: Record<string, ResponseConfig> = describer.standardResponses(route);
    for (const [status, doc] of Object.entries(docs.responses)) responses[status] = documented(doc, describer.errorSchema);
    const description = [docs.description, docs.streamed ? STREAMED_NOTE : undefined, describer.accessNote(route)].filter(Boolean).join(' ');
    const roles = describer.securityRoles(route);
    registry.registerPath({
      method: route.method,
      path: route.path,
      operationId: docs.operationId,
      summary: docs.summary,
      ...(description ? { description } : {}),
      tags: [docs.tag],
      security: roles === null ? [] : [{ [scheme.name]: roles }],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
        ...(route.body ? { body: { required: true, content: Object.fromEntries(BODY_KINDS[route.bodyKind ?? 'json'].contentTypes.map((type) => [type, { schema: route.body! }])) } } : {}),
      },
      responses,
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: dialect.title, version: '1.0.0', description: dialect.description, license: LICENSE },
    servers: SERVERS,
  });
}
