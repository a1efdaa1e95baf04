import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@vmdash/observability';
import { createGatewayApp } from './app';
import { DEFAULT_HTTP_LIMITS } from './config';
import type { BearerVerifierOptions } from './auth/bearer-token.verifier';
import { createRedisRateLimitStores, type RedisRateLimitStores } from './dashboard-api/http/redis-rate-limit-store';
import { createGatewayClients } from './grpc-clients';
import type { DeadlineSettings } from './http/route-table';

/**
 * The HTTP listener's limits (docs/architecture.md, "Errors and retries"; the gateway's README lists their variables):
 * how long a client may take to send its headers and its whole request (408 and the connection closed after that),
 * how long an idle keep-alive connection stays open, and how many connections are served at once.
 */
export interface HttpServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

/** How often Node checks open requests against the two timeouts, ms (its default of 30 s would let them overrun by that much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The dashboard API's settings (face B under /api). */
interface DashboardSettings {
  /** host:port of the dashboard service. */
  addr: string;
  /** host:port of the integration service (the tracker webhook under /api/webhooks). */
  integrationAddr: string;
  /** Redis of the rate-limit counts, e.g. redis://127.0.0.1:6379. */
  redisUrl: string;
  /** Key prefix of the counts (default "vmdash:rl:"). */
  rateLimitKeyPrefix?: string;
  /** Origins allowed to send state-changing requests (PUBLIC_URL's and DASHBOARD_ALLOWED_ORIGINS; never the Host header). */
  allowedOrigins?: readonly string[];
  /** `secure` cookies: true when NODE_ENV is production. */
  secureCookies: boolean;
  /** How long start waits for Redis before serving anyway (rate-limited routes fail until it answers), ms (default 5 s). */
  redisWaitMs?: number;
}

/** Everything `startGateway` needs, with keys already loaded (main.ts reads them from the configured files). */
interface GatewaySettings {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dataCacheAddr: string;
  actionPlanAddr: string;
  bearer: BearerVerifierOptions;
  /** PEM of the ES256 internal-token signing key. */
  internalTokenPrivateKey: string;
  trustProxy?: boolean | number | string;
  /** Deadline of each route class, ms (createGatewayApp's defaults when absent); `lookup` is also the clients' default. */
  deadlines?: DeadlineSettings;
  /** Level of access-log lines of answers below 400 (createGatewayApp's successLogLevel; default info). */
  successLogLevel?: 'info' | 'debug';
  /** The HTTP listener's limits (DEFAULT_HTTP_LIMITS when absent). */
  http?: HttpServerLimits;
  /** How long `stop` lets in-flight requests finish before closing their connections, ms. */
  shutdownGraceMs: number;
  /** Pause between reporting not-ready and closing the listener, so load balancers stop sending (ms, default 0). */
  drainDelayMs?: number;
  /** The dashboard API; without it only the Data API is served. */
  dashboard?: DashboardSettings;
  /** Folder of the built web app served at / (createGatewayApp's webAppDir); none when absent. */
  webAppDir?: string;
}

/** A running gateway: its address and its graceful stop. */
export interface RunningGateway {
  server: Server;
  port: number;
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  /**
   * Stops in the order of docs/architecture.md, "Shutdown order": /readyz turns 503, (optional drain delay), the listener
   * closes and idle keep-alive connections with it, in-flight requests finish (connections still open after
   * `shutdownGraceMs` are closed), then the gRPC channels and the Redis connection close.
   */
  stop(): Promise<void>;
}

/** host:port of a Redis URL, for logs: the URL itself may carry a password (OWASP ASVS 7.1.1). */
function redisEndpoint(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || 6379}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * Starts the gateway: gRPC clients, the Express app and its HTTP listener with its limits (HttpServerLimits).
 * @throws Error when the address cannot be bound.
 */
export async function startGateway(settings: GatewaySettings, logger: Logger): Promise<RunningGateway> {
  const clients = createGatewayClients({ ...settings, unaryDeadlineMs: settings.deadlines?.lookup, dashboardAddr: settings.dashboard?.addr, integrationAddr: settings.dashboard?.integrationAddr });
  let stores: RedisRateLimitStores | undefined;
  if (settings.dashboard) {
    stores = createRedisRateLimitStores(settings.dashboard.redisUrl, settings.dashboard.rateLimitKeyPrefix ?? 'vmdash:rl:', logger);
    if (!(await stores.whenReady(settings.dashboard.redisWaitMs ?? 5_000)))
      logger.warn({ redis: redisEndpoint(settings.dashboard.redisUrl) }, 'redis not reachable yet; rate-limited routes fail until it is');
  }
  let ready = true;
  const app = createGatewayApp({
    logger,
    dataCache: clients.dataCache,
    actionPlan: clients.actionPlan,
    dependencyHealth: clients.dependencyHealth,
    bearer: settings.bearer,
    internalTokenPrivateKey: settings.internalTokenPrivateKey,
    deadlines: settings.deadlines,
    trustProxy: settings.trustProxy,
    successLogLevel: settings.successLogLevel,
    isReady: () => ready,
    webAppDir: settings.webAppDir,
    ...(settings.dashboard && clients.dashboardAuth && clients.dashboardLibrary && clients.dashboardWorkflows && clients.dashboardCompliance && clients.integration && stores
      ? {
          dashboard: {
            client: clients.dashboardAuth,
            library: clients.dashboardLibrary,
            integration: clients.integration,
            workflows: clients.dashboardWorkflows,
            compliance: clients.dashboardCompliance,
            cookies: { secure: settings.dashboard.secureCookies },
            allowedOrigins: settings.dashboard.allowedOrigins ?? [],
            rateLimitStore: stores.storeFor,
          },
        }
      : {}),
  });
  const limits: HttpServerLimits = settings.http ?? DEFAULT_HTTP_LIMITS;
  const server = createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs) },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  logger.info({ port, dataCache: settings.dataCacheAddr, actionPlan: settings.actionPlanAddr }, 'gateway listening');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      ready = false;
      if (settings.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, settings.drainDelayMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections turn idle when their last response ends; close them then rather than after the
      // keep-alive timeout, so stop returns as soon as the in-flight requests are done.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => {
        logger.warn({ graceMs: settings.shutdownGraceMs }, 'grace period over, closing open connections');
        server.closeAllConnections();
      }, settings.shutdownGraceMs);
      await closed;
      clearInterval(sweeper);
      clearTimeout(timer);
      clients.close();
      await stores?.close().catch((error: unknown) => logger.warn({ err: error }, 'redis close failed'));
    })();
    return stopping;
  };
  return { server, port, url: `http://${urlHost}:${port}`, stop };
}
