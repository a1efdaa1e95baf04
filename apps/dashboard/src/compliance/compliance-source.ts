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
 * The deadline of the whole stream, ms: every call carries one (docs/architecture.md, "Contracts"), but how long every
 * host's findings take to stream grows with the estate and the machine's load (minutes at 2,000,000 findings on a busy
 * machine), so a stalled data-cache is found by the wait for each batch (`batchWaitMs`), and this only bounds the whole
 * (docs/decisions/0031-dashboard-reads-at-scale.md, "The compliance stream's deadline").
 */
export const COMPLIANCE_STREAM_DEADLINE_MS = 30 * 60_000;

/**
 * The compliance source over data-cache. The call runs in the request context that started the recompute, so that
 * caller's internal token travels with it (docs/decisions/0014-compliance-items.md, "Recompute"). It is cancelled when
 * data-cache sends no next batch within `batchWaitMs` of its being asked for (the time the reader spends on a batch is
 * not counted), and ends at COMPLIANCE_STREAM_DEADLINE_MS whatever it is doing.
 * @param client the process's one data-cache client (a component of the service, which closes it)
 * @param batchWaitMs longest wait for data-cache's next batch, ms (COMPLIANCE_SOURCE_BATCH_WAIT_MS)
 */
export function createDataCacheComplianceSource(client: DataCacheServiceClient, batchWaitMs: number, logger: Logger): ComplianceSource {
  return {
    hosts(betaHostIds) {
      const call = client.StreamComplianceFindings({ all_hosts: betaHostIds === null, beta_host_ids: betaHostIds ? [...betaHostIds] : [] }, { deadline: Date.now() + COMPLIANCE_STREAM_DEADLINE_MS });
      // An error before the batches are read (a deadline) must not go unheard: it is thrown when they are.
      let failed: unknown = null;
      call.on('error', (error: unknown) => {
        failed ??= error;
      });
      let stalled = false;
      /** The next batch, the call cancelled when it has not come within batchWaitMs. */
      async function nextOf(batches: AsyncIterator<ComplianceHostBatch__Output>): Promise<IteratorResult<ComplianceHostBatch__Output>> {
        const timer = setTimeout(() => {
          stalled = true;
          call.cancel();
        }, batchWaitMs);
        try {
          return await batches.next();
        } finally {
          clearTimeout(timer);
        }
      }
      async function* batches(): AsyncGenerator<JudgedHost[]> {
        try {
          if (failed !== null) throw failed;
          const received = (call as AsyncIterable<ComplianceHostBatch__Output>)[Symbol.asyncIterator]();
          for (let next = await nextOf(received); !next.done; next = await nextOf(received)) {
            yield next.value.hosts.map((host) => ({ ...host, source: host.source === 'alpha' ? ('alpha' as const) : ('beta' as const) }));
          }
        } catch (error) {
          throw peerUnavailable(stalled ? new Error(`no batch within ${batchWaitMs} ms`) : error, 'data-cache StreamComplianceFindings', UNAVAILABLE_TEXT, logger);
        } finally {
          call.cancel();
        }
      }
      return Object.assign(batches(), { cancel: () => call.cancel() });
    },
  };
}
