import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryStore } from 'express-rate-limit';
import { createGrpcClient, createGrpcClients } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import { loadVmdashProtos } from '@vmdash/proto';
import { createTestBearerKeys, createTestInternalKeys, TEST_AUDIENCE, TEST_ISSUER } from '@vmdash/testing';
import { createGatewayApp } from '../src/app';
import { parsePublicKeySet } from '../src/auth/public-key-set';
import { createDependencyHealth } from '../src/data-api/health/service-health-checks';
import { redoclyProblems } from './openapi/openapi-lint';
import { expectMatchesSnapshot } from './openapi/openapi-snapshot';
import { looseBodyObjects } from './openapi/strict-bodies';

/** Every dashboard route this gateway serves, with who may call it. */
/** Who may call: anyone, any signed-in user, or signed-in users of the groups listed (comma-separated). */
const FACE_B: [method: string, path: string, access: 'public' | 'session' | 'Admin' | 'Admin,Standard_User' | 'Admin,Standard_User,Leadership' | 'Admin,Leadership'][] = [
  ['post', '/api/auth/login', 'public'],
  ['post', '/api/auth/logout', 'public'],
  ['get', '/api/auth/me', 'public'],
  ['get', '/api/auth/profile', 'session'],
  ['post', '/api/auth/change-password', 'session'],
  ['post', '/api/auth/cleanup-sessions', 'Admin'],
  ['post', '/api/auth/impersonate', 'Admin'],
  ['post', '/api/auth/stop-impersonate', 'session'],
  ['get', '/api/auth/team-scope', 'session'],
  ['post', '/api/auth/team-scope', 'Admin'],
  ['get', '/api/auth/sign-in-options', 'public'],
  ['get', '/api/auth/oidc/login', 'public'],
  ['get', '/api/auth/oidc/callback', 'public'],
  ['post', '/api/auth/oidc/backchannel-logout', 'public'],
  ['get', '/api/users', 'Admin'],
  ['post', '/api/users', 'Admin'],
  ['patch', '/api/users/{id}', 'Admin'],
  ['get', '/api/audit', 'Admin'],
  ['get', '/api/cache/refresh-status', 'Admin'],
  ['get', '/api/risk-templates/hierarchy', 'session'],
  ['get', '/api/risk-templates', 'session'],
  ['post', '/api/risk-templates', 'Admin,Standard_User'],
  ['get', '/api/risk-templates/{id}', 'session'],
  ['patch', '/api/risk-templates/{id}', 'Admin,Standard_User'],
  ['delete', '/api/risk-templates/{id}', 'Admin,Standard_User'],
  ['post', '/api/risk-templates/{id}/clone', 'Admin,Standard_User'],
  ['post', '/api/feedback', 'session'],
  ['get', '/api/feedback', 'Admin'],
  ['get', '/api/feedback/{id}/screenshots/{n}', 'Admin'],
  ['post', '/api/webhooks/tracker', 'public'],
  ['get', '/api/findings', 'session'],
  ['get', '/api/findings/changes', 'session'],
  ['get', '/api/findings/counts', 'session'],
  ['get', '/api/analytics/mttr', 'session'],
  ['get', '/api/analytics/trend', 'session'],
  ['get', '/api/analytics/sla', 'session'],
  ['get', '/api/findings/{host_id}/{scanner_id}/notes', 'session'],
  ['post', '/api/findings/{host_id}/{scanner_id}/notes', 'Admin,Standard_User'],
  ['get', '/api/exports/findings.csv', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/findings.xlsx', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/findings-changes.csv', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/findings-changes.xlsx', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/compliance.csv', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/compliance.xlsx', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/exceptions.csv', 'Admin,Standard_User,Leadership'],
  ['get', '/api/exports/exceptions.xlsx', 'Admin,Standard_User,Leadership'],
  ['post', '/api/admin/cleanup', 'Admin,Standard_User'],
  ['post', '/api/beta/todo-queue', 'Admin,Standard_User'],
  ['get', '/api/beta/todo-queue', 'session'],
  ['get', '/api/beta/todo-queue/ticket-links', 'session'],
  ['patch', '/api/beta/todo-queue/{id}', 'Admin,Standard_User'],
  ['delete', '/api/beta/todo-queue/{id}', 'Admin,Standard_User'],
  ['get', '/api/beta/todo-queue/{id}/notes', 'session'],
  ['post', '/api/beta/todo-queue/{id}/notes', 'Admin,Standard_User'],
  ['post', '/api/tracker-tickets', 'Admin,Standard_User'],
  ['get', '/api/tracker-tickets', 'session'],
  ['post', '/api/tracker-tickets/sync', 'Admin,Standard_User'],
  ['get', '/api/tracker-tickets/quota', 'session'],
  ['get', '/api/plans/status', 'session'],
  ['post', '/api/plans/sync', 'Admin,Standard_User'],
  ['get', '/api/hosts/{host_id}/action-plans', 'session'],
  ['post', '/api/hosts/{host_id}/action-plans', 'Admin,Standard_User'],
  ['get', '/api/tracker-tickets/{id}', 'session'],
  ['post', '/api/tracker-tickets/{id}/queue-items', 'Admin,Standard_User'],
  ['post', '/api/beta/fp-workflow/submissions', 'Admin,Standard_User'],
  ['get', '/api/beta/fp-workflow/submissions', 'session'],
  ['get', '/api/beta/fp-workflow/submissions/{id}', 'session'],
  ['post', '/api/beta/fp-workflow/submissions/{id}/sync', 'Admin,Standard_User'],
  ['post', '/api/beta/fp-workflow/submissions/{id}/requeue', 'Admin,Standard_User'],
  ['post', '/api/beta/fp-workflow/submissions/{id}/findings', 'Admin,Standard_User'],
  ['get', '/api/notifications', 'session'],
  ['get', '/api/notifications/count', 'session'],
  ['get', '/api/notifications/stream', 'session'],
  ['post', '/api/notifications/read-all', 'session'],
  ['patch', '/api/notifications/{id}', 'session'],
  ['get', '/api/compliance/items', 'session'],
  ['get', '/api/compliance/summary', 'session'],
  ['get', '/api/compliance/items/{hostname}', 'session'],
  ['patch', '/api/compliance/items/{hostname}/metadata', 'Admin,Standard_User'],
  ['post', '/api/compliance/vcl/bulk-commit', 'Admin,Standard_User'],
  ['get', '/api/sla-policy', 'session'],
  ['post', '/api/exceptions', 'Admin,Standard_User'],
  ['get', '/api/exceptions', 'session'],
  ['get', '/api/exceptions/preview', 'session'],
  ['get', '/api/exceptions/{id}', 'session'],
  ['post', '/api/exceptions/{id}/approve', 'Admin,Leadership'],
  ['post', '/api/exceptions/{id}/reject', 'Admin,Leadership'],
  ['post', '/api/exceptions/{id}/revoke', 'Admin,Standard_User,Leadership'],
  ['put', '/api/sla-policy', 'Admin'],
  ['post', '/api/jobs', 'Admin,Standard_User,Leadership'],
  ['get', '/api/jobs', 'session'],
  ['get', '/api/jobs/{id}', 'session'],
  ['get', '/api/jobs/{id}/events', 'session'],
  ['post', '/api/jobs/{id}/cancel', 'session'],
  ['get', '/api/jobs/{id}/result', 'Admin,Standard_User,Leadership'],
];

