import express, { type Express } from 'express';
import type { Logger } from '@vmdash/observability';
import type { ActionPlanServiceClient, DataCacheServiceClient } from '@vmdash/proto';
import swaggerUi from 'swagger-ui-express';
import { createBearerAuth } from './auth/bearer-auth';
import type { BearerVerifierOptions } from './auth/bearer-token.verifier';
import { createDashboardApi } from './dashboard-api/dashboard-api';
import type { DashboardApiDeps } from './dashboard-api/dashboard-api.deps';
import { DEFAULT_DEADLINES } from './config';
import { createDataApi } from './data-api/data-api';
import type { DependencyHealth } from './data-api/health/service-health-checks';
import { accessLog } from './http/access-log';
import { apiResponseHeaders } from './http/response-headers';
import { requestIdMiddleware } from './http/request-id';
import { swaggerUiHeaders } from './openapi/swagger-ui-headers';
import { createWebAppRouter } from './web-app/web-app';
import type { DeadlineSettings } from './http/route-table';

/** Everything the gateway's HTTP app needs; tests pass fake or real gRPC clients. */
interface GatewayAppDeps {
  logger: Logger;
  dataCache: DataCacheServiceClient;
  actionPlan: ActionPlanServiceClient;
  dependencyHealth: DependencyHealth;
  /** Bearer-token checks: RS256 keys by kid, required issuer and audience. */
  bearer: BearerVerifierOptions;
  /** PEM of the ES256 key that signs internal caller tokens (its public half is given to every service). */
  internalTokenPrivateKey: string;
  /** Deadline of each route class, ms (default 5 s for lookups, 30 s for streams and bulk calls). */
  deadlines?: DeadlineSettings;
  /**
   * Level of the access-log line of an answer below 400 (default info). Production passes debug: one line per
   * successful request costs the gateway a tenth of its time under load (docs/benchmarks.md, "Gateway path"), so there
   * they appear only with LOG_LEVEL=debug. Answers 400-499 are always logged at info, 5xx and failures at error.
   */
  successLogLevel?: 'info' | 'debug';
  /** Express `trust proxy` (default false). */
  trustProxy?: boolean | number | string;
  /** Readiness for /readyz (default: always ready); the shell turns it false while shutting down. */
  isReady?: () => boolean;
  /** The dashboard API under /api (face B); without it the gateway serves the Data API only. */
  dashboard?: Omit<DashboardApiDeps, 'logger' | 'internalTokenPrivateKey' | 'dataCache'>;
  /** Folder of the built web app (dist/apps/web) to serve at / (docs/decisions/0019-web-serving.md); none when absent. */
  webAppDir?: string;
}

/**
 * Builds the gateway's Express app: request id, access log (http/access-log.ts; no headers, so no Authorization or cookies),
 * unauthenticated probes `/livez` and `/readyz` (Kubernetes; not part of face A), `/openapi.json` and Swagger UI at
 * `/docs` (with the headers of openapi/swagger-ui-headers.ts, as `/api/docs`), the dashboard API under /api (cookie sessions; `/api/openapi.json`, `/api/docs`) when configured, the web app
 * (its assets, and index.html for a browser's page load of its paths) when configured, then every Data API route
 * behind bearer authentication, and the 404 and error handlers.
 * @throws Error when `webAppDir` holds no built app.
 * The app holds no state besides the token memo: start it with `app.listen` or as the gateway service (gateway.ts).
 */
export function createGatewayApp(deps: GatewayAppDeps): Express {
  const deadlines = deps.deadlines ?? DEFAULT_DEADLINES;
  const dataApi = createDataApi({
    dataCache: deps.dataCache,
    actionPlan: deps.actionPlan,
    dependencyHealth: deps.dependencyHealth,
    auth: createBearerAuth({ ...deps.bearer, internalTokenPrivateKey: deps.internalTokenPrivateKey }),
    logger: deps.logger,
    deadlines,
  });
  const isReady = deps.isReady ?? (() => true);
  const successLogLevel = deps.successLogLevel ?? 'info';
  const dashboardApi = deps.dashboard
    ? createDashboardApi({ ...deps.dashboard, dataCache: deps.dataCache, logger: deps.logger, internalTokenPrivateKey: deps.internalTokenPrivateKey, deadlines })
    : undefined;
  // swagger-ui-express's `serve` answers with the document of the last `setup` call: the dashboard's page is set up
  // first (and served with its own `serveFiles`), the Data API's last.
  // No online validator badge: its image would come from another origin, which the pages' CSP refuses.
  const swaggerOptions = { validatorUrl: null };
  const dashboardDocs = dashboardApi ? swaggerUi.setup(dashboardApi.openApiDocument, { customSiteTitle: 'vmdash dashboard API', swaggerOptions }) : undefined;
  const dataApiDocs = swaggerUi.setup(dataApi.openApiDocument, { customSiteTitle: 'vmdash Data API', swaggerOptions });
  const docsHeaders = swaggerUiHeaders();

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy ?? false);

  app.use(requestIdMiddleware);
  app.use(accessLog({ logger: deps.logger, successLevel: successLogLevel, ignoredPaths: ['/livez', '/readyz'] }));

  app.get('/livez', (_req, res) => {
    res.json({ status: 'alive' });
  });
  app.get('/readyz', (_req, res) => {
    const ready = isReady();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  app.get('/openapi.json', apiResponseHeaders, (_req, res) => {
    res.json(dataApi.openApiDocument);
  });
  app.use('/docs', docsHeaders, swaggerUi.serve, dataApiDocs);

  if (dashboardApi && dashboardDocs) {
    // Face B: its own routes, document and error bodies under /api; the Data API's routes are untouched.
    app.get('/api/openapi.json', apiResponseHeaders, (_req, res) => {
      res.json(dashboardApi.openApiDocument);
    });
    app.use('/api/docs', docsHeaders, swaggerUi.serveFiles(dashboardApi.openApiDocument, { swaggerOptions }), dashboardDocs);
    app.use(dashboardApi.basePath, dashboardApi.router);
  }

  // The web app takes only its assets and browsers' page loads of its own paths; the rest falls through.
  if (deps.webAppDir) app.use(createWebAppRouter(deps.webAppDir));

  // Last: the Data API answers every path nothing above took (its 404 included).
  dataApi.mountOn(app);
  return app;
}
