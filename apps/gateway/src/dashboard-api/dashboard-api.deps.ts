import type { Store } from 'express-rate-limit';
import type { Logger } from '@vmdash/observability';
import type {
  DashboardAuthServiceClient,
  DashboardComplianceServiceClient,
  DashboardLibraryServiceClient,
  DashboardWorkflowServiceClient,
  DataCacheServiceClient,
  IntegrationServiceClient,
} from '@vmdash/proto';
import type { CookiePolicy } from './http/session-cookie';
import type { OidcRelyingParty } from './oidc/oidc-relying-party';

/** The two limiters of the dashboard API (interface spec, Limits). */
export type RateLimitName = 'login' | 'password-change';

/** What the dashboard API's routes need. */
export interface DashboardApiDeps {
  logger: Logger;
  /** The dashboard service (libs/grpc client: deadline, request id and internal token from the request context). */
  client: DashboardAuthServiceClient;
  /** The dashboard service's workflows (findings, queue, tickets, submissions, notifications; docs/decisions/0011), same address. */
  workflows: DashboardWorkflowServiceClient;
  /** The dashboard service's library (risk-acceptance templates, feedback), same process and address as `client`. */
  library: DashboardLibraryServiceClient;
  /** The dashboard service's compliance reporting (docs/decisions/0014), same address. */
  compliance: DashboardComplianceServiceClient;
  /** The integration service (the tracker webhook's deliveries). */
  integration: IntegrationServiceClient;
  /** data-cache (the Data API's client): the refresh progress an Admin sees, asked with the Admin's identity. */
  dataCache: DataCacheServiceClient;
  /** PEM of the ES256 key that signs internal caller tokens (and job grants). */
  internalTokenPrivateKey: string;
  /** Lifetime of a job grant (JOB_GRANT_TTL_SECONDS; default DEFAULT_JOB_GRANT_TTL_SECONDS), s. */
  jobGrantTtlSeconds?: number;
  cookies: CookiePolicy;
  /** Single sign-on through the configured OpenID provider (docs/decisions/0029-oidc-sign-in.md); none without one. */
  oidc?: OidcRelyingParty;
  /**
   * Origins (scheme://host[:port]) that may send state-changing requests: the gateway's public one (PUBLIC_URL) and
   * e.g. the dashboard's web front end on another port (DASHBOARD_ALLOWED_ORIGINS). Everything else that a browser
   * marks as cross-site is refused; the Host header is never taken as an origin.
   */
  allowedOrigins: readonly string[];
  /**
   * A store for one limiter's counts. Production and tests use Redis (shared by every gateway replica, kept across
   * restarts; docs/decisions/0005-rate-limit-store.md); each limiter gets its own store and key prefix.
   */
  rateLimitStore(name: RateLimitName): Store;
}
