import { PLAN_PATCHABLE_KEYS, PLAN_TYPES } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import { createTestBearerKeys, createTestInternalKeys, TEST_AUDIENCE, TEST_ISSUER } from '@vmdash/testing';
import { parsePublicKeySet } from '../src/auth/public-key-set';
import { createGatewayService, type GatewayService } from '../src/gateway';
import { redoclyProblems } from './openapi/openapi-lint';
import { expectMatchesSnapshot } from './openapi/openapi-snapshot';
import { looseBodyObjects } from './openapi/strict-bodies';

/** Face A of the interface spec: every method and path, with the scope this gateway requires. */
const FACE_A: [string, string, string][] = [
  ['get', '/alpha-owners', 'data:read'],
  ['get', '/alpha-assets', 'data:read'],
  ['post', '/alpha-assets', 'data:read'],
  ['get', '/alpha-assets/{page}', 'data:read'],
  ['get', '/alpha-vulnerabilities/{asset_id}/{cve_id}', 'data:read'],
  ['post', '/alpha-vulnerabilities', 'data:read'],
  ['post', '/cache/refresh-alpha', 'cache:refresh'],
  ['get', '/beta-owners', 'data:read'],
  ['get', '/beta-assets', 'data:read'],
  ['post', '/beta-assets', 'data:read'],
  ['get', '/beta-assets/{page}', 'data:read'],
  ['get', '/beta-asset/{host_id}', 'data:read'],
  ['get', '/beta-vulnerabilities/{host_id}/{scanner_id}', 'data:read'],
  ['post', '/beta-vulnerabilities', 'data:read'],
  ['get', '/beta-vulnerabilities-by-host/{host_id}', 'data:read'],
  ['post', '/beta-vulnerabilities-by-host', 'data:read'],
  ['post', '/cache/refresh-beta', 'cache:refresh'],
  ['get', '/cache/refresh-status', 'cache:refresh'],
  ['put', '/hosts/{host_id}/action-plans', 'plans:write'],
  ['get', '/hosts/{host_id}/action-plans', 'data:read'],
  ['patch', '/hosts/{host_id}/action-plans', 'plans:write'],
  ['post', '/hosts/create-bulk-action-plans', 'plans:write'],
  ['get', '/health', 'data:read'],
  ['get', '/is-alive', 'data:read'],
  ['get', '/alpha-findings/changes', 'data:read'],
  ['get', '/beta-findings/changes', 'data:read'],
];

interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: { $ref?: string } } } };
  responses: Record<string, { content?: { 'application/json': { example?: unknown } } }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>>; additionalProperties?: boolean; required?: string[] }>; securitySchemes: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  let gateway: GatewayService;
  let url: string;
  let doc: Document;

  beforeAll(async () => {
    const bearer = createTestBearerKeys();
    const internal = createTestInternalKeys();
    // No service is called here; the clients never connect.
    gateway = createGatewayService(
      {
        host: '127.0.0.1',
        port: 0,
        dataCacheAddr: '127.0.0.1:1',
        actionPlanAddr: '127.0.0.1:1',
        bearer: { publicKeys: parsePublicKeySet(bearer.keySetJson), issuer: TEST_ISSUER, audience: TEST_AUDIENCE },
        internalTokenPrivateKey: internal.privateKeyPem,
        shutdownGraceMs: 100,
      },
      createLogger('gateway-test', 'silent'),
    );
    ({ url } = await gateway.start());
    const response = await fetch(`${url}/openapi.json`);
    expect(response.status).toBe(200);
    doc = (await response.json()) as Document;
  });
  afterAll(async () => {
    await gateway.stop();
  });

  const schemaOf = (ref: string | undefined) => doc.components.schemas[(ref ?? '').replace('#/components/schemas/', '')];

  it('when fetched without a token, then it is OpenAPI 3.1.0 of the vmdash Data API version 1.0.0', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'vmdash Data API', version: '1.0.0' });
  });

  it('when its operations are listed, then they are exactly the routes of face A (no probes)', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(FACE_A.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('when an operation is read, then it names its scope under the bearer scheme and documents 401 and 403', () => {
    expect(doc.components.securitySchemes.BearerToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    for (const [method, path, scope] of FACE_A) {
      const operation = doc.paths[path][method];
      expect(operation.security).toEqual([{ BearerToken: [scope] }]);
      expect(operation.responses['200']).toBeDefined();
      expect(operation.responses['401'].content?.['application/json'].example).toEqual({ detail: 'Not authenticated' });
      expect(operation.responses['403'].content?.['application/json'].example).toEqual({ detail: 'Not enough permissions' });
      const hasInput = path.includes('{') || operation.requestBody !== undefined || (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.required);
      expect(operation.responses['422'] !== undefined).toBe(hasInput);
    }
  });

  it('when path parameters are read, then ids and pages are integers of at least 1', () => {
    for (const [path, name] of [
      ['/alpha-assets/{page}', 'page'],
      ['/beta-asset/{host_id}', 'host_id'],
      ['/alpha-vulnerabilities/{asset_id}/{cve_id}', 'asset_id'],
    ]) {
      const parameter = doc.paths[path].get.parameters?.find((candidate) => candidate.name === name);
      expect(parameter).toMatchObject({ in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    }
    const pageSize = doc.paths['/beta-assets/{page}'].get.parameters?.find((candidate) => candidate.name === 'page_size');
    expect(pageSize).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', default: 100, maximum: 1000 } });
  });

  it('when request bodies are read, then they are the strict schemas that validate requests', () => {
    const create = schemaOf(doc.paths['/hosts/{host_id}/action-plans'].put.requestBody?.content['application/json'].schema.$ref);
    expect(create.additionalProperties).toBe(false);
    expect(create.required).toEqual(['plan_type', 'commit_date']);
    expect(create.properties?.plan_type.enum).toEqual([...PLAN_TYPES]);
    const update = schemaOf(doc.paths['/hosts/{host_id}/action-plans'].patch.requestBody?.content['application/json'].schema.$ref);
    const updates = update.properties?.updates as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(updates.properties).sort()).toEqual([...PLAN_PATCHABLE_KEYS].sort());
    expect(updates.additionalProperties).toBe(false);
    const owners = schemaOf(doc.paths['/alpha-assets'].post.requestBody?.content['application/json'].schema.$ref);
    expect(owners).toMatchObject({ additionalProperties: false, required: ['owners'] });
  });

  it('when every request body is read, then each object in it refuses unknown keys (strict bodies)', () => {
    expect(looseBodyObjects(doc)).toEqual([]);
  });

  it('when record schemas are read, then unset fields are documented as nullable', () => {
    expect(doc.components.schemas.AlphaAsset.properties?.hostname).toMatchObject({ type: ['string', 'null'] });
    expect(doc.components.schemas.ActionPlan.properties?.scanner_id).toMatchObject({ type: ['string', 'null'] });
    expect(doc.components.schemas.BetaFinding.properties?.cvss).toMatchObject({ type: ['number', 'null'] });
  });

  it('when generated, then it equals the checked-in copy test/openapi/data-api.openapi.json (changed on purpose only)', () => {
    expectMatchesSnapshot(doc, 'data-api.openapi.json');
  });

  it("when linted with Redocly's recommended rules (test/openapi/redocly.yaml), then it has no problem, not even a warning", async () => {
    expect(await redoclyProblems(doc)).toEqual([]);
  });

  it('when Swagger UI is asked for, then it is served without a token', async () => {
    const response = await fetch(`${url}/docs/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
  });
});
