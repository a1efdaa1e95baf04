import { status } from '@grpc/grpc-js';
import { isGrpcError, peerUnavailable, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { DataCacheServiceClient } from '@vmdash/proto';
import type { TeamField } from '../findings/finding-directory';

/** The team of a beta host, read from data-cache: what team scope judges a host by (docs/architecture.md, Data sources). */
export interface HostTeamDirectory {
  /**
   * The team of host `hostId` (the value of FINDINGS_TEAM_FIELD on the host, '' when it has none), or null when
   * data-cache does not know the host.
   * @throws UnavailableError when data-cache cannot answer (down, slow, no snapshot yet)
   */
  teamOf(hostId: number, deadline: Date | null): Promise<string | null>;
}

const UNAVAILABLE_TEXT = 'The hosts are unavailable: the data-cache service did not answer';

/**
 * The host teams over data-cache's GetBetaAsset, called with the signed-in user's token from the request context
 * (RPC_PERMISSIONS lets a dashboard user call it; docs/decisions/0020-dashboard-host-plans.md).
 * @param client the process's one data-cache client (a component of the service, which closes it)
 */
export function createDataCacheHostTeams(client: DataCacheServiceClient, teamField: TeamField, logger: Logger): HostTeamDirectory {
  return {
    async teamOf(hostId, deadline) {
      try {
        const host = await unaryCall(client, 'GetBetaAsset', { host_id: hostId }, deadline ? { deadline } : {});
        return (teamField === 'owner' ? host.owner : host.bu_team) ?? '';
      } catch (error) {
        if (isGrpcError(error) && error.code === status.NOT_FOUND) return null;
        throw peerUnavailable(error, 'data-cache GetBetaAsset', UNAVAILABLE_TEXT, logger);
      }
    },
  };
}
