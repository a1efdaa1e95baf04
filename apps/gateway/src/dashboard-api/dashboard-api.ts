import type { Router } from 'express';
import type { OpenApiDocument } from '../openapi/openapi-document';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import type { DashboardApiDeps } from './dashboard-api.deps';
import { buildDashboardOpenApiDocument } from './dashboard-openapi';
import type { DashboardRoute } from './http/dashboard-route';
import { createDashboardRouter } from './http/mount-dashboard-routes';
import { createRateLimiters } from './http/rate-limits';
import { createServiceTokenSource } from './http/service-identity';
import { userRoutes } from './users/users.routes';

/** The dashboard API: its /api router and its OpenAPI document. */
export interface DashboardApi {
  router: Router;
  openApiDocument: OpenApiDocument;
  routes: readonly DashboardRoute[];
}

/** Builds every dashboard route (auth, users, audit), the limiters and the router (mounted at / by the app). */
export function createDashboardApi(deps: DashboardApiDeps): DashboardApi {
  const serviceToken = createServiceTokenSource(deps.internalTokenPrivateKey);
  const sessionDeps = { client: deps.client, internalTokenPrivateKey: deps.internalTokenPrivateKey, serviceToken };
  const routes = [...authRoutes(deps, sessionDeps), ...userRoutes(deps), ...auditRoutes(deps)];
  const router = createDashboardRouter(routes, {
    ...sessionDeps,
    logger: deps.logger,
    cookies: deps.cookies,
    allowedOrigins: deps.allowedOrigins,
    limiters: createRateLimiters(deps, deps.logger),
  });
  return { router, openApiDocument: buildDashboardOpenApiDocument(routes), routes };
}
