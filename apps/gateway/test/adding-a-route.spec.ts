import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Metadata, status } from '@grpc/grpc-js';
import { MemoryStore } from 'express-rate-limit';
import {
  AUTH_TEXTS,
  ConflictError,
  NotFoundError,
  OverloadedError,
  ResourceExhaustedError,
  UnauthenticatedError,
  UpstreamFailedError,
  UpstreamTimeoutError,
  ValidationError,
  type DomainError,
} from '@vmdash/domain';
import { createGrpcClient, REFUSAL_REASON_KEY, toGrpcError, unaryCall, type RequestCallOptions } from '@vmdash/grpc';
import { verifyInternalToken } from '@vmdash/identity';
import { createTestInternalKeys } from '@vmdash/testing';
import { createLogger } from '@vmdash/observability';
import { loadVmdashProtos, type DashboardAuthServiceClient, type UserRecord__Output } from '@vmdash/proto';
import { AuditEntryBody, toAuditEntryJson } from '../src/dashboard-api/audit/audit.schemas';
import { createDashboardApi, DASHBOARD_FEATURES } from '../src/dashboard-api/dashboard-api';
import type { DashboardApiDeps } from '../src/dashboard-api/dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../src/dashboard-api/http/dashboard-route';
import { CHOSEN_TEXTS } from '../src/dashboard-api/http/dashboard-texts';
import { toUserRecordJson, UserIdParams, UserRecordBody } from '../src/dashboard-api/users/users.schemas';
import { pageOf, pageQuery, toPageJson } from '../src/http/paging';
import { requestIdMiddleware } from '../src/http/request-id';
import { jsonResult } from '../src/http/route-result';
import { accessOf } from '../src/http/rpc-access';
import { z } from '../src/openapi/zod';
import { redoclyProblems } from './openapi/openapi-lint';

/*
 * The walkthrough of docs/architecture.md, "Adding a route", done as a newcomer would: a feature "user activity" with
 * two dashboard routes, written on the route kernel and added to the API's feature list. The feature exists only in
 * this test; what is checked is what its author relies on without writing it: validation, the guards, 405 with Allow,
 * the gRPC call made as the signed-in user, and the OpenAPI entry.
 */

// Step 1, src/dashboard-api/user-activity/user-activity.schemas.ts: the zod schemas of the input and the answers.
const ActivityQuery = z.strictObject({
  action: z
    .string()
    .regex(/^[a-z_.]{1,64}$/)
    .optional()
    .openapi({ description: 'Only entries of this action' }),
  ...pageQuery({ defaultPageSize: 20, maxPageSize: 100 }).shape,
});
const ActivityPage = pageOf(AuditEntryBody, 'UserActivityPage');
const SET_TEAMS_TEXT = 'bu_teams must be a list of team names';
const SetTeamsRequest = z.strictObject({ bu_teams: z.array(z.string().min(1).max(128)).max(200) }).openapi('SetTeamsRequest');

// Step 2, src/dashboard-api/user-activity/user-activity.routes.ts: the routes, each a definition.
function userActivityRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/users/{id}/activity',
      access: accessOf('vmdash.v1.DashboardAuthService/QueryAudit'),
      params: UserIdParams,
      query: ActivityQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: 'Failed to fetch activity',
      docs: { operationId: 'listUserActivity', summary: "A user's audit entries, newest first", tag: 'users', responses: { 200: { description: 'One page', schema: ActivityPage } } },
      handle: async ({ params, query, call }) => {
        const request = { user_id: params.id, ...(query.action !== undefined ? { action: query.action } : {}), page: query.page, page_size: query.page_size };
        const page = await unaryCall(deps.client, 'QueryAudit', request, call);
        return jsonResult(toPageJson(page, page.entries.map(toAuditEntryJson)));
      },
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/users/{id}/teams',
      access: accessOf('vmdash.v1.DashboardAuthService/UpdateUser'),
      params: UserIdParams,
      body: SetTeamsRequest,
      invalidInputText: SET_TEAMS_TEXT,
      failureText: 'Failed to set teams',
      docs: {
        operationId: 'setUserTeams',
        summary: "Replace a user's teams",
        tag: 'users',
        responses: { 200: { description: 'The user', schema: UserRecordBody }, 404: { description: '"User not found"' } },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        // A refusal of the service (an unknown user: 404 "User not found") is answered by the dialect, with its text.
        const updated = await unaryCall(deps.client, 'UpdateUser', { id: params.id, bu_teams: { teams: body.bu_teams }, client_address: clientAddress }, call);
        return jsonResult(toUserRecordJson(updated));
      },
    }),
  ];
}

// Step 3, src/dashboard-api/dashboard-api.ts: the feature joins DASHBOARD_FEATURES (here: the list passed the same way).
const FEATURES = [...DASHBOARD_FEATURES, userActivityRoutes];

