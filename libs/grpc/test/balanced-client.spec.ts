import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos, type BetaHost } from '@vmdash/proto';
import { createTestInternalKeys } from '@vmdash/testing';
import { balancedTarget, unaryCall, createGrpcClient, defineSomeHandlers, startGrpcServer, type RunningGrpcServer } from '../src';

const logger = createLogger('grpc-balanced-test', 'silent');
const v1 = loadVmdashProtos();
const keys = createTestInternalKeys();

/** A data-cache stand-in that answers GetBetaAsset with its own name as the owner. */
function replica(name: string): Promise<RunningGrpcServer> {
  return startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger,
    internalTokenPublicKey: keys.publicKeyPem,
    services: [defineSomeHandlers('vmdash.v1.DataCacheService', { GetBetaAsset: async ({ host_id }): Promise<BetaHost> => ({ host_id, owner: name, hostname: 'h' }) })],
  });
}

describe('balanced clients (data-cache replicas)', () => {
  const replicas: RunningGrpcServer[] = [];
  beforeAll(async () => {
    replicas.push(await replica('first'), await replica('second'));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((server) => server.shutdown(1000)));
  });

  it('when a balanced client names two replicas, then both answer a share of its calls', async () => {
    const address = replicas.map((server) => `127.0.0.1:${server.port}`).join(',');
    const client = createGrpcClient(v1.DataCacheService, address, { deadlineMs: 2000, balanced: true });
    try {
      const owners = await runWithRequestContext({ requestId: 'r1', internalToken: keys.tokenFor({ subject: 'tester', scopes: ['data:read'] }) }, async () => {
        const seen: string[] = [];
        // round_robin reaches a replica once its subchannel is ready; the first calls may all go to one.
        for (let i = 0; i < 40; i++) seen.push((await unaryCall(client, 'GetBetaAsset', { host_id: 1 })).owner ?? '');
        return seen;
      });
      expect(new Set(owners)).toEqual(new Set(['first', 'second']));
    } finally {
      client.close();
    }
  });

  it('when the address is a list, a dns name or one host, then the grpc-js target names every replica', () => {
    expect(balancedTarget('10.0.0.1:50051,10.0.0.2:50051')).toBe('ipv4:10.0.0.1:50051,10.0.0.2:50051');
    expect(balancedTarget('dns:///data-cache-headless:50051')).toBe('dns:///data-cache-headless:50051');
    expect(balancedTarget('data-cache:50051')).toBe('data-cache:50051');
  });
});
