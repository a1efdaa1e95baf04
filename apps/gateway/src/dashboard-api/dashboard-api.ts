import type { Router } from 'express';
import { complianceRoutes } from './compliance/compliance.routes';
import { mountRoutes } from '../http/mount-routes';
import type { DeadlineSettings } from '../http/route-table';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/openapi-document';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import type { DashboardApiDeps } from './dashboard-api.deps';
import { feedbackRoutes } from './feedback/feedback.routes';
import { oidcRoutes } from './oidc/oidc.routes';
import { createOidcSessionRecheck } from './oidc/oidc-session-recheck';
import { createDashboardDialect } from './http/dashboard-dialect';
import { DASHBOARD_OPENAPI } from './http/dashboard-openapi';
import type { DashboardRoute } from './http/dashboard-route';
import type { SessionLookupDeps } from './http/dashboard-session';
import { createRateLimiters } from './http/rate-limits';
import { createInternalTokenSource } from './http/service-identity';
import { riskTemplateRoutes } from './risk-templates/risk-templates.routes';
import { slaPolicyRoutes } from './sla-policy/sla-policy.routes';
import { userRoutes } from './users/users.routes';
import { webhookRoutes } from './webhooks/webhooks.routes';
import { cleanupRoutes } from './cleanup/cleanup.routes';
import { hostPlanRoutes } from './host-plans/host-plans.routes';
import { exceptionRoutes } from './exceptions/exceptions.routes';
import { jobRoutes } from './jobs/jobs.routes';
import { exportRoutes } from './exports/exports.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { findingRoutes } from './findings/findings.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { queueRoutes } from './queue/queue.routes';
import { submissionRoutes } from './submissions/submissions.routes';
import { planRoutes } from './plans/plans.routes';
import { ticketRoutes } from './tickets/tickets.routes';
import { refreshStatusRoutes } from './cache/refresh-status.routes';

/** A feature's routes: one `<feature>.routes.ts` each; `sessions` looks a session up (for routes that read it themselves). */
type DashboardFeature = (deps: DashboardApiDeps, sessions: SessionLookupDeps) => DashboardRoute[];

/** Every feature of the dashboard API (face B). */
export const DASHBOARD_FEATURES: readonly DashboardFeature[] = [
  authRoutes,
  oidcRoutes,
  userRoutes,
  auditRoutes,
  riskTemplateRoutes,
  feedbackRoutes,
  findingRoutes,
  analyticsRoutes,
  queueRoutes,
  ticketRoutes,
  planRoutes,
  submissionRoutes,
  notificationRoutes,
  webhookRoutes,
  complianceRoutes,
  slaPolicyRoutes,
  exportRoutes,
  cleanupRoutes,
  refreshStatusRoutes,
  hostPlanRoutes,
  exceptionRoutes,
  jobRoutes,
];

/** The dashboard API: its router (mounted at `basePath`, /api), its OpenAPI document and its route table. */
interface DashboardApi {
  basePath: string;
  router: Router;
  openApiDocument: OpenApiDocument;
  routes: readonly DashboardRoute[];
}

/** What the dashboard API needs: what its routes call, and the deadlines by class. */
interface DashboardApiSettings extends DashboardApiDeps {
  deadlines: DeadlineSettings;
}

/** Builds the dashboard API's route table from its features, its limiters and dialect, mounts it and documents it. */
export function createDashboardApi(settings: DashboardApiSettings, features: readonly DashboardFeature[] = DASHBOARD_FEATURES): DashboardApi {
  const tokens = createInternalTokenSource(settings.internalTokenPrivateKey);
  const sessions: SessionLookupDeps = {
    client: settings.client,
    internalToken: tokens.tokenOf,
    serviceToken: tokens.serviceToken,
    ...(settings.oidc ? { oidcRecheck: createOidcSessionRecheck({ client: settings.client, oidc: settings.oidc, logger: settings.logger }) } : {}),
  };
  const routes = features.flatMap((feature) => feature(settings, sessions));
  const dialect = createDashboardDialect({
    ...sessions,
    logger: settings.logger,
    cookies: settings.cookies,
    allowedOrigins: settings.allowedOrigins,
    limiters: createRateLimiters(settings, settings.logger),
  });
  return {
    basePath: dialect.basePath,
    router: mountRoutes(routes, dialect, { logger: settings.logger, deadlines: settings.deadlines }),
    openApiDocument: buildOpenApiDocument(routes, DASHBOARD_OPENAPI),
    routes,
  };
}
