import * as grpc from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { createInternalTokenVerifier } from '@vmdash/identity';
import type { Logger } from '@vmdash/observability';
import { loadVmdashPackageDefinition } from '@vmdash/proto';
import { HealthImplementation } from 'grpc-health-check';
import type { DefinedService } from './define-handlers';
import { grpcImplementationOf } from './grpc-implementation';
import { loggingInterceptor } from './logging-interceptor';

/** How long a client connection lives before the server asks the client to reconnect, ms (see startGrpcServer). */
const MAX_CONNECTION_AGE_MS = 2 * 60_000;
/** How long calls still running on an aged connection may go on, ms: above the gateway's longest deadline (30 s). */
const MAX_CONNECTION_AGE_GRACE_MS = 60_000;

/** Largest message the server accepts unless its options say, bytes (gRPC's default, 4 MiB). */
const DEFAULT_MAX_RECEIVE_MESSAGE_BYTES = 4 * 1024 * 1024;

interface GrpcServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  /** The services to serve, from defineHandlers: the only way RPCs are registered, so none skips the caller checks. */
  services: DefinedService[];
  /** PEM of the gateway's ES256 public key, which verifies every call's internal token (libs/identity). */
  internalTokenPublicKey: string;
  /** Largest request message, bytes (default 4 MiB); larger ones fail with RESOURCE_EXHAUSTED before any handler. */
  maxReceiveMessageBytes?: number;
  /**
   * Whether handlers run in their call's request context, so the gRPC calls they make carry its request id and internal
   * token (default true). False for a service whose handlers call no other service (data-cache): no AsyncLocalStorage,
   * whose promise hooks would then run for every promise of the process (docs/decisions/0017-gateway-request-path.md).
   */
  forwardsContext?: boolean;
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
 * Starts a gRPC server with the given services (each call's caller verified and admitted, see grpcImplementationOf),
 * grpc.health.v1 (grpc-health-check, NOT_SERVING until `setServing(true)`), server reflection of every vmdash proto,
 * and a logging interceptor. Binds insecure credentials: inside the cluster TLS is the mesh's job
 * (docs/decisions/0001-service-layout.md).
 * @throws Error when the address cannot be bound.
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const server = new grpc.Server({
    interceptors: [loggingInterceptor(options.logger)],
    'grpc.max_receive_message_length': options.maxReceiveMessageBytes ?? DEFAULT_MAX_RECEIVE_MESSAGE_BYTES,
    'grpc.keepalive_permit_without_calls': 1,
    // Clients that balance per call over a headless Service learn of new replicas only when they resolve its name
    // again, which grpc-js does when a connection closes: every connection is closed after a while (calls in flight get
    // the grace to finish), so replicas the autoscaler adds take their share within minutes.
    'grpc.max_connection_age_ms': MAX_CONNECTION_AGE_MS,
    'grpc.max_connection_age_grace_ms': MAX_CONNECTION_AGE_GRACE_MS,
    // No vmdash process serves channelz: its per-call counters and traces are work nobody reads
    // (docs/decisions/0017-gateway-request-path.md).
    'grpc.enable_channelz': 0,
  });
  const serviceNames = ['', ...options.services.map((s) => s.name)];
  const health = new HealthImplementation(Object.fromEntries(serviceNames.map((name) => [name, 'NOT_SERVING'])));
  health.addToServer(server);
  new ReflectionService(loadVmdashPackageDefinition()).addToServer(server);
  const verifyCaller = createInternalTokenVerifier(options.internalTokenPublicKey);
  for (const service of options.services) server.addService(service.definition, grpcImplementationOf(service, options.logger, verifyCaller, options.forwardsContext ?? true));

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${options.host}:${options.port}`, grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
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