// What the dashboard service answers in this test: two sessions, one user, one audit entry; every call is recorded.
const ADMIN_COOKIE = 'a'.repeat(64);
const READER_COOKIE = 'b'.repeat(64);
const user = (id: string, group: string): UserRecord__Output => ({
  id,
  username: id,
  email: `${id}@example.test`,
  group,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  bu_teams: ['team-a'],
});
const SESSIONS: Record<string, UserRecord__Output> = { [ADMIN_COOKIE]: user('admin-1', 'Admin'), [READER_COOKIE]: user('reader-1', 'Read_Only') };
const ENTRY = {
  id: 'e1',
  user_id: 'user-7',
  username: 'user-7',
  action: 'login',
  entity_type: 'auth',
  details_json: '{"group":"Read_Only"}',
  ip_address: '10.0.0.7',
  timestamp: '2025-06-01T10:00:00.000Z',
};

/**
 * Failures of the fake service by the `action` asked (the dashboard dialect maps them with libs/grpc httpStatusForGrpc):
 * refusals as a service sends them (libs/grpc toGrpcError of a domain error: status, text and reason), and statuses
 * without a reason (the call's own deadline, the service down, a refused identity).
 */
const SERVICE_FAILURES: Record<string, DomainError | { code: status; details: string; metadata?: Metadata }> = {
  invalid: new ValidationError('Cannot disable or demote your own account'),
  credentials: new UnauthenticatedError('Current password is incorrect', 'CREDENTIALS_REFUSED'),
  session_ended: new UnauthenticatedError('Authentication required', 'SESSION_ENDED'),
  not_found: new NotFoundError('User not found'),
  conflict: new ConflictError('The record changed meanwhile'),
  exhausted: new ResourceExhaustedError('Rate limit exceeded. Try again later.'),
  upstream_failed: new UpstreamFailedError('Issue tracker API error (500): database is read-only'),
  upstream_timeout: new UpstreamTimeoutError('Issue tracker request timed out after 15 seconds'),
  bare_invalid: { code: status.INVALID_ARGUMENT, details: 'page must be >= 1' },
  identity: { code: status.UNAUTHENTICATED, details: 'Invalid internal identity token' },
  bare_not_found: { code: status.NOT_FOUND, details: 'internal detail of a failure' },
  deadline: { code: status.DEADLINE_EXCEEDED, details: 'Deadline exceeded after 5.001s' },
  unavailable: { code: status.UNAVAILABLE, details: 'No connection established to 10.0.0.9:50051' },
  overloaded: new OverloadedError(AUTH_TEXTS.signInBusy, 7),
  overloaded_without_wait: { code: status.UNAVAILABLE, details: AUTH_TEXTS.signInBusy, metadata: overloadedMetadata() },
};

/** Trailing metadata of a shed call whose service sent no seconds to wait: the reason only. */
function overloadedMetadata(): Metadata {
  const metadata = new Metadata();
  metadata.set(REFUSAL_REASON_KEY, 'OVERLOADED');
  return metadata;
}

/** The error a client call fails with for `failure`: a refusal with its reason in the metadata, or a bare status. */
function serviceErrorOf(failure: DomainError | { code: status; details: string; metadata?: Metadata }): Error {
  const { code, details, metadata } = 'reason' in failure ? toGrpcError(failure).grpcError : { ...failure, metadata: failure.metadata ?? new Metadata() };
  return Object.assign(new Error(details), { code, details, metadata });
}

interface RecordedCall {
  method: string;
  request: unknown;
  token: string | undefined;
}

function fakeDashboardService(calls: RecordedCall[]): DashboardAuthServiceClient {
  type Callback = (error: null, response: unknown) => void;
  const answer = (method: string, respond: (request: Record<string, unknown>) => unknown) => (request: Record<string, unknown>, _metadata: unknown, options: unknown, callback: Callback) => {
    calls.push({ method, request, token: (options as RequestCallOptions).requestContext?.internalToken });
    callback(null, respond(request));
  };
  const client = {
    ResolveSession: answer('ResolveSession', (request) => {
      const found = SESSIONS[String(request.session_id)];
      return found ? { state: 'SESSION_STATE_ACTIVE', user: found, team_scope: 'TEAM_SCOPE_OWN', expires_at: '' } : { state: 'SESSION_STATE_EXPIRED' };
    }),
    QueryAudit: (request: Record<string, unknown>, metadata: unknown, options: unknown, callback: (error: unknown, response?: unknown) => void) => {
      // An action named after a gRPC status makes the fake service fail with it (the dialect's error mapping).
      const failure = SERVICE_FAILURES[String(request.action)];
      if (failure) return void callback(serviceErrorOf(failure));
      answer('QueryAudit', (asked) => ({ entries: [ENTRY], page: asked.page, page_size: asked.page_size, total: 21 }))(request, metadata, options, callback);
    },
    UpdateUser: (request: Record<string, unknown>, metadata: unknown, options: unknown, callback: (error: unknown, response?: unknown) => void) => {
      if (request.id !== 'user-7') return void callback(serviceErrorOf(new NotFoundError('User not found')));
      answer('UpdateUser', (asked) => ({ ...user('user-7', 'Standard_User'), bu_teams: (asked.bu_teams as { teams: string[] }).teams }))(request, metadata, options, callback);
    },
  };
  return client as unknown as DashboardAuthServiceClient;
}

