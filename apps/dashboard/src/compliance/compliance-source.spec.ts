import { createLogger } from '@vmdash/observability';
import type { DataCacheServiceClient } from '@vmdash/proto';
import { createDataCacheComplianceSource } from './compliance-source';

/** A data-cache client whose StreamComplianceFindings records when it is called and streams `batches`. */
function clientOf(batches: { hosts: { source: string; host_id: number }[] }[]) {
  const calls: string[] = [];
  let cancelled = 0;
  const client = {
    StreamComplianceFindings() {
      calls.push('started');
      return Object.assign(
        (async function* () {
          yield* batches;
        })(),
        { cancel: () => (cancelled += 1) },
      );
    },
  } as unknown as DataCacheServiceClient;
  return { client, calls, cancelled: () => cancelled };
}

describe('createDataCacheComplianceSource', () => {
  it('starts the data-cache call when the hosts are asked for, before any batch is read, while the caller token is fresh', async () => {
    const { client, calls, cancelled } = clientOf([{ hosts: [{ source: 'alpha', host_id: 1 }] }, { hosts: [{ source: 'beta', host_id: 2 }] }]);
    const batches = createDataCacheComplianceSource(client, 30_000, createLogger('test', 'silent')).hosts(null);
    expect(calls).toEqual(['started']);
    const read = [];
    for await (const batch of batches) read.push(...batch.map((host) => `${host.source}:${host.host_id}`));
    expect(read).toEqual(['alpha:1', 'beta:2']);
    expect(cancelled()).toBe(1);
  });
});
