import { peerUnavailable } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { ComplianceHostBatch__Output, DataCacheServiceClient } from '@vmdash/proto';
import type { JudgedHost } from './compliance.rules';

/** A host's batches of a compliance source, its call started already; `cancel` ends a call the reader stops reading. */
export interface HostBatches extends AsyncIterable<JudgedHost[]> {
  cancel(): void;
}

/** The hosts and judgeable findings of data-cache (StreamComplianceFindings), batch by batch. */
export interface ComplianceSource {
  /**
   * Every host of both sources (null), or these beta hosts, in batches. The call starts at once, with the token of
   * the running request (docs/decisions/0014-compliance-items.md, "Recompute"; a stream's token is verified when it
   * starts, so a stream outlives it), and is read as the batches are taken.
   * @throws UnavailableError, while iterating, when data-cache cannot answer (down, slow, no snapshot yet)
   */
  hosts(betaHostIds: readonly number[] | null): HostBatches;
}

const UNAVAILABLE_TEXT = 'The compliance items are unavailable: the data-cache service did not answer';

/**
 * The compliance source over data-cache. The call runs in the request context that started the recompute, so that
 * caller's internal token travels with it (docs/decisions/0014-compliance-items.md, "Recompute"); it ends after
 * `deadlineMs`.
 * @param client the process's one data-cache client (a component of the service, which closes it)
 */
export function createDataCacheComplianceSource(client: DataCacheServiceClient, deadlineMs: number, logger: Logger): ComplianceSource {
  return {
    hosts(betaHostIds) {
      const call = client.StreamComplianceFindings({ all_hosts: betaHostIds === null, beta_host_ids: betaHostIds ? [...betaHostIds] : [] }, { deadline: Date.now() + deadlineMs });
      // An error before the batches are read (a deadline) must not go unheard: it is thrown when they are.
      let failed: unknown = null;
      call.on('error', (error: unknown) => {
        failed ??= error;
      });
      async function* batches(): AsyncGenerator<JudgedHost[]> {
        try {
          if (failed !== null) throw failed;
          for await (const batch of call as AsyncIterable<ComplianceHostBatch__Output>) {
            yield batch.hosts.map((host) => ({ ...host, source: host.source === 'alpha' ? ('alpha' as const) : ('beta' as const) }));
          }
        } catch (error) {
          throw peerUnavailable(error, 'data-cache StreamComplianceFindings', UNAVAILABLE_TEXT, logger);
        } finally {
          call.cancel();
        }
      }
      return Object.assign(batches(), { cancel: () => call.cancel() });
    },
  };
}
