import { UnavailableError } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import type { DataCacheServiceClient } from '@vmdash/proto';
import { Readable } from 'node:stream';
import { createDataCacheComplianceSource } from './compliance-source';

/** A data-cache client whose StreamComplianceFindings records when it is called and streams `batches` (a grpc-js stream is a Readable). */
function clientOf(batches: { hosts: { source: string; host_id: number }[] }[]) {
  const calls: Readable[] = [];
  let cancelled = 0;
  const client = {
    StreamComplianceFindings() {
      const call = Object.assign(Readable.from(batches), { cancel: () => (cancelled += 1) });
      calls.push(call);
      return call;
    },
  } as unknown as DataCacheServiceClient;
  return { client, calls, cancelled: () => cancelled };
}

const sourceOf = (client: DataCacheServiceClient) => createDataCacheComplianceSource(client, 30_000, createLogger('test', 'silent'));

describe('createDataCacheComplianceSource', () => {
  it('when the hosts are asked for, then the data-cache call starts before any batch is read, and the batches come in order', async () => {
    const { client, calls, cancelled } = clientOf([{ hosts: [{ source: 'alpha', host_id: 1 }] }, { hosts: [{ source: 'beta', host_id: 2 }] }]);
    const batches = sourceOf(client).hosts(null);
    expect(calls).toHaveLength(1);
    const read = [];
    for await (const batch of batches) read.push(...batch.map((host) => `${host.source}:${host.host_id}`));
    expect(read).toEqual(['alpha:1', 'beta:2']);
    expect(cancelled()).toBe(1);
  });

  it('when the call fails before its batches are read, then reading them is UNAVAILABLE, and the process goes on', async () => {
    const { client, calls } = clientOf([{ hosts: [] }]);
    const batches = sourceOf(client).hosts([7]);
    calls[0]!.destroy(Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded'), { code: 4 }));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(
      (async () => {
        for await (const _batch of batches);
      })(),
    ).rejects.toBeInstanceOf(UnavailableError);
  });
});
