import { createLogger } from '@vmdash/observability';
import { eventually, startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { createGrpcService, type GrpcServiceSettings } from './grpc-service';

describe('createGrpcService', () => {
  let environment: TestEnvironment;
  const logger = createLogger('runtime-test', 'silent');
  beforeAll(async () => {
    environment = await startTestEnvironment();
  });
  afterAll(async () => {
    await environment.stop();
  });

  const settings = (overrides: Partial<GrpcServiceSettings> = {}): GrpcServiceSettings => ({
    name: 'runtime-test',
    MONGO_URL: environment.databaseUrl('runtime_test'),
    NATS_URL: environment.natsUrl,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: 0,
    INTERNAL_TOKEN_PUBLIC_KEY_FILE: environment.keys.publicKeyFile,
    SHUTDOWN_DRAIN_DELAY_MS: 0,
    SHUTDOWN_GRACE_MS: 1000,
    ...overrides,
  });

  it('when started, then it binds a port, runs the hooks in order and turns ready; when stopped, then the app stops before the bus and database close', async () => {
    const order: string[] = [];
    const service = createGrpcService(settings(), logger, async ({ connection, bus }) => {
      order.push('wire');
      return {
        services: [],
        beforeServing: async () => void order.push('beforeServing'),
        stop: async () => {
          order.push(`stop (bus connected: ${bus.isConnected()}, db state: ${connection.readyState})`);
        },
      };
    });
    const { port } = await service.start();
    expect(port).toBeGreaterThan(0);
    await eventually(() => service.ready, Boolean, { timeoutMs: 5_000 });
    expect(service.ready).toBe(true);
    await service.stop();
    expect(service.ready).toBe(false);
    expect(order).toEqual(['wire', 'beforeServing', 'stop (bus connected: true, db state: 1)']);
  });

  it('when the key file is missing, then start fails naming the variable', async () => {
    const service = createGrpcService(settings({ INTERNAL_TOKEN_PUBLIC_KEY_FILE: '/nonexistent/key.pem' }), logger, async () => ({ services: [] }));
    await expect(service.start()).rejects.toThrow(/INTERNAL_TOKEN_PUBLIC_KEY_FILE/);
  });

  it('when the wiring fails, then start rejects with its error, and a service built afterwards starts and stops', async () => {
    let stopped = false;
    const service = createGrpcService(settings(), logger, async () => {
      throw new Error('wiring broke');
    });
    await expect(service.start()).rejects.toThrow('wiring broke');
    const again = createGrpcService(settings(), logger, async () => ({ services: [], stop: async () => void (stopped = true) }));
    await again.start();
    await again.stop();
    expect(stopped).toBe(true);
  });
});
