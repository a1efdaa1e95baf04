import type { ServiceError } from '@grpc/grpc-js';
import { UnavailableError } from '@vmdash/domain';
import { callUnary, createGrpcClient } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashProtos, type DataCacheServiceClient } from '@vmdash/proto';

/** Which beta hosts exist: the action-plan service creates plans only for hosts the data-cache knows. */
export interface HostDirectory {
  /**
   * The ids among `hostIds` that exist in the active beta snapshot.
   * @throws UnavailableError when the answer cannot be had (data-cache down, slow or refusing): a plan is never
   *   created for a host that could not be verified.
   */
  knownHosts(hostIds: readonly number[]): Promise<Set<number>>;
  /** Closes the channel (shutdown). */
  close(): void;
}

/** Text of the UnavailableError (the gateway answers 503 with its own fixed text; this one is for logs and callers of the RPC). */
const HOST_DIRECTORY_UNAVAILABLE = 'Cannot verify hosts: the data-cache service is unavailable';

/** Host ids per FindKnownBetaHosts call: 5,000 int64s is ~50 KB, far below gRPC's 4 MB message limit. */
const IDS_PER_CALL = 5_000;

/**
 * The host directory backed by data-cache's FindKnownBetaHosts, with a deadline on every call. Runs inside the
 * request context, so the caller's internal token and request id travel with the call (libs/grpc).
 * @param address host:port of data-cache
 */
export function createDataCacheHostDirectory(address: string, logger: Logger, deadlineMs: number): HostDirectory {
  const { DataCacheService } = loadVmdashProtos();
  const client: DataCacheServiceClient = createGrpcClient(DataCacheService, address, { deadlineMs });
  return {
    async knownHosts(hostIds) {
      const chunks: number[][] = [];
      for (let i = 0; i < hostIds.length; i += IDS_PER_CALL) chunks.push(hostIds.slice(i, i + IDS_PER_CALL));
      try {
        const answers = await Promise.all(chunks.map((host_ids) => callUnary<{ host_ids: number[] }, { host_ids: number[] }>(client.FindKnownBetaHosts.bind(client), { host_ids })));
        return new Set(answers.flatMap((answer) => answer.host_ids.map(Number)));
      } catch (error) {
        const { code, details } = error as Partial<ServiceError>;
        logger.warn({ code, details, address }, 'data-cache FindKnownBetaHosts failed');
        throw new UnavailableError(HOST_DIRECTORY_UNAVAILABLE);
      }
    },
    close: () => client.close(),
  };
}