interface Operation {
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
}

describe('adding a route on the kernel (docs/architecture.md, "Adding a route")', () => {
  const keys = createTestInternalKeys();
  const calls: RecordedCall[] = [];
  const api = createDashboardApi(
    {
      logger: createLogger('gateway-test', 'silent'),
      client: fakeDashboardService(calls),
      // The walkthrough's routes call no library, workflow, integration or data-cache RPC; clients that are never connected stand in.
      library: createGrpcClient(loadVmdashProtos().DashboardLibraryService, '127.0.0.1:1'),
      workflows: createGrpcClient(loadVmdashProtos().DashboardWorkflowService, '127.0.0.1:1'),
      compliance: createGrpcClient(loadVmdashProtos().DashboardComplianceService, '127.0.0.1:1'),
      integration: createGrpcClient(loadVmdashProtos().IntegrationService, '127.0.0.1:1'),
      dataCache: createGrpcClient(loadVmdashProtos().DataCacheService, '127.0.0.1:1'),
      internalTokenPrivateKey: keys.privateKeyPem,
      cookies: { secure: false },
      allowedOrigins: [],
      rateLimitStore: () => new MemoryStore(),
      deadlines: { lookup: 5_000, stream: 30_000, bulk: 30_000, transfer: 60_000 },
    },
    FEATURES,
  );
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // Mounted as src/app.ts mounts it.
    const app = express();
    app.use(requestIdMiddleware);
    app.use(api.basePath, api.router);
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    calls.length = 0;
  });

  const send = async (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) => {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.cookie = `session_id=${options.cookie}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    const setCookie = response.headers.get('set-cookie');
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      ...(response.headers.has('retry-after') ? { retryAfter: response.headers.get('retry-after') } : {}),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      ...(setCookie ? { setCookie } : {}),
    };
  };
  const servicesCalled = () => calls.map((call) => call.method).filter((method) => method !== 'ResolveSession');

  it('when the feature is in the list, then its routes are in the document with their input, security and every dashboard answer, and the document passes the linter', async () => {
    const paths = api.openApiDocument.paths as Record<string, Record<string, Operation>>;
    const activity = paths['/api/users/{id}/activity'].get;
    expect(activity.security).toEqual([{ SessionCookie: ['Admin'] }]);
    expect(activity.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(['path id', 'query action', 'query page', 'query page_size']);
    expect(Object.keys(activity.responses)).toEqual(['200', '400', '401', '403', '500', '503']);
    const teams = paths['/api/users/{id}/teams'].patch;
    expect(teams.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SetTeamsRequest' });
    expect(Object.keys(teams.responses)).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    expect(await redoclyProblems(api.openApiDocument)).toEqual([]);
  });

  it("when a caller has no session, or a session outside the route's groups, then the guards answer and the service is never asked", async () => {
    expect(await send('GET', '/api/users/user-7/activity')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(await send('PATCH', '/api/users/user-7/teams', { cookie: READER_COOKIE, body: { bu_teams: [] } })).toMatchObject({
      status: 403,
      body: { error: 'Insufficient permissions', required: ['Admin'], current: 'Read_Only' },
    });
    expect(servicesCalled()).toEqual([]);
  });

  it("when the input is invalid, then 400 says why in the API's words and the handler never runs", async () => {
    const refused = async (method: string, path: string, body?: unknown) => (await send(method, path, { cookie: ADMIN_COOKIE, body })).body;
    expect(await refused('GET', '/api/users/user-7/activity?page_size=101')).toEqual({ error: 'Invalid query parameters' });
    expect(await refused('GET', '/api/users/user-7/activity?pageSize=5')).toEqual({ error: 'Unknown query parameter pageSize: use page_size' });
    expect(await refused('PATCH', '/api/users/user-7/teams', { bu_teams: 'team-a' })).toEqual({ error: SET_TEAMS_TEXT });
    expect(await refused('PATCH', '/api/users/user-7/teams', { bu_teams: [], group: 'Admin' })).toEqual({ error: 'Unknown field: group' });
    expect(await refused('PATCH', '/api/users/user-7/teams')).toEqual({ error: SET_TEAMS_TEXT });
    expect(servicesCalled()).toEqual([]);
  });

  it('when the input is valid, then the handler calls the service as the signed-in user and its answer is sent', async () => {
    expect(await send('GET', '/api/users/user-7/activity?page=2&action=login', { cookie: ADMIN_COOKIE })).toEqual({
      status: 200,
      allow: null,
      body: { page: 2, page_size: 20, total: 21, items: [toAuditEntryJson(ENTRY)] },
    });
    const query = calls.find((call) => call.method === 'QueryAudit');
    expect(query?.request).toEqual({ user_id: 'user-7', action: 'login', page: 2, page_size: 20 });
    expect(verifyInternalToken(query?.token ?? '', keys.publicKeyPem)).toMatchObject({ subject: 'admin-1', group: 'Admin', teams: ['team-a'] });
    expect(await send('PATCH', '/api/users/user-7/teams', { cookie: ADMIN_COOKIE, body: { bu_teams: ['team-b'] } })).toMatchObject({ status: 200, body: { id: 'user-7', bu_teams: ['team-b'] } });
    expect(await send('PATCH', '/api/users/nobody/teams', { cookie: ADMIN_COOKIE, body: { bu_teams: [] } })).toMatchObject({ status: 404, body: { error: 'User not found' } });
    expect((await send('HEAD', '/api/users/user-7/activity', { cookie: ADMIN_COOKIE })).status).toBe(200);
  });

  it("when another method is used on a route's path, then 405 names the methods in Allow; an unknown path is 404", async () => {
    expect(await send('DELETE', '/api/users/user-7/activity', { cookie: ADMIN_COOKIE })).toEqual({ status: 405, allow: 'GET, HEAD', body: { error: 'Method not allowed' } });
    expect(await send('GET', '/api/users/user-7/teams', { cookie: ADMIN_COOKIE })).toEqual({ status: 405, allow: 'PATCH', body: { error: 'Method not allowed' } });
    expect(await send('GET', '/api/users/user-7/nothing', { cookie: ADMIN_COOKIE })).toEqual({ status: 404, allow: null, body: { error: 'Not found' } });
  });

  it.each([
    ['invalid', 400, 'Cannot disable or demote your own account'],
    ['credentials', 401, 'Current password is incorrect'],
    ['not_found', 404, 'User not found'],
    ['conflict', 409, 'The record changed meanwhile'],
    ['exhausted', 429, 'Rate limit exceeded. Try again later.'],
    ['upstream_failed', 502, 'Issue tracker API error (500): database is read-only'],
    ['upstream_timeout', 504, 'Issue tracker request timed out after 15 seconds'],
  ])("when the service refuses with %s, then the route answers %i with the service's text %p and leaves the session cookie alone", async (action, httpStatus, error) => {
    const answer = await send('GET', `/api/users/user-7/activity?action=${action}`, { cookie: ADMIN_COOKIE });
    expect(answer).toMatchObject({ status: httpStatus, body: { error } });
    expect(answer.setCookie).toBeUndefined();
  });

  it.each([
    ['bare_invalid', 400, 'Invalid query parameters'],
    ['identity', 401, 'Authentication required'],
    ['bare_not_found', 500, 'Failed to fetch activity'],
    ['deadline', 504, 'Request timed out'],
  ])('when the service fails with %s (a status without a refusal reason), then the route answers %i with its own text %p, never the transport details', async (action, httpStatus, error) => {
    expect(await send('GET', `/api/users/user-7/activity?action=${action}`, { cookie: ADMIN_COOKIE })).toMatchObject({ status: httpStatus, body: { error } });
  });

  it('when the service cannot be reached (UNAVAILABLE without a reason), then the route answers 503 with its own text and Retry-After 5, never the transport details', async () => {
    const answer = await send('GET', '/api/users/user-7/activity?action=unavailable', { cookie: ADMIN_COOKIE });
    expect(answer).toMatchObject({ status: 503, body: { error: 'Failed to fetch activity' } });
    expect(answer.retryAfter).toBe('5');
  });

  it.each([
    ['overloaded', '7'],
    ['overloaded_without_wait', '5'],
  ])("when the service sheds the call (%s), then the route answers 503 with the service's text and Retry-After %s (its seconds when it sent them, else the gateway's)", async (action, retryAfter) => {
    const answer = await send('GET', `/api/users/user-7/activity?action=${action}`, { cookie: ADMIN_COOKIE });
    expect(answer).toMatchObject({ status: 503, body: { error: AUTH_TEXTS.signInBusy } });
    expect(answer.retryAfter).toBe(retryAfter);
  });

  it("when the service refuses because the caller's session ended, then the route answers 401 with its text and clears the session cookie", async () => {
    const answer = await send('GET', '/api/users/user-7/activity?action=session_ended', { cookie: ADMIN_COOKIE });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    expect(answer.setCookie).toMatch(/^session_id=;.*Expires=Thu, 01 Jan 1970/);
  });
});
