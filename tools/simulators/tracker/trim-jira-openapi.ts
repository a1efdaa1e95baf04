import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Jira Data Center operations vmdash calls (interface spec, "C. Outbound calls": the tracker table), by path of
 * the Jira document (relative to its server root `/rest`) and method. The tracker simulator serves exactly these and
 * validates every request against them.
 */
export const USED_OPERATIONS: readonly { path: string; method: 'get' | 'post' | 'put' }[] = [
  { path: '/api/2/myself', method: 'get' },
  { path: '/api/2/issue', method: 'post' },
  { path: '/api/2/search', method: 'get' },
  { path: '/api/2/issue/{issueIdOrKey}', method: 'put' },
  { path: '/api/2/issue/{issueIdOrKey}/comment', method: 'post' },
  { path: '/api/2/issue/{issueIdOrKey}/transitions', method: 'get' },
  { path: '/api/2/issue/{issueIdOrKey}/transitions', method: 'post' },
];

/** Where the trimmed document is kept (committed; `trimmed-document.spec.ts` fails when it is stale). */
export const TRIMMED_DOCUMENT_PATH = join(__dirname, 'jira-openapi.trimmed.json');

type Json = Record<string, unknown>;

/** Every `#/components/schemas/<name>` reference inside `value`. */
function schemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => schemaRefs(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) found.add(inner.slice('#/components/schemas/'.length));
      else schemaRefs(inner, found);
    }
  }
}

/**
 * Corrections of the Jira document where it contradicts what Jira itself takes (each one is what Jira DC 10.3
 * accepts on the wire, per its REST API reference):
 * - IssueUpdateBean `fields` declares every value an object, but `summary` and `description` are strings: any value.
 * - The search's `fields` and `expand` are comma-separated strings, not arrays of objects.
 */
function patchErrata(document: Json): void {
  const schemas = (document.components as Json).schemas as Record<string, Json>;
  const fields = (schemas.IssueUpdateBean.properties as Record<string, Json>).fields;
  fields.additionalProperties = {};
  delete fields.example;
  const search = ((document.paths as Json)['/api/2/search'] as Json).get as Json;
  for (const parameter of search.parameters as Json[]) {
    if (parameter.name === 'fields' || parameter.name === 'expand') parameter.schema = { type: 'string' };
  }
}

/**
 * Trims the Jira Data Center 10.3 OpenAPI document to the operations vmdash calls (USED_OPERATIONS), the component
 * schemas their requests reference, no response bodies (the simulator validates requests only), and the errata fixed.
 * @param source the whole Jira document (../shared/spec/jira-software-dc-10.3-openapi.json)
 * @throws Error when an operation of USED_OPERATIONS is missing from it
 */
export function trimJiraDocument(source: Json): Json {
  const sourcePaths = source.paths as Record<string, Record<string, Json>>;
  const paths: Record<string, Record<string, Json>> = {};
  for (const { path, method } of USED_OPERATIONS) {
    const operation = sourcePaths[path]?.[method];
    if (!operation) throw new Error(`Jira document has no ${method.toUpperCase()} ${path}`);
    const responses = Object.fromEntries(Object.entries(operation.responses as Record<string, Json>).map(([status, answer]) => [status, { description: answer.description ?? status }]));
    paths[path] = { ...paths[path], [method]: { ...operation, responses } };
  }
  const sourceSchemas = (source.components as Json).schemas as Record<string, unknown>;
  const used = new Set<string>();
  schemaRefs(paths, used);
  for (let grew = true; grew;) {
    const before = used.size;
    for (const name of [...used]) schemaRefs(sourceSchemas[name], used);
    grew = used.size > before;
  }
  const schemas = Object.fromEntries([...used].sort().map((name) => [name, sourceSchemas[name]]));
  const document: Json = {
    openapi: source.openapi,
    info: { ...(source.info as Json), description: 'Trimmed by tools/simulators/tracker/trim-jira-openapi.ts to the operations vmdash calls.' },
    servers: [{ url: '/rest' }],
    paths,
    components: { schemas, securitySchemes: (source.components as Json).securitySchemes },
  };
  const trimmed = structuredClone(document);
  patchErrata(trimmed);
  return trimmed;
}

if (require.main === module) {
  const sourcePath = process.argv[2] ?? join(__dirname, '../../../../shared/spec/jira-software-dc-10.3-openapi.json');
  writeFileSync(TRIMMED_DOCUMENT_PATH, `${JSON.stringify(trimJiraDocument(JSON.parse(readFileSync(sourcePath, 'utf8')) as Json), null, 2)}\n`);
  console.log(`wrote ${TRIMMED_DOCUMENT_PATH}`);
}
