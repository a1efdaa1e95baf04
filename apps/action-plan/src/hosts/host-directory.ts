import { peerUnavailable, unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { DataCacheServiceClient } from '@vmdash/proto';

/** A finding a plan names on a host: by scanner_id, active_host_findings_id, or both. */
export interface FindingRef {
  host_id: number;
  scanner_id: string | null;
  active_host_findings_id: number | null;
}

/**
 * Which beta hosts and findings exist: the action-plan service creates plans only for hosts, and findings on them,
 * that the data-cache knows (docs/decisions/0007: a plan for scanner_id "../../etc/passwd" or a made-up finding id is refused).
 */
export interface HostDirectory {
  /**
   * The ids among `hostIds` that exist in the active beta snapshot.
   * @throws UnavailableError when the answer cannot be had (data-cache down, slow or refusing): a plan is never
   *   created for a host that could not be verified.
   */
  knownHosts(hostIds: readonly number[]): Promise<Set<number>>;
  /**
   * Whether each ref names an active finding of its host in the active beta snapshot, in the order given: one
   * FindKnownBetaFindings call per IDS_PER_CALL refs, however many hosts a bulk create names.
   * @throws UnavailableError as knownHosts
   */
  knownFindings(refs: readonly FindingRef[]): Promise<boolean[]>;
}

/** Text of the UnavailableError (the gateway answers 503 with its own fixed text; this one is for logs and callers of the RPC). */
const HOST_DIRECTORY_UNAVAILABLE = 'Cannot verify hosts: the data-cache service is unavailable';

/**
 * Host ids per FindKnownBetaHosts call and refs per FindKnownBetaFindings call: 5,000 int64s is ~50 KB, 5,000 refs
 * (a scanner_id of up to 256 characters each) at most ~1.3 MB, below gRPC's 4 MB message limit.
 */
const IDS_PER_CALL = 5_000;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += IDS_PER_CALL) chunks.push(items.slice(i, i + IDS_PER_CALL));
  return chunks;
}

/**
 * The host directory backed by data-cache's FindKnownBetaHosts, with a deadline on every call. Runs inside the
 * request context, so the caller's internal token and request id travel with the call (libs/grpc).
 * @param client the process's one data-cache client, balanced over its replicas (a component of the service, which
 *   closes it)
 */
export function createDataCacheHostDirectory(client: DataCacheServiceClient, logger: Logger): HostDirectory {
  const ask = async <T>(rpc: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw peerUnavailable(error, `data-cache ${rpc}`, HOST_DIRECTORY_UNAVAILABLE, logger);
    }
  };
  return {
    async knownHosts(hostIds) {
      const answers = await ask('FindKnownBetaHosts', () => Promise.all(chunksOf(hostIds).map((host_ids) => unaryCall(client, 'FindKnownBetaHosts', { host_ids }))));
      return new Set(answers.flatMap((answer) => answer.host_ids.map(Number)));
    },
    async knownFindings(refs) {
      const answers = await ask('FindKnownBetaFindings', () =>
        Promise.all(
          chunksOf(refs).map((chunk) =>
            unaryCall(client, 'FindKnownBetaFindings', {
              refs: chunk.map((ref) => ({ host_id: ref.host_id, scanner_id: ref.scanner_id ?? undefined, active_host_findings_id: ref.active_host_findings_id ?? undefined })),
            }),
          ),
        ),
      );
      return answers.flatMap((answer) => answer.known);
    },
  };
}