interface Operation {
  description?: string;
  security: Record<string, string[]>[];
  requestBody?: { content: { 'application/json': { schema: { $ref?: string } } } };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: { 'application/json': { example?: unknown } } }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>; securitySchemes: Record<string, unknown> };
}

describe('the dashboard API OpenAPI document', () => {
  let server: Server;
  let close: () => void;
  let url: string;
  let doc: Document;

  beforeAll(async () => {
    const bearer = createTestBearerKeys();
    const internal = createTestInternalKeys();
    // No service is called here; the clients never connect and the limits count in memory.
    const v1 = loadVmdashProtos();
    const dataCache = createGrpcClient(v1.DataCacheService, '127.0.0.1:1');
    const actionPlan = createGrpcClient(v1.ActionPlanService, '127.0.0.1:1');
    const integration = createGrpcClient(v1.IntegrationService, '127.0.0.1:1');
    const dashboard = createGrpcClients('127.0.0.1:1', {
      auth: v1.DashboardAuthService,
      workflows: v1.DashboardWorkflowService,
      library: v1.DashboardLibraryService,
      compliance: v1.DashboardComplianceService,
    });
    close = () => [dataCache, actionPlan, integration, dashboard.auth].forEach((client) => client.close());
    const app = createGatewayApp({
      logger: createLogger('gateway-test', 'silent'),
      dataCache,
      actionPlan,
      dependencyHealth: createDependencyHealth([]),
      bearer: { publicKeys: parsePublicKeySet(bearer.keySetJson), issuer: TEST_ISSUER, audience: TEST_AUDIENCE },
      internalTokenPrivateKey: internal.privateKeyPem,
      dashboard: {
        client: dashboard.auth,
        library: dashboard.library,
        integration,
        workflows: dashboard.workflows,
        compliance: dashboard.compliance,
        cookies: { secure: false },
        allowedOrigins: [],
        rateLimitStore: () => new MemoryStore(),
      },
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${url}/api/openapi.json`);
    expect(response.status).toBe(200);
    doc = (await response.json()) as Document;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    close();
  });

  it('when fetched, then it is OpenAPI 3.1.0, version 1.0.0, listing exactly the dashboard routes, apart from the Data API document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'vmdash dashboard API', version: '1.0.0' });
    const listed = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(listed.sort()).toEqual(FACE_B.map(([method, path]) => `${method} ${path}`).sort());
    const dataApi = (await (await fetch(`${url}/openapi.json`)).json()) as Document;
    expect(Object.keys(dataApi.paths).some((path) => path.startsWith('/api'))).toBe(false);
    expect((await fetch(`${url}/api/docs/`)).status).toBe(200);
    // Each Swagger UI page loads its own document.
    expect(await (await fetch(`${url}/api/docs/swagger-ui-init.js`)).text()).toContain('vmdash dashboard API');
    expect(await (await fetch(`${url}/docs/swagger-ui-init.js`)).text()).toContain('vmdash Data API');
  });

  it('when generated, then it equals the checked-in copy test/openapi/dashboard-api.openapi.json (changed on purpose only)', () => {
    expectMatchesSnapshot(doc, 'dashboard-api.openapi.json');
  });

  it("when linted with Redocly's recommended rules (test/openapi/redocly.yaml), then it has no problem, not even a warning", async () => {
    expect(await redoclyProblems(doc)).toEqual([]);
  });

  it('when every request body is read, then each object in it refuses unknown keys (strict bodies)', () => {
    // The one exception: the tracker webhook's body is Jira's event, whose fields Jira extends at will; it is checked
    // by its HMAC over the exact bytes, and the integration service reads only the fields it needs.
    expect(looseBodyObjects(doc)).toEqual(['POST /api/webhooks/tracker: body (TrackerWebhookBody)']);
  });

  it('when an operation is read, then its security, guard answers, limiter answers and 500 text are documented', () => {
    expect(doc.components.securitySchemes.SessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'session_id' });
    for (const [method, path, access] of FACE_B) {
      const operation = doc.paths[path][method];
      const groups = access === 'public' || access === 'session' ? [] : access.split(',');
      expect([path, operation.security]).toEqual([path, access === 'public' ? [] : [{ SessionCookie: groups }]]);
      expect(operation.responses['500'].content?.['application/json'].example).toEqual({ error: expect.any(String) });
      if (access !== 'public') expect(operation.responses['401']).toBeDefined();
      if (groups.length > 0) expect(operation.responses['403'].content?.['application/json'].example).toMatchObject({ error: 'Insufficient permissions', required: groups });
    }
    const login = doc.paths['/api/auth/login'].post;
    expect(login.responses['429'].content?.['application/json'].example).toEqual({ error: 'Too many login attempts. Please try again in 15 minutes.' });
    expect(Object.keys(login.responses['429'].headers ?? {})).toEqual(['RateLimit', 'RateLimit-Policy']);
    expect(doc.paths['/api/auth/change-password'].post.responses['429'].content?.['application/json'].example).toEqual({
      error: 'Too many password change attempts. Please try again later.',
    });
    expect(doc.paths['/api/users'].post.responses['201']).toBeDefined();
  });

  it('when the "not shown" parts of the specification are looked for, then the document states each choice', () => {
    const text = JSON.stringify(doc);
    for (const choice of [
      'Request body too large',
      'Cross-site request refused',
      'Cannot impersonate yourself',
      'Cannot impersonate another Admin',
      'User ID is required',
      'Not currently impersonating',
      'Cannot change password while impersonating',
      'vmdash_device',
      'RateLimit-Policy',
      'Logout failed',
    ]) {
      expect([choice, text.includes(choice)]).toEqual([choice, true]);
    }
    const impersonate = doc.components.schemas.ImpersonateRequest;
    expect(impersonate.properties).toHaveProperty('userId');
    // Every list answers the one paging convention.
    expect(Object.keys(doc.components.schemas.AuditPage.properties ?? {})).toEqual(['page', 'page_size', 'total', 'items']);
    expect(doc.components.schemas.MeResponse.properties).toEqual(expect.objectContaining({ impersonating: expect.anything(), realUser: expect.anything() }));
  });
});
