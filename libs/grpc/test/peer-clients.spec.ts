import { createLogger, runWithRequestContext } from '@vmdash/observability';
import { loadVmdashProtos } from '@vmdash/proto';
import { createTestInternalKeys } from '@vmdash/testing';
import { createGrpcClients, defineSomeHandlers, startGrpcServer, unaryCall } from '../src';

const logger = createLogger('grpc-peer-test', 'silent');
const v1 = loadVmdashProtos();
const keys = createTestInternalKeys();

describe('clients of several services of one peer (createGrpcClients)', () => {
  it('when a peer serves two services, then their clients share one channel and each reaches its service', async () => {
    const server = await startGrpcServer({
      host: '127.0.0.1',
      port: 0,
      logger,
      internalTokenPublicKey: keys.publicKeyPem,
      services: [
        defineSomeHandlers('vmdash.v1.DashboardAuthService', { ListUsers: async () => ({ users: [] }) }),
        defineSomeHandlers('vmdash.v1.DashboardLibraryService', { ListRiskTemplates: async () => ({ page: 1, page_size: 10, total: 0, templates: [] }) }),
      ],
    });
    const clients = createGrpcClients(`127.0.0.1:${server.port}`, { auth: v1.DashboardAuthService, library: v1.DashboardLibraryService }, { deadlineMs: 2000 });
    try {
      expect(clients.auth.getChannel()).toBe(clients.library.getChannel());
      const answers = await runWithRequestContext({ requestId: 'r1', internalToken: keys.tokenFor({ subject: 'admin-1', scopes: ['dashboard'], group: 'Admin' }) }, () =>
        Promise.all([unaryCall(clients.auth, 'ListUsers', {}), unaryCall(clients.library, 'ListRiskTemplates', {})]),
      );
      expect(answers).toEqual([{ users: [] }, { page: 1, page_size: 10, total: 0, templates: [] }]);
    } finally {
      clients.auth.close();
      await server.shutdown(100);
    }
  });
});
