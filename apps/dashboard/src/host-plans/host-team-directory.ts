import { status, type ServiceError } from '@grpc/grpc-js';
import { UnavailableError } from '@vmdash/domain';
import { callUnary, createGrpcClient } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashProtos, type BetaHostRequest, type BetaHost__Output, type DataCacheServiceClient } from '@vmdash/proto';
import type { TeamField } from '../findings/finding-directory';

/** The team of a beta host, read from data-cache: what team scope judges a host by (docs/architecture.md, Data sources). */
export interface HostTeamDirectory {
  /**
   * The team of host `hostId` (the value of FINDINGS_TEAM_FIELD on the host, '' when it has none), or null when
   * data-cache does not know the host.
   * @throws UnavailableError when data-cache cannot answer (down, slow, no snapshot yet)
   */
  teamOf(hostId: number, deadline: Date | null): Promise<string | null>;
  close(): void;
}

const UNAVAILABLE_TEXT = 'The hosts are unavailable: the data-cache service did not answer';

/**
 * The host teams over data-cache's GetBetaAsset, called with the signed-in user's token from the request context
 * (RPC_PERMISSIONS lets a dashboard user call it; docs/decisions/0020-dashboard-host-plans.md).
 * @param address host:port of data-cache
 */
export function createDataCacheHostTeams(address: string, teamField: TeamField, deadlineMs: number, logger: Logger): HostTeamDirectory {
  const client: DataCacheServiceClient = createGrpcClient(loadVmdashProtos().DataCacheService, address, { deadlineMs });
  return {
    async teamOf(hostId, deadline) {
      try {
        const host = await callUnary<BetaHostRequest, BetaHost__Output>(client.GetBetaAsset.bind(client), { host_id: hostId }, deadline ? { deadline } : {});
        return (teamField === 'owner' ? host.owner : host.bu_team) ?? '';
      } catch (error) {
        const { code, details } = error as Partial<ServiceError>;
        if (code === status.NOT_FOUND) return null;
        logger.warn({ code, details, address }, 'data-cache GetBetaAsset failed');
        throw new UnavailableError(UNAVAILABLE_TEXT);
      }
    },
    close: () => client.close(),
  };
}
