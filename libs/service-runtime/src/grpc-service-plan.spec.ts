import { createLogger } from '@vmdash/observability';
import { eventually, startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { grpcServicePlan, type GrpcServiceSettings } from './grpc-service-plan';

describe('grpcServicePlan', () => {
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

  it('when started, then MongoDB and NATS connect before the app and the server binds; it turns ready; when stopped, the server and the app stop before NATS and MongoDB close', async () => {
    const order: string[] = [];
    const { plan, serve } = grpcServicePlan(settings(), logger);
    const service = plan
      .add('work', {
        dependsOn: ['database', 'bus'],
        start: ({ database, bus }) => {
          order.push(`work starts (bus connected: ${bus.isConnected()}, db state: ${database.readyState})`);
          return { database, bus };
        },
        stop: ({ database, bus }) => void order.push(`work stops (bus connected: ${bus.isConnected()}, db state: ${database.readyState})`),
      })
      .add('server', {
        dependsOn: ['work'],
        start: async (_deps, context) => {
          const server = await serve(context, []);
          order.push('server binds');
          return server;
        },
        stop: async (server) => {
          order.push('server stops');
          await server.stop();
        },
      })
      .build(({ server }) => ({ port: server.port }));
    const { port } = await service.start();
    expect(port).toBeGreaterThan(0);
    await eventually(() => service.ready, Boolean, { timeoutMs: 5_000 });
    await service.stop();
    expect(service.ready).toBe(false);
    expect(order).toEqual(['work starts (bus connected: true, db state: 1)', 'server binds', 'server stops', 'work stops (bus connected: true, db state: 1)']);
  });

  it('when the key file is missing, then the build fails naming the variable, before anything connects', () => {
    expect(() => grpcServicePlan(settings({ INTERNAL_TOKEN_PUBLIC_KEY_FILE: '/nonexistent/key.pem' }), logger)).toThrow(/INTERNAL_TOKEN_PUBLIC_KEY_FILE/);
  });
});
