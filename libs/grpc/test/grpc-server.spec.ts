import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { NotFoundError, OverloadedError, RETRY_AFTER_KEY, UnavailableError, UpstreamFailedError, UpstreamTimeoutError, ValidationError } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import { loadVmdashProtos, type BetaFinding, type BetaHost, type DashboardAuthServiceClient, type DataCacheServiceClient } from '@vmdash/proto';
import { protoPath as healthProtoPath } from 'grpc-health-check';
import type { CallerIdentity, DashboardUserCaller } from '@vmdash/identity';
import { currentRequestContext, runWithRequestContext } from '@vmdash/observability';
import { createTestInternalKeys } from '@vmdash/testing';
import { unaryCall, createGrpcClient, defineSomeHandlers, fieldViolationsOf, httpStatusForGrpc, refusalReasonOf, startGrpcServer, type RunningGrpcServer } from '../src';

/** Every line the servers of these tests log, parsed. */
const logLines: { level: number; msg: string; method?: string; code?: string; requestId?: string }[] = [];
const logger = createLogger('grpc-test', 'debug', { hooks: { streamWrite: (line) => (logLines.push(JSON.parse(line) as (typeof logLines)[number]), '') } });
const v1 = loadVmdashProtos();
const keys = createTestInternalKeys();
const asCaller = <T>(fn: () => T, identity: CallerIdentity = { subject: 'tester', scopes: ['data:read'] }) => runWithRequestContext({ requestId: 'r1', internalToken: keys.tokenFor(identity) }, fn);
let seenCaller: string | undefined;
let seenUser: DashboardUserCaller | undefined;

function finding(i: number): BetaFinding {
  return { host_id: 1, scanner_id: String(i), active_host_findings_id: i, title: 'x'.repeat(200), severity: 'low', port: 0, protocol: 'tcp', cve_ids: [], kev: false };
}

