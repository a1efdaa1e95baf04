import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from 'mongoose';
import { connectMongo, isMongoUp } from '@vmdash/db';
import { connectEventBus, createEventOutbox, type EventBus, type EventOutbox } from '@vmdash/events';
import { createHandlers, startGrpcServer, watchDependencies, type RunningGrpcServer } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashPackageDefinition, loadVmdashProtos } from '@vmdash/proto';
import type { ActionPlanConfig } from './config';
import { createDataCacheHostDirectory, type HostDirectory } from './hosts/host-directory';
import { createPlanCommands, type PlanCommands } from './plans/plan.commands';
import { createPlanEvents } from './plans/plan.events';
import { createPlanHandlers } from './plans/plan.handlers';
import { ensurePlanIndexes, planModelOf } from './plans/plan.model';
import { createPlanRepository } from './plans/plan.repository';

/** Name the service is reported under in grpc.health.v1. */
export const ACTION_PLAN_SERVICE_NAME = 'vmdash.v1.ActionPlanService';

/** The running service's lifecycle (ARCHITECTURE.md convention 2). */
export interface ActionPlanService {
  /**
   * Connects MongoDB (and builds the plan indexes) and NATS, starts the gRPC server, feeds grpc.health.v1 from the
   * state of MongoDB and NATS, and starts the recovery sweep of unfinished creates.
   * @returns the bound gRPC port
   * @throws when the key file cannot be read, MongoDB does not answer, or the port cannot be bound (what was opened
   *   is closed again)
   */
  start(): Promise<{ port: number }>;
  /**
   * Shutdown order of ARCHITECTURE.md convention 4: NOT_SERVING, wait SHUTDOWN_DRAIN_DELAY_MS, stop taking calls and
   * let in-flight ones finish (forced after SHUTDOWN_GRACE_MS), stop the outbox relay, drain NATS, close MongoDB.
   * Idempotent.
   */
  stop(): Promise<void>;
  /** True while started, not stopping, and MongoDB and NATS are up. */
  readonly ready: boolean;
}

interface Running {
  connection: Connection;
  bus?: EventBus;
  outbox?: EventOutbox;
  hosts?: HostDirectory;
  server?: RunningGrpcServer;
  stopWatching?: () => void;
  recoveryTimer?: NodeJS.Timeout;
  recovery?: Promise<unknown>;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`INTERNAL_TOKEN_PUBLIC_KEY_FILE: cannot read ${path}: ${(error as Error).message}`);
  }
}

/** Builds the action-plan service from its configuration; nothing starts before `start()`. */
export function createActionPlanService(config: ActionPlanConfig, logger: Logger): ActionPlanService {
  let running: Running | undefined;
  let dependenciesUp = false;
  let stopping: Promise<void> | undefined;

  const closeAll = async (r: Running) => {
    r.stopWatching?.();
    if (r.recoveryTimer) clearInterval(r.recoveryTimer);
    await r.recovery;
    r.outbox?.stop();
    await r.bus?.close().catch((error: unknown) => logger.warn({ err: error }, 'nats close failed'));
    r.hosts?.close();
    await r.connection.close();
  };

  const sweep = (r: Running, commands: PlanCommands) => {
    if (r.recovery || stopping) return;
    r.recovery = commands
      .recoverStalePending(new Date(Date.now() - config.PENDING_RECOVERY_AFTER_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'recovery sweep failed'))
      .finally(() => (r.recovery = undefined));
  };

  return {
    async start() {
      if (running) throw new Error('action-plan service already started');
      const publicKey = readKeyFile(config.INTERNAL_TOKEN_PUBLIC_KEY_FILE);
      const connection = await connectMongo(config.MONGO_URL, { logger });
      const r: Running = { connection };
      try {
        const model = planModelOf(connection);
        await ensurePlanIndexes(model);
        r.bus = await connectEventBus(config.NATS_URL, 'action-plan', logger);
        r.outbox = createEventOutbox(connection, r.bus, logger);
        r.hosts = createDataCacheHostDirectory(config.DATA_CACHE_ADDR, logger, config.DATA_CACHE_DEADLINE_MS);
        const commands = createPlanCommands({ repository: createPlanRepository(model, logger), hosts: r.hosts, events: createPlanEvents(r.outbox), logger });
        r.server = await startGrpcServer({
          host: config.GRPC_HOST,
          port: config.GRPC_PORT,
          logger,
          services: [
            {
              name: ACTION_PLAN_SERVICE_NAME,
              definition: loadVmdashProtos().ActionPlanService.service,
              implementation: createPlanHandlers(createHandlers(logger, publicKey), commands),
            },
          ],
          packageDefinition: loadVmdashPackageDefinition(),
        });
        const server = r.server;
        const bus = r.bus;
        // Data-cache is not a readiness dependency: without it creates answer UNAVAILABLE, but history and updates
        // still work, and a failing data-cache must not take action-plan out of every load balancer with it.
        r.stopWatching = watchDependencies(
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
        sweep(r, commands);
        r.recoveryTimer = setInterval(() => sweep(r, commands), config.PENDING_RECOVERY_INTERVAL_MS);
        r.recoveryTimer.unref();
        running = r;
        return { port: server.port };
      } catch (error) {
        await closeAll(r).catch(() => undefined);
        throw error;
      }
    },

    stop() {
      stopping ??= (async () => {
        const r = running;
        if (!r) return;
        r.server?.setServing(false);
        if (config.SHUTDOWN_DRAIN_DELAY_MS > 0) await sleep(config.SHUTDOWN_DRAIN_DELAY_MS);
        await r.server?.shutdown(config.SHUTDOWN_GRACE_MS);
        await closeAll(r);
        running = undefined;
        logger.info('action-plan stopped');
      })();
      return stopping;
    },

    get ready() {
      return running !== undefined && !stopping && dependenciesUp;
    },
  };
}
