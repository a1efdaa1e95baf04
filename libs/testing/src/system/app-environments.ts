import path from 'node:path';
import type { GrpcServiceName, ServiceName as ProcessName } from '@vmdash/config';
import type { TestInternalKeys } from '../internal-keys';
import { testRedisUrl } from '../test-environment';
import { REPOSITORY_ROOT } from './app-process';

/** The apps of the system (named as in libs/config SERVICE_PORTS), in start order: the gateway last, since it is how the system is reached. */
export const SYSTEM_APPS = ['data-cache', 'action-plan', 'dashboard', 'integration', 'gateway'] as const satisfies readonly ProcessName[];
export type AppName = (typeof SYSTEM_APPS)[number];
/** The gRPC services (each with its own database). */
export type ServiceName = GrpcServiceName;

/** What the apps' environment may take from a test. */
export interface AppSettings {
  /** ALPHA_SOURCES, BETA_SOURCES, ASSET_INVENTORY and KEV_CATALOG of data-cache. */
  alphaSources?: string;
  betaSources?: string;
  inventory?: string;
  kev?: string;
  /** Extra environment per app (e.g. the first dashboard Admin, the demo dataset size of data-cache). */
  env?: Partial<Record<AppName, Record<string, string>>>;
  /** LOG_LEVEL of every app (default info). */
  logLevel?: string;
}

/** Where everything of one system is: ports, databases, the test NATS, keys and per-run names. */
export interface SystemWiring {
  settings: AppSettings;
  ports: Record<AppName, number>;
  databases: Record<ServiceName, string>;
  natsUrl: string;
  internalKeys: TestInternalKeys;
  /** JWT_PUBLIC_KEYS_FILE of the gateway. */
  bearerKeySetFile: string;
  /** Redis key prefix of the gateway's rate-limit counts (one per system, so systems never share counts). */
  rateLimitKeyPrefix: string;
  /** Durable name of the dashboard's audit consumer (one per system). */
  auditConsumer: string;
}

/**
 * The integration service's tracker and platform settings in a system: nothing answers at the addresses (calls fail
 * fast) unless a test points them at the simulators with `env.integration`; the webhook secret is this one.
 */
export const SYSTEM_INTEGRATION_ENV = {
  TRACKER_URL: 'http://127.0.0.1:9',
  TRACKER_USER: 'vmdash-bot',
  TRACKER_TOKEN: 'system-test-tracker-token',
  TRACKER_PROJECT: 'VM',
  TRACKER_WEBHOOK_SECRET: 'system-test-webhook-secret',
  PLATFORM_URL: 'http://127.0.0.1:9',
  PLATFORM_CLIENT_ID: '1',
  PLATFORM_API_KEY: 'system-test-platform-key',
} as const;

const optional = (name: string, value: string | undefined) => (value === undefined ? {} : { [name]: value });

/**
 * The environment of each app (its config.ts schema's variables) for one system on 127.0.0.1: services on their
 * ports with their own database, the gateway pointing at all of them, a short shutdown.
 */
