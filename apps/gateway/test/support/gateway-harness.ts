import { defineHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger, type Logger } from '@vmdash/observability';
import { parsePublicKeySet } from '../../src/auth/public-key-set';
import { startGateway, type RunningGateway } from '../../src/gateway';
import { FakeActionPlan } from './fake-action-plan';
import { FakeDataCache } from './fake-data-cache';
import { makeTestKeys, mintToken, TEST_AUDIENCE, TEST_ISSUER, type TestKeys, type TokenOptions } from './keys';

/** An HTTP answer as the tests look at it. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined when the body is empty or not JSON). */
  body: unknown;
  text: string;
}

/** Options of one request through the harness. */
export interface RequestOptions {
  /** Bearer token; default a valid token with every scope. `null` sends no Authorization header. */
  token?: string | null;
  /** JSON body (serialised), or a raw string sent as is. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** The gateway started in-process on port 0 against fake data-cache and action-plan services. */
export interface GatewayHarness {
  url: string;
  keys: TestKeys;
  dataCache: FakeDataCache;
  actionPlan: FakeActionPlan;
  dataCacheServer: RunningGrpcServer;
  actionPlanServer: RunningGrpcServer;
  gateway: RunningGateway;
  token(options?: TokenOptions): string;
  request(method: string, path: string, options?: RequestOptions): Promise<HttpAnswer>;
  stop(): Promise<void>;
}

/** Starts the fakes (with real internal-token checks) and the gateway wired to them. */
export async function startHarness(options: { shutdownGraceMs?: number; gatewayLogger?: Logger } = {}): Promise<GatewayHarness> {
  const logger = createLogger('gateway-test', 'silent');
  const keys = makeTestKeys();
  const dataCache = new FakeDataCache();
  const actionPlan = new FakeActionPlan();
  const dataCacheServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: keys.internalPublicKeyPem,
    services: [defineHandlers('vmdash.v1.DataCacheService', dataCache.implementation())],
  });
  const actionPlanServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: keys.internalPublicKeyPem,
    services: [defineHandlers('vmdash.v1.ActionPlanService', actionPlan.implementation())],
  });
  dataCacheServer.setServing(true);
  actionPlanServer.setServing(true);

  const gateway = await startGateway(
    {
      host: '127.0.0.1',
      port: 0,
      dataCacheAddr: `127.0.0.1:${dataCacheServer.port}`,
      actionPlanAddr: `127.0.0.1:${actionPlanServer.port}`,
      bearer: { publicKeys: parsePublicKeySet(JSON.stringify({ [keys.kid]: keys.bearerPublicKeyPem })), issuer: TEST_ISSUER, audience: TEST_AUDIENCE },
      internalTokenPrivateKey: keys.internalPrivateKeyPem,
      shutdownGraceMs: options.shutdownGraceMs ?? 1_000,
    },
    options.gatewayLogger ?? logger,
  );
  const defaultToken = mintToken(keys);

  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? defaultToken : options.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const response = await fetch(`${gateway.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  return {
    url: gateway.url,
    keys,
    dataCache,
    actionPlan,
    dataCacheServer,
    actionPlanServer,
    gateway,
    token: (options) => mintToken(keys, options),
    request,
    async stop() {
      await gateway.stop();
      await Promise.all([dataCacheServer.shutdown(200), actionPlanServer.shutdown(200)]);
    },
  };
}
