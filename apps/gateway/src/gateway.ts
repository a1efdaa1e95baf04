import type { Logger } from '@vmdash/observability';
import { defineService, type RunningService } from '@vmdash/service-runtime';
import { createGatewayApp } from './app';
import type { BearerVerifierOptions } from './auth/bearer-token.verifier';
import { DEFAULT_HTTP_LIMITS } from './config';
import { createRedisRateLimitStores } from './dashboard-api/http/redis-rate-limit-store';
import { createOidcRelyingParty, type OidcSettings } from './dashboard-api/oidc/oidc-relying-party';
import { createOidcSealer } from './dashboard-api/oidc/oidc-sealing';
import { createDependencyHealth } from './data-api/health/service-health-checks';
import { gatewayPeers } from './gateway-peers';
import { listenHttp, type HttpServerLimits } from './http-listener';
import type { DeadlineSettings } from './http/route-table';

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
  /** Single sign-on (OIDC_* settings); none without OIDC_ISSUER_URL. */
  oidc?: OidcSettings;
  /** How long start waits for Redis before serving anyway (rate-limited routes fail until it answers), ms (default 5 s). */
  redisWaitMs?: number;
  /** Lifetime of the job grant signed for each job started (JOB_GRANT_TTL_SECONDS; default 6 h), s. */
  jobGrantTtlSeconds?: number;
}

/** Everything the gateway needs, with keys already loaded (gateway-settings.ts reads them from the configured files). */
export interface GatewaySettings {
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
  /** How long the stop lets in-flight requests finish before closing their connections, ms. */
  shutdownGraceMs: number;
  /** Pause between reporting not-ready and closing the listener, so load balancers stop sending (ms, default 0). */
  drainDelayMs?: number;
  /** The dashboard API; without it only the Data API is served. */
  dashboard?: DashboardSettings;
  /** Folder of the built web app served at / (createGatewayApp's webAppDir); none when absent. */
  webAppDir?: string;
}

/** What the gateway's start resolves with (its "ready" log line). */
export interface GatewaySummary extends Record<string, unknown> {
  port: number;
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  openapi: string;
  docs: string;
  dashboardApi: string;
}

/** The running gateway (libs/service-runtime). */
export type GatewayService = RunningService<GatewaySummary>;

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
 * Builds the gateway from its components (docs/architecture.md, "The service skeleton"): a client per gRPC peer
 * (gateway-peers.ts), the rate-limit counts in Redis when the dashboard API is served (start waits up to
 * `redisWaitMs` for Redis, then serves anyway), and last the HTTP listener of the Express app (createGatewayApp) with
 * its limits, whose /readyz reports the service's readiness. The stop follows docs/architecture.md, "Shutdown order":
 * /readyz turns 503, the drain delay, the listener closes (in-flight requests get `shutdownGraceMs`), then the clients
 * and Redis.
 */
export function createGatewayService(settings: GatewaySettings, logger: Logger): GatewayService {
  const peers = gatewayPeers({
    dataCacheAddr: settings.dataCacheAddr,
    actionPlanAddr: settings.actionPlanAddr,
    dashboardAddr: settings.dashboard?.addr,
    integrationAddr: settings.dashboard?.integrationAddr,
    unaryDeadlineMs: settings.deadlines?.lookup,
  });
  return defineService({ name: 'gateway', logger, drainDelayMs: settings.drainDelayMs ?? 0 })
    .add('dataCache', peers.dataCache)
    .add('actionPlan', peers.actionPlan)
    .add('dashboard', peers.dashboard)
    .add('integration', peers.integration)
    .add('rateLimits', {
      start: async () => {
        const dashboard = settings.dashboard;
        if (!dashboard) return undefined;
        const stores = createRedisRateLimitStores(dashboard.redisUrl, dashboard.rateLimitKeyPrefix ?? 'vmdash:rl:', logger);
        if (!(await stores.whenReady(dashboard.redisWaitMs ?? 5_000))) logger.warn({ redis: redisEndpoint(dashboard.redisUrl) }, 'redis not reachable yet; rate-limited routes fail until it is');
        return stores;
      },
      stop: (stores) => stores?.close(),
    })
    .add('http', {
      dependsOn: ['dataCache', 'actionPlan', 'dashboard', 'integration', 'rateLimits'],
      start: async ({ dataCache, actionPlan, dashboard, integration, rateLimits }, { readiness }) => {
        /** Every configured service by its name in /health, checked over the channel its calls use. */
        const dependencyHealth = createDependencyHealth([
          { name: 'data-cache', client: dataCache, service: 'vmdash.v1.DataCacheService' },
          { name: 'action-plan', client: actionPlan, service: 'vmdash.v1.ActionPlanService' },
          ...(dashboard ? [{ name: 'dashboard', client: dashboard.auth, service: 'vmdash.v1.DashboardAuthService' }] : []),
          ...(integration ? [{ name: 'integration', client: integration, service: 'vmdash.v1.IntegrationService' }] : []),
        ]);
        const app = createGatewayApp({
          logger,
          dataCache,
          actionPlan,
          dependencyHealth,
          bearer: settings.bearer,
          internalTokenPrivateKey: settings.internalTokenPrivateKey,
          deadlines: settings.deadlines,
          trustProxy: settings.trustProxy,
          successLogLevel: settings.successLogLevel,
          isReady: () => readiness.ready,
          webAppDir: settings.webAppDir,
          ...(settings.dashboard && dashboard && integration && rateLimits
            ? {
                dashboard: {
                  client: dashboard.auth,
                  library: dashboard.library,
                  workflows: dashboard.workflows,
                  compliance: dashboard.compliance,
                  integration,
                  cookies: { secure: settings.dashboard.secureCookies },
                  oidc: settings.dashboard.oidc ? createOidcRelyingParty(settings.dashboard.oidc, createOidcSealer(settings.internalTokenPrivateKey)) : undefined,
                  allowedOrigins: settings.dashboard.allowedOrigins ?? [],
                  rateLimitStore: rateLimits.storeFor,
                  ...(settings.dashboard.jobGrantTtlSeconds ? { jobGrantTtlSeconds: settings.dashboard.jobGrantTtlSeconds } : {}),
                },
              }
            : {}),
        });
        const listener = await listenHttp(app, { host: settings.host, port: settings.port, limits: settings.http ?? DEFAULT_HTTP_LIMITS, graceMs: settings.shutdownGraceMs }, logger);
        logger.info({ port: listener.port, dataCache: settings.dataCacheAddr, actionPlan: settings.actionPlanAddr }, 'gateway listening');
        return listener;
      },
      stop: (listener) => listener.stop(),
    })
    .build(({ http: { port, url } }) => ({ port, url, openapi: `${url}/openapi.json`, docs: `${url}/docs`, dashboardApi: `${url}/api/openapi.json` }));
}
