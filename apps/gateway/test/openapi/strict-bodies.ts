/** An OpenAPI schema as far as strictness needs it. */
interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** The parts of an OpenAPI document that request bodies are read from. */
interface BodyDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: SchemaNode }> } }>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Every object schema inside a request body of `doc` that admits unknown keys (no `additionalProperties: false`), as
 * "METHOD path: location". docs/decisions/0007: every body schema of both APIs is strict.
 */
export function looseBodyObjects(doc: BodyDocument): string[] {
  const loose: string[] = [];
  const visit = (node: SchemaNode | undefined, where: string, seen: Set<string>): void => {
    if (!node) return;
    if (node.$ref) {
      if (seen.has(node.$ref)) return;
      const name = node.$ref.replace('#/components/schemas/', '');
      return visit(doc.components.schemas[name] as SchemaNode, `${where} (${name})`, new Set([...seen, node.$ref]));
    }
    if (node.properties || node.type === 'object') {
      if (node.additionalProperties !== false) loose.push(where);
      for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, `${where}.${key}`, seen);
    }
    visit(node.items, `${where}[]`, seen);
    for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) visit(child, where, seen);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) visit(media.schema, `${method.toUpperCase()} ${path}: body`, new Set());
    }
  }
  return loose;
}
