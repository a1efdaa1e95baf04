import type { ServiceError } from '@grpc/grpc-js';
import { UnavailableError } from '@vmdash/domain';
import { createGrpcClient } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashProtos, type ComplianceHostBatch__Output, type DataCacheServiceClient } from '@vmdash/proto';
import type { JudgedHost } from './compliance.rules';

/** The hosts and judgeable findings of data-cache (StreamComplianceFindings), batch by batch. */
export interface ComplianceSource {
  /**
   * Every host of both sources (null), or these beta hosts, in batches.
   * @throws UnavailableError when data-cache cannot answer (down, slow, no snapshot yet)
   */
  hosts(betaHostIds: readonly number[] | null): AsyncIterable<JudgedHost[]>;
  close(): void;
}

const UNAVAILABLE_TEXT = 'The compliance items are unavailable: the data-cache service did not answer';

/**
 * The compliance source over data-cache. The call runs in the request context that started the recompute, so that
 * caller's internal token travels with it (docs/decisions/0014-compliance-items.md, "Recompute"); it has a deadline.
 * @param address host:port of data-cache
 */
export function createDataCacheComplianceSource(address: string, deadlineMs: number, logger: Logger): ComplianceSource {
  const client: DataCacheServiceClient = createGrpcClient(loadVmdashProtos().DataCacheService, address, { deadlineMs });
  return {
    async *hosts(betaHostIds) {
      const call = client.StreamComplianceFindings({ all_hosts: betaHostIds === null, beta_host_ids: betaHostIds ? [...betaHostIds] : [] }, { deadline: Date.now() + deadlineMs });
      try {
        for await (const batch of call as AsyncIterable<ComplianceHostBatch__Output>) {
          yield batch.hosts.map((host) => ({ ...host, source: host.source === 'alpha' ? ('alpha' as const) : ('beta' as const) }));
        }
      } catch (error) {
        const { code, details } = error as Partial<ServiceError>;
        logger.warn({ code, details, address }, 'data-cache StreamComplianceFindings failed');
        throw new UnavailableError(UNAVAILABLE_TEXT);
      }
    },
    close: () => client.close(),
  };
}
