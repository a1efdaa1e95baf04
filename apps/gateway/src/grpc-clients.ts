import { createGrpcClient } from '@vmdash/grpc';
import { FEEDBACK_MAX_SCREENSHOT_BYTES } from '@vmdash/domain';
import {
  loadVmdashProtos,
  type ActionPlanServiceClient,
  type DashboardAuthServiceClient,
  type DashboardLibraryServiceClient,
  type DashboardComplianceServiceClient,
  type DashboardWorkflowServiceClient,
  type DataCacheServiceClient,
  type IntegrationServiceClient,
} from '@vmdash/proto';
import { createDependencyHealth, type DependencyHealth, type DependencyTarget } from './data-api/health/service-health-checks';

/**
 * Largest message the gateway takes from data-cache, bytes. Listings are streamed item by item, but one host's findings
 * (ListBetaVulnerabilitiesOfHost, GET /beta-vulnerabilities-by-host/{host_id}) travel as one message of JSON records
 * (docs/decisions/0012-findings-as-json.md). Findings of the sample Nessus exports took 464 bytes on average as
 * protobuf (781 for the host with the longest plugin texts) and take somewhat more as JSON (field names, quotes), so
 * gRPC's default 4 MiB would end at a few thousand findings; 64 MiB holds tens of thousands of the longest kind.
 */
const DATA_CACHE_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Largest message the gateway takes from the dashboard's library: one screenshot (5 MB) and 1 MiB of framing. */
const LIBRARY_MAX_MESSAGE_BYTES = FEEDBACK_MAX_SCREENSHOT_BYTES + 1024 * 1024;

/** Where the gateway's gRPC dependencies listen and the default deadline of unary calls. */
interface GatewayClientOptions {
  /** data-cache's replicas: host:port, dns:///host:port or a comma-separated list of ip:port (config.ts). */
  dataCacheAddr: string;
  /** host:port of action-plan. */
  actionPlanAddr: string;
  /** host:port of the dashboard service; without it the gateway serves no /api routes. */
  dashboardAddr?: string;
  /** host:port of the integration service (the tracker webhook); given with dashboardAddr. */
  integrationAddr?: string;
  /** Deadline of unary calls that do not set one, ms (libs/grpc default 5 s). */
  unaryDeadlineMs?: number;
}

/** The gateway's gRPC clients; `close` releases every channel. */
export interface GatewayClients {
  dataCache: DataCacheServiceClient;
  actionPlan: ActionPlanServiceClient;
  /** The dashboard client (only when dashboardAddr was given). */
  dashboardAuth?: DashboardAuthServiceClient;
  /** The dashboard's workflow client (only when dashboardAddr was given). */
  dashboardWorkflows?: DashboardWorkflowServiceClient;
  /** The dashboard's library client (only when dashboardAddr was given). */
  dashboardLibrary?: DashboardLibraryServiceClient;
  /** The dashboard's compliance client (only when dashboardAddr was given). */
  dashboardCompliance?: DashboardComplianceServiceClient;
  /** The integration client (only when integrationAddr was given). */
  integration?: IntegrationServiceClient;
  dependencyHealth: DependencyHealth;
  close(): void;
}

/**
 * Creates the data-cache, action-plan and (when configured) dashboard clients (libs/grpc createGrpcClient: every call
 * carries a deadline, the request id and the caller's internal token), and the
 * grpc.health.v1 checks of every one of them, each reported by its name in /health (docs/architecture.md, "Adding a
 * service", step 5: a new service adds its client and its entry to `dependencies`, nothing else).
 */
export function createGatewayClients(options: GatewayClientOptions): GatewayClients {
  const v1 = loadVmdashProtos();
  const clientOptions = { deadlineMs: options.unaryDeadlineMs };
  // Every call on the next data-cache replica (libs/grpc `balanced`: round_robin over the address list or dns:/// name).
  const dataCache = createGrpcClient(v1.DataCacheService, options.dataCacheAddr, { ...clientOptions, maxReceiveMessageLength: DATA_CACHE_MAX_MESSAGE_BYTES, balanced: true });
  const actionPlan = createGrpcClient(v1.ActionPlanService, options.actionPlanAddr, clientOptions);
  const dashboard = options.dashboardAddr ? createGrpcClient(v1.DashboardAuthService, options.dashboardAddr, clientOptions) : undefined;
  const integration = options.integrationAddr ? createGrpcClient(v1.IntegrationService, options.integrationAddr, clientOptions) : undefined;
  const library = options.dashboardAddr ? createGrpcClient(v1.DashboardLibraryService, options.dashboardAddr, { ...clientOptions, maxReceiveMessageLength: LIBRARY_MAX_MESSAGE_BYTES }) : undefined;
  const workflows = options.dashboardAddr ? createGrpcClient(v1.DashboardWorkflowService, options.dashboardAddr, clientOptions) : undefined;
  const compliance = options.dashboardAddr ? createGrpcClient(v1.DashboardComplianceService, options.dashboardAddr, clientOptions) : undefined;
  /** Every configured service: its name in /health, its client and the gRPC service its health is asked for. */
  const dependencies: DependencyTarget[] = [
    { name: 'data-cache', client: dataCache, service: 'vmdash.v1.DataCacheService' },
    { name: 'action-plan', client: actionPlan, service: 'vmdash.v1.ActionPlanService' },
    ...(dashboard ? [{ name: 'dashboard', client: dashboard, service: 'vmdash.v1.DashboardAuthService' }] : []),
    ...(integration ? [{ name: 'integration', client: integration, service: 'vmdash.v1.IntegrationService' }] : []),
  ];
  return {
    dataCache,
    actionPlan,
    ...(dashboard ? { dashboardAuth: dashboard } : {}),
    ...(library ? { dashboardLibrary: library } : {}),
    ...(integration ? { integration } : {}),
    ...(workflows ? { dashboardWorkflows: workflows } : {}),
    ...(compliance ? { dashboardCompliance: compliance } : {}),
    dependencyHealth: createDependencyHealth(dependencies),
    close() {
      for (const { client } of dependencies) client.close();
      library?.close();
      workflows?.close();
      compliance?.close();
    },
  };
}