export function appEnvironments(wiring: SystemWiring): Record<AppName, Record<string, string>> {
  const { settings, ports, databases } = wiring;
  const address = (app: ServiceName) => `127.0.0.1:${ports[app]}`;
  const common = { NODE_ENV: 'test', LOG_LEVEL: settings.logLevel ?? 'info', NATS_URL: wiring.natsUrl, PROTO_ROOT: path.join(REPOSITORY_ROOT, 'protos'), SHUTDOWN_GRACE_MS: '5000' };
  const service = (app: ServiceName) => ({
    ...common,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(ports[app]),
    MONGO_URL: databases[app],
    INTERNAL_TOKEN_PUBLIC_KEY_FILE: wiring.internalKeys.publicKeyFile,
    SHUTDOWN_DRAIN_DELAY_MS: '100',
  });
  return {
    'data-cache': {
      ...service('data-cache'),
      ...optional('ALPHA_SOURCES', settings.alphaSources),
      ...optional('BETA_SOURCES', settings.betaSources),
      ...optional('ASSET_INVENTORY', settings.inventory),
      ...optional('KEV_CATALOG', settings.kev),
      ...settings.env?.['data-cache'],
    },
    'action-plan': {
      ...service('action-plan'),
      DATA_CACHE_ADDR: address('data-cache'),
      // The consumer of the dashboard's risk exception events: this system's only, from now, deleted 5 minutes after its last use.
      RISK_EXCEPTION_CONSUMER_NAME: `${wiring.auditConsumer}-risk-exceptions`,
      RISK_EXCEPTION_REPLAY_FROM: new Date(Date.now() - 5_000).toISOString(),
      RISK_EXCEPTION_CONSUMER_INACTIVE_MS: '300000',
      ...settings.env?.['action-plan'],
    },
    dashboard: {
      ...service('dashboard'),
      // A durable audit consumer of this system only, starting now, that NATS deletes 5 minutes after its last use.
      AUDIT_CONSUMER_NAME: wiring.auditConsumer,
      AUDIT_REPLAY_FROM: new Date(Date.now() - 5_000).toISOString(),
      AUDIT_CONSUMER_INACTIVE_MS: '300000',
      DATA_CACHE_ADDR: address('data-cache'),
      INTEGRATION_ADDR: address('integration'),
      // The notification consumer likewise: this system's only, from now, deleted 5 minutes after its last use.
      NOTIFICATION_CONSUMER_NAME: `${wiring.auditConsumer}-notifications`,
      NOTIFICATION_REPLAY_FROM: new Date(Date.now() - 5_000).toISOString(),
      NOTIFICATION_CONSUMER_INACTIVE_MS: '300000',
      // The action-plan cache's plan consumer likewise, and the action-plan service its sync reads.
      ACTION_PLAN_ADDR: address('action-plan'),
      PLAN_CONSUMER_NAME: `${wiring.auditConsumer}-plans`,
      PLAN_REPLAY_FROM: new Date(Date.now() - 5_000).toISOString(),
      PLAN_CONSUMER_INACTIVE_MS: '300000',
      // The compliance consumer likewise.
      COMPLIANCE_CONSUMER_NAME: `${wiring.auditConsumer}-compliance`,
      COMPLIANCE_REPLAY_FROM: new Date(Date.now() - 5_000).toISOString(),
      COMPLIANCE_CONSUMER_INACTIVE_MS: '300000',
      // The job queue likewise: on the shared test NATS another system's dashboard would take this one's jobs
      // (docs/decisions/0028-jobs.md: subject jobs.<name>, durable consumer jobs-<name>).
      JOB_QUEUE_NAME: `${wiring.auditConsumer}-jobs`,
      JOB_CONSUMER_INACTIVE_MS: '300000',
      JOB_GRANT_SEALING_KEY_FILE: wiring.internalKeys.jobGrantSealingKeyFile,
      ...settings.env?.dashboard,
    },
    integration: {
      ...service('integration'),
      REDIS_URL: testRedisUrl(),
      QUOTA_KEY_PREFIX: `${wiring.rateLimitKeyPrefix}quota:`,
      ...SYSTEM_INTEGRATION_ENV,
      ...settings.env?.integration,
    },
    gateway: {
      ...common,
      HOST: '127.0.0.1',
      PORT: String(ports.gateway),
      DATA_CACHE_ADDR: address('data-cache'),
      ACTION_PLAN_ADDR: address('action-plan'),
      DASHBOARD_ADDR: address('dashboard'),
      INTEGRATION_ADDR: address('integration'),
      // The URL the system is reached at: its origin may send state-changing dashboard requests (the CSRF check).
      PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
      REDIS_URL: testRedisUrl(),
      RATE_LIMIT_KEY_PREFIX: wiring.rateLimitKeyPrefix,
      JWT_PUBLIC_KEYS_FILE: wiring.bearerKeySetFile,
      INTERNAL_TOKEN_PRIVATE_KEY_FILE: wiring.internalKeys.privateKeyFile,
      ...settings.env?.gateway,
    },
  };
}
