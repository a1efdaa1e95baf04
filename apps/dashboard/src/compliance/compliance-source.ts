import { peerUnavailable } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { ComplianceHostBatch__Output, DataCacheServiceClient } from '@vmdash/proto';
import type { JudgedHost } from './compliance.rules';

/** The hosts and judgeable findings of data-cache (StreamComplianceFindings), batch by batch. */
export interface ComplianceSource {
  /**
   * Every host of both sources (null), or these beta hosts, in batches.
   * @throws UnavailableError when data-cache cannot answer (down, slow, no snapshot yet)
   */
  hosts(betaHostIds: readonly number[] | null): AsyncIterable<JudgedHost[]>;
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
    async *hosts(betaHostIds) {
      const call = client.StreamComplianceFindings({ all_hosts: betaHostIds === null, beta_host_ids: betaHostIds ? [...betaHostIds] : [] }, { deadline: Date.now() + deadlineMs });
      try {
        for await (const batch of call as AsyncIterable<ComplianceHostBatch__Output>) {
          yield batch.hosts.map((host) => ({ ...host, source: host.source === 'alpha' ? ('alpha' as const) : ('beta' as const) }));
        }
      } catch (error) {
        throw peerUnavailable(error, 'data-cache StreamComplianceFindings', UNAVAILABLE_TEXT, logger);
      }
    },
  };
}
