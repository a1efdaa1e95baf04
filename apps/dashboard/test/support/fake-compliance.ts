import { status } from '@grpc/grpc-js';
import { defineSomeHandlers, startGrpcServer, type RunningGrpcServer } from '@vmdash/grpc';
import { createLogger } from '@vmdash/observability';
import type { ComplianceHost } from '@vmdash/proto';
import type { ActivePlanLookup, CachedActionPlan } from '../../src/plans/active-plans';
import { grpcFailure } from './fake-upstreams';

/** A fake data-cache answering StreamComplianceFindings from `hosts`, in batches of `batchSize` hosts. */
export interface FakeComplianceDataCache {
  address: string;
  hosts: ComplianceHost[];
  batchSize: number;
  /** Fail the next stream after this many batches (once), as a data-cache that goes away mid-answer. */
  failAfterBatches: number | undefined;
  /** Streams answered so far (each recompute reads one). */
  streams: number;
  stop(): Promise<void>;
}

/**
 * Starts the fake data-cache on a free port, verifying internal tokens with `publicKeyPem` like every vmdash service.
 */
export async function startFakeComplianceDataCache(publicKeyPem: string): Promise<FakeComplianceDataCache> {
  const fake: FakeComplianceDataCache = { address: '', hosts: [], batchSize: 200, failAfterBatches: undefined, streams: 0, stop: async () => undefined };
  const server: RunningGrpcServer = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('fake-data-cache', 'silent'),
    internalTokenPublicKey: publicKeyPem,
    services: [
      defineSomeHandlers('vmdash.v1.DataCacheService', {
        StreamComplianceFindings: function* (request) {
          fake.streams += 1;
          const wanted = request.all_hosts ? null : new Set(request.beta_host_ids);
          const hosts = fake.hosts.filter((host) => wanted === null || (host.source === 'beta' && wanted.has(Number(host.host_id))));
          const failAfter = fake.failAfterBatches;
          fake.failAfterBatches = undefined;
          for (let start = 0, batch = 0; start < hosts.length; start += fake.batchSize, batch++) {
            if (failAfter !== undefined && batch >= failAfter) throw grpcFailure(status.UNAVAILABLE, 'data-cache went away');
            yield { hosts: hosts.slice(start, start + fake.batchSize) };
          }
        },
      }),
    ],
  });
  fake.address = `127.0.0.1:${server.port}`;
  fake.stop = () => server.shutdown(1_000);
  return fake;
}

/** A fake action-plan cache: plans by host, and `change` to tell listeners (as the real cache does after an event). */
export interface FakeActivePlans extends ActivePlanLookup {
  plans: Map<number, CachedActionPlan[]>;
  change(hostIds: readonly number[] | 'all'): void;
}

/** A fake action-plan cache without plans; tests set `plans` and call `change`. */
export function createFakeActivePlans(): FakeActivePlans {
  const listeners = new Set<(hostIds: readonly number[] | 'all') => void>();
  const plans = new Map<number, CachedActionPlan[]>();
  return {
    plans,
    planFor: async () => undefined,
    plansOfHosts: async (hostIds) => new Map(hostIds.filter((id) => plans.has(id)).map((id) => [id, plans.get(id)!])),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(hostIds) {
      for (const listener of listeners) listener(hostIds);
    },
  };
}
