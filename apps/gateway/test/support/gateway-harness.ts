import { defineHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger, type Logger } from '@vmdash/observability';
import {
  createTestBearerKeys,
  createTestInternalKeys,
  sendRequest,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type BearerTokenOptions,
  type HttpAnswer,
  type HttpRequestOptions,
  type TestBearerKeys,
  type TestInternalKeys,
} from '@vmdash/testing';
import { parsePublicKeySet } from '../../src/auth/public-key-set';
import { createGatewayService, type GatewayService } from '../../src/gateway';
import type { HttpServerLimits } from '../../src/http-listener';
import type { DeadlineSettings } from '../../src/http/route-table';
import { FakeActionPlan } from './fake-action-plan';
import { FakeDataCache } from './fake-data-cache';

/** Options of one request through the harness. */
export interface RequestOptions extends HttpRequestOptions {
  /** Bearer token; default a valid token with every scope. `null` sends no Authorization header. */
  token?: string | null;
}

/** The gateway started in-process on port 0 against fake data-cache and action-plan services. */
export interface GatewayHarness {
  url: string;
  /** The bearer key the gateway trusts (key set of one key). */
  bearer: TestBearerKeys;
  /** The internal-token keys: the gateway signs, the fakes verify. */
  internal: TestInternalKeys;
  dataCache: FakeDataCache;
  actionPlan: FakeActionPlan;
  dataCacheServer: RunningGrpcServer;
  actionPlanServer: RunningGrpcServer;
  gateway: GatewayService;
  token(options?: BearerTokenOptions): string;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpAnswer>;
  stop(): Promise<void>;
}

/** Starts the fakes (with real internal-token checks) and the gateway wired to them. */
export async function startHarness(
  options: { shutdownGraceMs?: number; gatewayLogger?: Logger; http?: HttpServerLimits; deadlines?: DeadlineSettings; successLogLevel?: 'info' | 'debug'; webAppDir?: string } = {},
): Promise<GatewayHarness> {
  const logger = createLogger('gateway-test', 'silent');
  const bearer = createTestBearerKeys();
  const internal = createTestInternalKeys();
  const dataCache = new FakeDataCache();
  const actionPlan = new FakeActionPlan();
  const dataCacheServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: internal.publicKeyPem,
    services: [defineHandlers('vmdash.v1.DataCacheService', dataCache.implementation())],
  });
  const actionPlanServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: internal.publicKeyPem,
    services: [defineHandlers('vmdash.v1.ActionPlanService', actionPlan.implementation())],
  });
  dataCacheServer.setServing(true);
  actionPlanServer.setServing(true);

  const gateway = createGatewayService(
    {
      host: '127.0.0.1',
      port: 0,
      dataCacheAddr: `127.0.0.1:${dataCacheServer.port}`,
      actionPlanAddr: `127.0.0.1:${actionPlanServer.port}`,
      bearer: { publicKeys: parsePublicKeySet(bearer.keySetJson), issuer: TEST_ISSUER, audience: TEST_AUDIENCE },
      internalTokenPrivateKey: internal.privateKeyPem,
      shutdownGraceMs: options.shutdownGraceMs ?? 1_000,
      ...(options.http ? { http: options.http } : {}),
      ...(options.deadlines ? { deadlines: options.deadlines } : {}),
      successLogLevel: options.successLogLevel,
      webAppDir: options.webAppDir,
    },
    options.gatewayLogger ?? logger,
  );
  const { url } = await gateway.start();
  const defaultToken = bearer.sign();

  const request = (method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> => {
    const token = options.token === undefined ? defaultToken : options.token;
    const headers = token === null ? options.headers : { ...options.headers, authorization: `Bearer ${token}` };
    return sendRequest(method, `${url}${path}`, { ...options, headers });
  };

  return {
    url,
    bearer,
    internal,
    dataCache,
    actionPlan,
    dataCacheServer,
    actionPlanServer,
    gateway,
    token: (options) => bearer.sign(options),
    request,
    async stop() {
      await gateway.stop();
      await Promise.all([dataCacheServer.shutdown(200), actionPlanServer.shutdown(200)]);
    },
  };
}
