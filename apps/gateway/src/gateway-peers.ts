import { FEEDBACK_MAX_SCREENSHOT_BYTES } from '@vmdash/domain';
import { loadVmdashProtos } from '@vmdash/proto';
import { grpcPeer, grpcPeerServices } from '@vmdash/service-runtime';

/**
 * Largest message the gateway takes from data-cache, bytes. Listings are streamed item by item, but one host's findings
 * (ListBetaVulnerabilitiesOfHost, GET /beta-vulnerabilities-by-host/{host_id}) travel as one message of JSON records
 * (docs/decisions/0012-findings-as-json.md). Findings of the sample Nessus exports took 464 bytes on average as
 * protobuf (781 for the host with the longest plugin texts) and take somewhat more as JSON (field names, quotes), so
 * gRPC's default 4 MiB would end at a few thousand findings; 64 MiB holds tens of thousands of the longest kind.
 */
const DATA_CACHE_MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** Largest message the gateway takes from the dashboard's services (its library's screenshots): one screenshot (5 MB) and 1 MiB of framing. */
const DASHBOARD_MAX_MESSAGE_BYTES = FEEDBACK_MAX_SCREENSHOT_BYTES + 1024 * 1024;

/** Where the gateway's gRPC peers listen and the default deadline of unary calls. */
export interface GatewayPeerAddresses {
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

/**
 * The gateway's gRPC peers, one component each (libs/service-runtime): one client per peer address, whose calls carry
 * a deadline, the request id and the caller's internal token (libs/grpc). data-cache's client balances every call over
 * its replicas; the dashboard's four services share one channel. A new service reached over HTTP adds its peer here
 * (docs/architecture.md, "Adding a service", step 5) and its entry to /health's checks (gateway.ts).
 */
export function gatewayPeers(addresses: GatewayPeerAddresses) {
  const v1 = loadVmdashProtos();
  const clientOptions = { deadlineMs: addresses.unaryDeadlineMs };
  return {
    dataCache: grpcPeer(v1.DataCacheService, addresses.dataCacheAddr, { ...clientOptions, maxReceiveMessageLength: DATA_CACHE_MAX_MESSAGE_BYTES, balanced: true }),
    actionPlan: grpcPeer(v1.ActionPlanService, addresses.actionPlanAddr, clientOptions),
    dashboard: grpcPeerServices(
      addresses.dashboardAddr,
      { auth: v1.DashboardAuthService, workflows: v1.DashboardWorkflowService, library: v1.DashboardLibraryService, compliance: v1.DashboardComplianceService },
      { ...clientOptions, maxReceiveMessageLength: DASHBOARD_MAX_MESSAGE_BYTES },
    ),
    integration: grpcPeer(v1.IntegrationService, addresses.integrationAddr, clientOptions),
  };
}
