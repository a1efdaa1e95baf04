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

describe('createDataCacheComplianceSource: the wait for each batch', () => {
  /** A data-cache stream that sends `batches` one every `gapMs`, then ends, or, with `stallAfter`, sends no more after that many. */
  function pacedClient(batches: number, gapMs: number, stallAfter?: number) {
    let cancelled = 0;
    const client = {
      StreamComplianceFindings() {
        let sent = 0;
        const call = Object.assign(
          new Readable({
            objectMode: true,
            read() {
              if (stallAfter !== undefined && sent >= stallAfter) return;
              setTimeout(() => {
                sent += 1;
                this.push(sent > batches ? null : { hosts: [{ source: 'beta', host_id: sent }] });
              }, gapMs);
            },
          }),
          {
            cancel() {
              cancelled += 1;
              call.destroy(Object.assign(new Error('1 CANCELLED: Cancelled on client'), { code: 1 }));
            },
          },
        );
        return call;
      },
    } as unknown as DataCacheServiceClient;
    return { client, cancelled: () => cancelled };
  }

  it('when data-cache keeps sending batches, then a stream longer than the wait for one batch is read to its end', async () => {
    const { client } = pacedClient(6, 20);
    const read: number[] = [];
    for await (const batch of createDataCacheComplianceSource(client, 100, createLogger('test', 'silent')).hosts(null)) read.push(...batch.map((host) => host.host_id));
    expect(read).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('when the reader spends longer on a batch than the wait, then the stream still goes on (only the wait for data-cache counts)', async () => {
    const { client } = pacedClient(3, 5);
    const read: number[] = [];
    for await (const batch of createDataCacheComplianceSource(client, 50, createLogger('test', 'silent')).hosts(null)) {
      read.push(...batch.map((host) => host.host_id));
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(read).toEqual([1, 2, 3]);
  });

  it('when data-cache stops sending mid-stream, then reading is UNAVAILABLE after the wait and the call is cancelled', async () => {
    const { client, cancelled } = pacedClient(10, 5, 2);
    const read: number[] = [];
    const reading = (async () => {
      for await (const batch of createDataCacheComplianceSource(client, 80, createLogger('test', 'silent')).hosts(null)) read.push(...batch.map((host) => host.host_id));
    })();
    await expect(reading).rejects.toBeInstanceOf(UnavailableError);
    expect(read).toEqual([1, 2]);
    expect(cancelled()).toBeGreaterThanOrEqual(1);
  });
});
