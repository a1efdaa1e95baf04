/** A JSON Schema node of an OpenAPI 3.1 document, as far as the fuzzer reads it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  maxItems?: number;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  format?: string;
}

/** One parameter of an operation. */
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: SchemaNode;
}

/** An OpenAPI 3.1 document, as far as the fuzzer reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: SchemaNode }> } }>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

/** One route of an API as its document publishes it: what the fuzzer sends requests to. */
export interface Operation {
  api: 'data' | 'dashboard';
  method: string;
  /** OpenAPI path with `{name}` parameters. */
  path: string;
  pathParams: { name: string; schema: SchemaNode }[];
  queryParams: { name: string; schema: SchemaNode }[];
  /** Schema of the JSON body, when the route takes one. */
  body?: SchemaNode;
}

/** Every operation of a document (each of its routes), with `$ref`s left for `resolve`. */
export function operationsOf(doc: OpenApiDocument, api: Operation['api']): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const param = (where: Parameter['in']) => parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      return { api, method: method.toUpperCase(), path, pathParams: param('path'), queryParams: param('query'), body: operation.requestBody?.content['application/json']?.schema };
    }),
  );
}

/** The schema a `$ref` names (or the node itself). */
export function resolve(doc: OpenApiDocument, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  return doc.components?.schemas?.[node.$ref.replace('#/components/schemas/', '')] ?? {};
}
