import { randomUUID } from 'node:crypto';
import { unaryCall, type UnaryRpc, createGrpcClient } from '@vmdash/grpc';
import { GATEWAY_SERVICE_IDENTITY, type CallerIdentity } from '@vmdash/identity';
import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type DashboardAuthServiceClient } from '@vmdash/proto';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { loadDashboardConfig } from '../../src/config';
import { createDashboardService, type DashboardService } from '../../src/dashboard.service';
import type { ActivePlanLookup } from '../../src/plans/active-plans';

/** The gateway's service identity (dashboard.proto header). */
export const GATEWAY_IDENTITY: CallerIdentity = GATEWAY_SERVICE_IDENTITY;

/** One embedded MongoDB, key pair and database shared by the dashboard instances a test file starts. */
export interface DashboardHarness {
  environment: TestEnvironment;
  mongoUrl: string;
  /** Durable name of this harness's audit consumer (unique per harness; deleted by NATS 5 minutes after its last use). */
  auditConsumer: string;
  /** The clock the services use: real time plus `clockOffsetMs`. */
  clockOffsetMs: number;
  /** Starts a dashboard instance; `options.activePlans` stands in for the action-plan cache (compliance tests). */
  start(env?: Record<string, string>, options?: { activePlans?: ActivePlanLookup }): Promise<{ service: DashboardService; client: DashboardAuthServiceClient; port: number }>;
  /** Runs `call` with an internal token for `identity`. */
  as<T>(identity: CallerIdentity, call: () => Promise<T>): Promise<T>;
  /** Calls a unary RPC of `client` as `identity`. */
  call<Req, Res>(client: DashboardAuthServiceClient, method: keyof DashboardAuthServiceClient, request: Req, identity?: CallerIdentity): Promise<Res>;
  /** Stops every started service (the database stays). */
  stopServices(): Promise<void>;
  close(): Promise<void>;
}

/** The admin the harness creates at first start. */
export const ADMIN = { username: 'root-admin', password: 'correct horse battery staple' };

export async function createDashboardHarness(): Promise<DashboardHarness> {
  const environment = await startTestEnvironment();
  const { keys } = environment;
  const mongoUrl = environment.databaseUrl('dashboard');
  const auditConsumer = `dashboard-test-${randomUUID()}`;
  const running: { service: DashboardService; client: DashboardAuthServiceClient }[] = [];
  const v1 = loadVmdashProtos();
  const startedAt = new Date(Date.now() - 5_000).toISOString();
  const harness: DashboardHarness = {
    environment,
    mongoUrl,
    auditConsumer,
    clockOffsetMs: 0,
    async start(env = {}, options = {}) {
      const config = loadDashboardConfig({
        ...environment.serviceEnv(mongoUrl),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        AUDIT_CONSUMER_NAME: auditConsumer,
        AUDIT_REPLAY_FROM: startedAt,
        AUDIT_CONSUMER_INACTIVE_MS: '300000',
        NOTIFICATION_CONSUMER_NAME: auditConsumer.replace('dashboard-test', 'dashboard-notify'),
        NOTIFICATION_REPLAY_FROM: startedAt,
        NOTIFICATION_CONSUMER_INACTIVE_MS: '300000',
        PLAN_CONSUMER_NAME: auditConsumer.replace('dashboard-test', 'dashboard-plans'),
        PLAN_REPLAY_FROM: startedAt,
        PLAN_CONSUMER_INACTIVE_MS: '300000',
        COMPLIANCE_CONSUMER_NAME: auditConsumer.replace('dashboard-test', 'dashboard-compliance'),
        COMPLIANCE_REPLAY_FROM: startedAt,
        COMPLIANCE_CONSUMER_INACTIVE_MS: '300000',
        JOB_QUEUE_NAME: auditConsumer.replace('dashboard-test', 'dashboard-jobs'),
        JOB_CONSUMER_INACTIVE_MS: '300000',
        JOB_GRANT_SEALING_KEY_FILE: keys.jobGrantSealingKeyFile,
        ...env,
      });
      const service = createDashboardService(config, createLogger('dashboard-test', process.env.TEST_LOG_LEVEL ?? 'silent'), {
        now: () => new Date(Date.now() + harness.clockOffsetMs),
        ...(options.activePlans ? { activePlans: options.activePlans } : {}),
      });
      const { port } = await service.start();
      const client = createGrpcClient(v1.DashboardAuthService, `127.0.0.1:${port}`, { deadlineMs: 30_000 });
      running.push({ service, client });
      return { service, client, port };
    },
    as: (identity, call) => runWithRequestContext({ requestId: randomUUID(), internalToken: keys.tokenFor(identity) }, call),
    call(client, method, request, identity = GATEWAY_IDENTITY) {
      return harness.as(identity, () => unaryCall(client, method as UnaryRpc<typeof client>, request as never)) as never;
    },
    async stopServices() {
      for (const { service, client } of running.splice(0)) {
        client.close();
        await service.stop();
      }
    },
    async close() {
      await harness.stopServices();
      await environment.stop();
    },
  };
  return harness;
}
