import { connectMongo, isMongoUp } from '@vmdash/db';
import { connectEventBus, createEventOutbox, type EventBus, type EventOutbox } from '@vmdash/events';
import { startGrpcServer, watchDependencies, type DefinedService, type RunningGrpcServer } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { Connection } from 'mongoose';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

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

/** What the runtime hands the app's wiring: its database, the event bus and the outbox. */
interface ServiceDependencies {
  connection: Connection;
  bus: EventBus;
  outbox: EventOutbox;
  logger: Logger;
}

/** What an app's wiring returns: its gRPC services and hooks into the lifecycle. */
interface ServiceWiring {
  /** The app's gRPC services (libs/grpc defineHandlers); every call is verified and admitted before its handler runs. */
  services: DefinedService[];
  /** Largest request message the services take, bytes (default 4 MiB): set it when an RPC carries uploads. */
  maxReceiveMessageBytes?: number;
  /** Runs once the server is bound and before it reports SERVING (e.g. loading the data it serves). */
  beforeServing?: () => Promise<void>;
  /** Stops the app's own background work; runs after the server drained, before NATS and MongoDB close. */
  stop?: () => Promise<void>;
}

/** A service's lifecycle (docs/architecture.md, The service skeleton: `start`, `stop` and a readiness state). */
export interface GrpcService {
  /**
   * Reads the key file, connects MongoDB and NATS, wires the app, binds the gRPC server, runs `beforeServing`, then
   * reports SERVING while MongoDB and NATS are up (grpc.health.v1, docs/architecture.md Health).
   * @returns the bound port
   * @throws when the key file cannot be read, MongoDB does not answer, the wiring fails, or the port cannot be bound;
   *   whatever was opened is closed again
   */
  start(): Promise<{ port: number }>;
  /**
   * The one shutdown order (docs/architecture.md, Shutdown order): NOT_SERVING, wait SHUTDOWN_DRAIN_DELAY_MS, stop taking calls and let
   * in-flight ones finish (forced after SHUTDOWN_GRACE_MS), the app's `stop`, the outbox relay, drain NATS, close
   * MongoDB. Idempotent.
   */
  stop(): Promise<void>;
  /** True while started, not stopping, and MongoDB and NATS are up. */
  readonly ready: boolean;
}

interface Opened {
  connection: Connection;
  bus?: EventBus;
  outbox?: EventOutbox;
  wiring?: ServiceWiring;
  server?: RunningGrpcServer;
  stopWatching?: () => void;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`INTERNAL_TOKEN_PUBLIC_KEY_FILE: cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Builds a vmdash gRPC service: the runtime every service shares (MongoDB, NATS with the outbox, the gRPC server with
 * health and reflection, identity-checking handlers, readiness, shutdown order) around the app's own `wire` function.
 * Nothing starts before `start()`.
 */
export function createGrpcService(settings: GrpcServiceSettings, logger: Logger, wire: (dependencies: ServiceDependencies) => Promise<ServiceWiring>): GrpcService {
  let opened: Opened | undefined;
  let dependenciesUp = false;
  let stopping: Promise<void> | undefined;

  const closeAll = async (o: Opened) => {
    o.stopWatching?.();
    await o.wiring?.stop?.().catch((error: unknown) => logger.warn({ err: error }, 'service stop hook failed'));
    o.outbox?.stop();
    await o.bus?.close().catch((error: unknown) => logger.warn({ err: error }, 'nats close failed'));
    await o.connection.close();
  };

  return {
    async start() {
      if (opened) throw new Error(`${settings.name} already started`);
      const publicKey = readKeyFile(settings.INTERNAL_TOKEN_PUBLIC_KEY_FILE);
      const connection = await connectMongo(settings.MONGO_URL, { logger });
      const o: Opened = { connection };
      try {
        const bus = (o.bus = await connectEventBus(settings.NATS_URL, settings.name, logger));
        const outbox = (o.outbox = createEventOutbox(connection, bus, logger));
        const wiring = (o.wiring = await wire({ connection, bus, outbox, logger }));
        const server = (o.server = await startGrpcServer({
          host: settings.GRPC_HOST,
          port: settings.GRPC_PORT,
          logger,
          services: wiring.services,
          internalTokenPublicKey: publicKey,
          ...(wiring.maxReceiveMessageBytes !== undefined ? { maxReceiveMessageBytes: wiring.maxReceiveMessageBytes } : {}),
        }));
        await wiring.beforeServing?.();
        o.stopWatching = watchDependencies(
          [
            { name: 'mongodb', isUp: () => isMongoUp(connection) },
            { name: 'nats', isUp: () => bus.isConnected() },
          ],
          (serving) => {
            dependenciesUp = serving;
            server.setServing(serving && !stopping);
          },
          logger,
        );
        opened = o;
        return { port: server.port };
      } catch (error) {
        await o.server?.shutdown(0);
        await closeAll(o).catch(() => undefined);
        throw error;
      }
    },

    stop() {
      stopping ??= (async () => {
        const o = opened;
        if (!o) return;
        o.server?.setServing(false);
        if (settings.SHUTDOWN_DRAIN_DELAY_MS > 0) await sleep(settings.SHUTDOWN_DRAIN_DELAY_MS);
        await o.server?.shutdown(settings.SHUTDOWN_GRACE_MS);
        await closeAll(o);
        opened = undefined;
        logger.info(`${settings.name} stopped`);
      })();
      return stopping;
    },

    get ready() {
      return opened !== undefined && !stopping && dependenciesUp;
    },
  };
}
