import type { IRouter } from 'express';
import type { Logger } from '@vmdash/observability';
import type { BearerAuth } from '../auth/bearer-auth';
import { mountRoutes } from '../http/mount-routes';
import type { DeadlineSettings } from '../http/route-table';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document';
import { actionPlanRoutes } from './action-plans/action-plans.routes';
import { alphaRoutes } from './alpha/alpha.routes';
import { betaRoutes } from './beta/beta.routes';
import { cacheRoutes } from './cache/cache.routes';
import { findingChangesRoutes } from './finding-changes/finding-changes.routes';
import { healthRoutes } from './health/health.routes';
import { createDataApiDialect } from './http/data-api-dialect';
import { DATA_API_OPENAPI } from './http/data-api-openapi';
import type { DataApiRoute } from './http/data-api-route';
import type { DataApiDeps } from './shared/data-api.deps';

/** A feature's routes: one `<feature>.routes.ts` each. */
type DataApiFeature = (deps: DataApiDeps) => DataApiRoute[];

/** Every feature of face A, in the order of the specification's table (interface-spec, "A. Data API"). */
const DATA_API_FEATURES: readonly DataApiFeature[] = [alphaRoutes, cacheRoutes, betaRoutes, actionPlanRoutes, healthRoutes, findingChangesRoutes];

/** The Data API: how its routes are mounted, its OpenAPI document and its route table. */
interface DataApi {
  /**
   * Registers the Data API's layers (headers, routes, 405 and 404 answers, error handler) on `app`, after the app's
   * own: its base path is "/", so they sit on the app's router itself rather than in a router mounted there, one router
   * less on every request (docs/decisions/0017-gateway-request-path.md). They answer every path nothing before took.
   */
  mountOn(app: IRouter): void;
  openApiDocument: OpenApiDocument;
  routes: readonly DataApiRoute[];
}

/** What the Data API needs: its gRPC clients, the bearer authentication, the log and the deadlines by class. */
interface DataApiSettings extends DataApiDeps {
  auth: BearerAuth;
  logger: Logger;
  deadlines: DeadlineSettings;
}

/** Builds the Data API's route table from its features, serves it through its dialect (mountOn) and documents it. */
export function createDataApi(settings: DataApiSettings, features: readonly DataApiFeature[] = DATA_API_FEATURES): DataApi {
  const routes = features.flatMap((feature) => feature(settings));
  const dialect = createDataApiDialect(settings.auth, settings.logger);
  return {
    mountOn: (app) => {
      if (dialect.basePath !== '/') throw new Error(`the Data API is served at "/", not ${dialect.basePath}`);
      mountRoutes(routes, dialect, { logger: settings.logger, deadlines: settings.deadlines }, app);
    },
    openApiDocument: buildOpenApiDocument(routes, DATA_API_OPENAPI),
    routes,
  };
}