describe('gRPC server bootstrap', () => {
  let server: RunningGrpcServer;
  let client: DataCacheServiceClient;
  let dashboard: DashboardAuthServiceClient;
  let releaseSlowCall: () => void = () => undefined;

  beforeEach(async () => {
    server = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      internalTokenPublicKey: keys.publicKeyPem,
      services: [
        defineSomeHandlers('vmdash.v1.DataCacheService', {
          GetBetaAsset: async ({ host_id }, { caller }): Promise<BetaHost> => {
            seenCaller = caller.subject;
            if (host_id === 0) throw new ValidationError('bad', [{ loc: ['path', 'host_id'], msg: 'must be positive', type: 'value_error' }]);
            if (host_id === 404) throw new NotFoundError('host 404 not found');
            if (host_id === 500) throw new Error('database password is hunter2');
            if (host_id === 502) throw new UpstreamFailedError('Issue tracker API error (500): database is read-only');
            if (host_id === 503) throw new UnavailableError('the beta cache is not loaded yet');
            if (host_id === 504) throw new UpstreamTimeoutError('Issue tracker request timed out after 15 seconds');
            if (host_id === 529) throw new OverloadedError('Too busy now', 7);
            if (host_id === 7) await new Promise<void>((resolve) => (releaseSlowCall = resolve));
            return { host_id, owner: 'o', hostname: 'h' };
          },
          // A handler that calls a service itself (as action-plan's do): its call acts for the same caller and request.
          FindKnownBetaHosts: async ({ host_ids }) => {
            const hosts = await Promise.all(host_ids.map((host_id) => unaryCall(client, 'GetBetaAsset', { host_id })));
            return { host_ids: hosts.map((host) => host.host_id) };
          },
          StreamBetaVulnerabilitiesByHost: function* () {
            for (let i = 0; i < 20_000; i++) yield { records: Buffer.from(JSON.stringify(finding(i))), count: 1 };
          },
        }),
        defineSomeHandlers('vmdash.v1.DashboardAuthService', {
          ListUsers: async (_request, { user }) => {
            seenUser = user;
            return { users: [] };
          },
        }),
      ],
    });
    client = createGrpcClient(v1.DataCacheService, `127.0.0.1:${server.port}`, { deadlineMs: 2000 });
    dashboard = createGrpcClient(v1.DashboardAuthService, `127.0.0.1:${server.port}`, { deadlineMs: 2000 });
  });

  afterEach(async () => {
    client.close();
    dashboard.close();
    await server.shutdown(100);
  });

  it('when the service is started, then grpc.health.v1 reports NOT_SERVING until it is set serving', async () => {
    const healthPackage = grpc.loadPackageDefinition(protoLoader.loadSync(healthProtoPath, { enums: String })) as unknown as {
      grpc: { health: { v1: { Health: new (a: string, c: grpc.ChannelCredentials) => grpc.Client & { check: (...args: unknown[]) => void } } } };
    };
    const health = new healthPackage.grpc.health.v1.Health(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
    const check = (service: string) => new Promise<string>((resolve, reject) => health.check({ service }, (e: Error | null, r: { status: string }) => (e ? reject(e) : resolve(r.status))));
    expect(await check('vmdash.v1.DataCacheService')).toBe('NOT_SERVING');
    server.setServing(true);
    expect(await check('vmdash.v1.DataCacheService')).toBe('SERVING');
    expect(await check('')).toBe('SERVING');
    health.close();
  });

  it('when a handler throws a validation error, then the client gets INVALID_ARGUMENT with the field violations', async () => {
    const error = await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 0 })).catch((e: grpc.ServiceError) => e);
    expect((error as grpc.ServiceError).code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(fieldViolationsOf(error as grpc.ServiceError)).toEqual([{ loc: ['path', 'host_id'], msg: 'must be positive', type: 'value_error' }]);
    expect(httpStatusForGrpc((error as grpc.ServiceError).code, 'data')).toBe(422);
    expect(httpStatusForGrpc((error as grpc.ServiceError).code, 'dashboard')).toBe(400);
  });

  it('when a handler throws an unexpected error, then the client gets INTERNAL without the internal message', async () => {
    const error = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 500 })).catch((e) => e)) as grpc.ServiceError;
    expect(error.code).toBe(grpc.status.INTERNAL);
    expect(error.details).not.toContain('hunter2');
    const notFound = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 404 })).catch((e) => e)) as grpc.ServiceError;
    expect([notFound.code, notFound.details]).toEqual([grpc.status.NOT_FOUND, 'host 404 not found']);
  });

  it("when a handler refuses, then the client reads the refusal's reason beside its status and text; a failure of the service carries none", async () => {
    const failureOf = async (hostId: number) => {
      const error = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: hostId })).catch((e) => e)) as grpc.ServiceError;
      const reason = refusalReasonOf(error);
      return { code: error.code, details: error.details, reason, dashboard: httpStatusForGrpc(error.code, 'dashboard', reason) };
    };
    expect(await failureOf(404)).toEqual({ code: grpc.status.NOT_FOUND, details: 'host 404 not found', reason: 'NOT_FOUND', dashboard: 404 });
    expect(await failureOf(0)).toMatchObject({ code: grpc.status.INVALID_ARGUMENT, reason: 'INVALID_ARGUMENT', dashboard: 400 });
    // An outside system's failure and timeout are told from the service's own UNAVAILABLE and DEADLINE_EXCEEDED.
    expect(await failureOf(502)).toEqual({ code: grpc.status.UNAVAILABLE, details: 'Issue tracker API error (500): database is read-only', reason: 'UPSTREAM_FAILED', dashboard: 502 });
    expect(await failureOf(504)).toEqual({ code: grpc.status.DEADLINE_EXCEEDED, details: 'Issue tracker request timed out after 15 seconds', reason: 'UPSTREAM_TIMEOUT', dashboard: 504 });
    expect(await failureOf(503)).toMatchObject({ code: grpc.status.UNAVAILABLE, reason: null, dashboard: 503 });
    expect(await failureOf(500)).toMatchObject({ code: grpc.status.INTERNAL, reason: null });
    // Work refused before it started: the reason and the seconds to wait before asking again.
    expect(await failureOf(529)).toEqual({ code: grpc.status.UNAVAILABLE, details: 'Too busy now', reason: 'OVERLOADED', dashboard: 503 });
    const overloaded = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 529 })).catch((e) => e)) as grpc.ServiceError;
    expect(overloaded.metadata.get(RETRY_AFTER_KEY)).toEqual(['7']);
  });

  it('when a stream is larger than the 4 MiB message limit in total, then every item arrives', async () => {
    let count = 0;
    await new Promise<void>((resolve, reject) => {
      const stream = asCaller(() => client.StreamBetaVulnerabilitiesByHost({ host_ids: [1] }, { deadline: Date.now() + 20_000 }));
      stream.on('data', () => count++);
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    expect(count).toBe(20_000);
  });

  it('when a call carries no internal token, then the service refuses it with UNAUTHENTICATED', async () => {
    const error = (await unaryCall(client, 'GetBetaAsset', { host_id: 1 }).catch((e) => e)) as grpc.ServiceError;
    expect(error.code).toBe(grpc.status.UNAUTHENTICATED);
    const ok = await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 1 }));
    expect([ok.host_id, seenCaller]).toEqual([1, 'tester']);
  });

  it("when the caller lacks the RPC's permission, then the service refuses it with PERMISSION_DENIED before the handler runs", async () => {
    seenCaller = undefined;
    const writer = { subject: 'writer', scopes: ['plans:write'] };
    const unary = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 1 }), writer).catch((e) => e)) as grpc.ServiceError;
    expect([unary.code, unary.details, seenCaller]).toEqual([grpc.status.PERMISSION_DENIED, 'scope data:read required', undefined]);
    const stream = asCaller(() => client.StreamBetaVulnerabilitiesByHost({ host_ids: [1] }), writer);
    const streamError = await new Promise<grpc.ServiceError>((resolve) => stream.on('error', resolve));
    expect(streamError.code).toBe(grpc.status.PERMISSION_DENIED);
  });

  it('when a dashboard RPC is called, then only a user of its groups passes, and its handler learns who acts and the Admin behind', async () => {
    const listUsers = (identity: CallerIdentity) => asCaller(() => unaryCall(dashboard, 'ListUsers', {}), identity).catch((e: grpc.ServiceError) => e);
    const admin = { subject: 'u1', scopes: ['dashboard'], group: 'Admin', actor: { subject: 'a1' } };
    expect(await listUsers(admin)).toEqual({ users: [] });
    expect(seenUser).toEqual({ subject: 'u1', group: 'Admin', actorSubject: 'a1' });
    for (const refused of [
      { ...admin, group: 'Read_Only' },
      { subject: 'system:gateway', scopes: ['dashboard:auth'] },
      { subject: 'tester', scopes: ['data:read'] },
    ]) {
      expect(((await listUsers(refused)) as grpc.ServiceError).code).toBe(grpc.status.PERMISSION_DENIED);
    }
  });

  it('when calls end, then each writes one line: at debug for OK and NOT_FOUND, at warn for failures and refusals, health checks included', async () => {
    const healthPackage = grpc.loadPackageDefinition(protoLoader.loadSync(healthProtoPath, { enums: String })) as unknown as {
      grpc: { health: { v1: { Health: new (a: string, c: grpc.ChannelCredentials) => grpc.Client & { check: (...args: unknown[]) => void } } } };
    };
    const health = new healthPackage.grpc.health.v1.Health(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
    logLines.length = 0;
    await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 1 }));
    await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 404 })).catch(() => undefined);
    await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 500 })).catch(() => undefined);
    await unaryCall(client, 'GetBetaAsset', { host_id: 1 }).catch(() => undefined);
    await new Promise<void>((resolve) => health.check({ service: '' }, () => resolve()));
    health.close();
    const calls = logLines.filter((line) => line.msg.startsWith('grpc call')).map(({ level, msg, method, code, requestId }) => ({ level, msg, method, code, requestId }));
    const getAsset = '/vmdash.v1.DataCacheService/GetBetaAsset';
    expect(calls).toEqual([
      { level: 20, msg: 'grpc call', method: getAsset, code: 'OK', requestId: 'r1' },
      { level: 20, msg: 'grpc call', method: getAsset, code: 'NOT_FOUND', requestId: 'r1' },
      { level: 40, msg: 'grpc call failed', method: getAsset, code: 'INTERNAL', requestId: 'r1' },
      { level: 40, msg: 'grpc call failed', method: getAsset, code: 'UNAUTHENTICATED', requestId: undefined },
      { level: 20, msg: 'grpc call', method: '/grpc.health.v1.Health/Check', code: 'OK', requestId: undefined },
    ]);
  });

  it('when the request context comes in the call options (the gateway), then the call carries its id and caller as from the running context', async () => {
    logLines.length = 0;
    seenCaller = undefined;
    const requestContext = { requestId: 'r2', internalToken: keys.tokenFor({ subject: 'by-options', scopes: ['data:read'] }) };
    await expect(unaryCall(client, 'GetBetaAsset', { host_id: 1 }, { requestContext })).resolves.toMatchObject({ host_id: 1 });
    expect(seenCaller).toBe('by-options');
    // The options' context wins over a running one, so a caller that passes it is never taken for another.
    await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 1 }, { deadline: Date.now() + 2000, requestContext }));
    expect(seenCaller).toBe('by-options');
    const requestIds = logLines.filter((line) => line.msg === 'grpc call').map((line) => line.requestId);
    expect(requestIds).toEqual(['r2', 'r2']);
  });

  it("when a handler calls another service, then that call carries the served call's request id and caller", async () => {
    logLines.length = 0;
    seenCaller = undefined;
    await expect(asCaller(() => unaryCall(client, 'FindKnownBetaHosts', { host_ids: [3] }), { subject: 'outer', scopes: ['data:read'] })).resolves.toEqual({ host_ids: [3] });
    expect(seenCaller).toBe('outer');
    const inner = logLines.filter((line) => line.msg === 'grpc call' && line.method?.endsWith('/GetBetaAsset'));
    expect(inner.map((line) => line.requestId)).toEqual(['r1']);
  });

  it('when an RPC a test double left out is called, then the client gets UNIMPLEMENTED', async () => {
    const error = (await asCaller(() => unaryCall(client, 'ListBetaOwners', {})).catch((e) => e)) as grpc.ServiceError;
    expect(error.code).toBe(grpc.status.UNIMPLEMENTED);
  });

  it('when a call outlives its deadline, then the client gets DEADLINE_EXCEEDED', async () => {
    const error = (await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 7 }, { deadline: Date.now() + 200 })).catch((e) => e)) as grpc.ServiceError;
    expect(error.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    releaseSlowCall();
  });

  it('when shutdown starts during a call, then the call in flight still completes', async () => {
    const inFlight = asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 7 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = server.shutdown(5_000);
    releaseSlowCall();
    await expect(inFlight).resolves.toMatchObject({ host_id: 7 });
    await stopping;
  });
});

describe('a server that forwards no request context', () => {
  it("when a call is served, then its handler runs outside any request context (no AsyncLocalStorage) and still knows the call's id and caller", async () => {
    let seen: { context: unknown; requestId: string; subject: string } | undefined;
    const server = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      internalTokenPublicKey: keys.publicKeyPem,
      forwardsContext: false,
      services: [
        defineSomeHandlers('vmdash.v1.DataCacheService', {
          GetBetaAsset: async ({ host_id }, { caller, requestId }): Promise<BetaHost> => {
            seen = { context: currentRequestContext(), requestId, subject: caller.subject };
            return { host_id, owner: 'o', hostname: 'h' };
          },
        }),
      ],
    });
    const client = createGrpcClient(v1.DataCacheService, `127.0.0.1:${server.port}`, { deadlineMs: 2000 });
    try {
      await asCaller(() => unaryCall(client, 'GetBetaAsset', { host_id: 1 }));
      expect(seen).toEqual({ context: undefined, requestId: 'r1', subject: 'tester' });
    } finally {
      client.close();
      await server.shutdown(100);
    }
  });
});
