import * as grpc from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import type { Logger } from '@vmdash/observability';
import { HealthImplementation } from 'grpc-health-check';
import type { PackageDefinition } from '@grpc/proto-loader';
import { loggingInterceptor } from './logging-interceptor';

/** One gRPC service to serve: its definition, its handlers and the name grpc.health.v1 reports it under. */
export interface ServedService {
  /** Fully-qualified name, e.g. "vmdash.v1.DataCacheService" (the health check's service name). */
  name: string;
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
}

export interface GrpcServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  services: ServedService[];
  /** For server reflection (grpcurl, grpcui). */
  packageDefinition: PackageDefinition;
  /** Extra server interceptors, run after the logging interceptor (e.g. internal identity checks). */
  interceptors?: grpc.ServerInterceptor[];
  /** Largest message the server accepts, bytes (default gRPC's 4 MiB). */
  maxReceiveMessageLength?: number;
}

/** A started server: its bound port, its health reporter and its graceful shutdown. */
export interface RunningGrpcServer {
  port: number;
  /** Sets every served service and the overall ("") health status at once. */
  setServing(serving: boolean): void;
  /**
   * Stops taking new calls and waits for in-flight ones (`tryShutdown`); after `graceMs` cancels what is left
   * (`forceShutdown`). Resolves when the server is closed.
   */
  shutdown(graceMs: number): Promise<void>;
}

/**
 * Starts a gRPC server with grpc.health.v1 (grpc-health-check, NOT_SERVING until `setServing(true)`), server
 * reflection, and a logging interceptor. Binds insecure credentials: inside the cluster TLS is the mesh's job
 * (docs/decisions/0001-service-layout.md).
 * @throws Error when the address cannot be bound.
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const server = new grpc.Server({
    interceptors: [loggingInterceptor(options.logger), ...(options.interceptors ?? [])],
    'grpc.max_receive_message_length': options.maxReceiveMessageLength ?? 4 * 1024 * 1024,
    'grpc.keepalive_permit_without_calls': 1,
  });
  const serviceNames = ['', ...options.services.map((s) => s.name)];
  const health = new HealthImplementation(Object.fromEntries(serviceNames.map((name) => [name, 'NOT_SERVING'])));
  health.addToServer(server);
  new ReflectionService(options.packageDefinition).addToServer(server);
  for (const service of options.services) server.addService(service.definition, service.implementation);

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${options.host}:${options.port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  options.logger.info({ port }, 'grpc server listening');

  const setServing = (serving: boolean) => {
    for (const name of serviceNames) health.setStatus(name, serving ? 'SERVING' : 'NOT_SERVING');
  };

  const shutdown = (graceMs: number) =>
    new Promise<void>((resolve) => {
      setServing(false);
      const timer = setTimeout(() => {
        options.logger.warn({ graceMs }, 'grace period over, cancelling in-flight calls');
        server.forceShutdown();
        resolve();
      }, graceMs);
      server.tryShutdown(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  return { port, setServing, shutdown };
}
