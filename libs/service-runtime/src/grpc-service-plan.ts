import { connectMongo, isMongoUp } from '@vmdash/db';
import { connectEventBus, createEventOutbox, type EventBus, type EventOutbox } from '@vmdash/events';
import { startGrpcServer, type DefinedService } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { Connection } from 'mongoose';
import { readFileSync } from 'node:fs';
import type { ComponentContext } from './component';
import { defineService, type ServicePlan } from './service-plan';

/** The settings every vmdash gRPC service shares (libs/config grpcServiceEnvSchema). */
export interface GrpcServiceSettings {
  /** App name: the NATS client name and the log's word for the service, e.g. "action-plan". */
  name: string;
  MONGO_URL: string;
  NATS_URL: string;
  GRPC_HOST: string;
  GRPC_PORT: number;
  INTERNAL_TOKEN_PUBLIC_KEY_FILE: string;
  SHUTDOWN_DRAIN_DELAY_MS: number;
  SHUTDOWN_GRACE_MS: number;
}

/** The components every gRPC service starts with, in this order: its MongoDB database, NATS, and the outbox on both. */
export interface GrpcServiceBase {
  database: Connection;
  bus: EventBus;
  outbox: EventOutbox;
}

/** The running gRPC server of a service: its bound port, and its stop (stop taking calls, in-flight ones get the grace period). */
export interface ServingGrpc {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts the service's gRPC server (its `server` component): grpc.health.v1 follows the service's readiness, every
 * call's caller is verified with the gateway's public key and admitted by RPC_PERMISSIONS (libs/grpc startGrpcServer).
 * @param services the app's gRPC services (libs/grpc defineHandlers)
 * @param options.maxReceiveMessageBytes largest request message, bytes (default 4 MiB): set it when an RPC carries uploads
 * @param options.forwardsContext false when the services' handlers call no other service (libs/grpc startGrpcServer)
 * @throws Error when the port cannot be bound
 */
export type ServeGrpc = (context: ComponentContext, services: DefinedService[], options?: { maxReceiveMessageBytes?: number; forwardsContext?: boolean }) => Promise<ServingGrpc>;

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`INTERNAL_TOKEN_PUBLIC_KEY_FILE: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The start of every gRPC service's declaration (docs/architecture.md, "The service skeleton"): the plan with the
 * components every service has (`database`: MongoDB, reporting health; `bus`: NATS JetStream, reporting health;
 * `outbox` on both), to which the app adds its own (peers' clients, feature wiring, consumers, background loops) and
 * last its `server`, started with `serve`. Reads the gateway's public key now, so a missing key file fails the build
 * before anything connects.
 * @throws Error naming INTERNAL_TOKEN_PUBLIC_KEY_FILE when the key file cannot be read
 */
export function grpcServicePlan(settings: GrpcServiceSettings, logger: Logger): { plan: ServicePlan<GrpcServiceBase>; serve: ServeGrpc } {
  const internalTokenPublicKey = readKeyFile(settings.INTERNAL_TOKEN_PUBLIC_KEY_FILE);
  const plan = defineService({ name: settings.name, logger, drainDelayMs: settings.SHUTDOWN_DRAIN_DELAY_MS })
    .add('database', { start: () => connectMongo(settings.MONGO_URL, { logger }), stop: (connection) => connection.close(), isUp: isMongoUp })
    .add('bus', { start: () => connectEventBus(settings.NATS_URL, settings.name, logger), stop: (bus) => bus.close(), isUp: (bus) => bus.isConnected() })
    .add('outbox', { dependsOn: ['database', 'bus'], start: ({ database, bus }) => createEventOutbox(database, bus, logger), stop: (outbox) => outbox.stop() });
  const serve: ServeGrpc = async ({ readiness }, services, options = {}) => {
    const server = await startGrpcServer({
      host: settings.GRPC_HOST,
      port: settings.GRPC_PORT,
      logger,
      services,
      internalTokenPublicKey,
      ...(options.maxReceiveMessageBytes !== undefined ? { maxReceiveMessageBytes: options.maxReceiveMessageBytes } : {}),
      ...(options.forwardsContext !== undefined ? { forwardsContext: options.forwardsContext } : {}),
    });
    server.setServing(readiness.ready);
    const unsubscribe = readiness.onChange((ready) => server.setServing(ready));
    return {
      port: server.port,
      async stop() {
        unsubscribe();
        await server.shutdown(settings.SHUTDOWN_GRACE_MS);
      },
    };
  };
  return { plan, serve };
}
