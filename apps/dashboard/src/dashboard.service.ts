import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from 'mongoose';
import { connectMongo, isMongoUp } from '@vmdash/db';
import { connectEventBus, createEventOutbox, enqueueOutboxEvent, type DurableConsumer, type EventBus, type EventOutbox } from '@vmdash/events';
import { createHandlers, startGrpcServer, watchDependencies, type RunningGrpcServer } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashPackageDefinition, loadVmdashProtos } from '@vmdash/proto';
import { startAuditConsumer } from './audit/audit.consumer';
import { createAuditHandlers } from './audit/audit.handlers';
import { auditModelOf } from './audit/audit.model';
import { createAuditRepository } from './audit/audit.repository';
import { createAuditTrail, type AuditPublish } from './audit/audit-trail';
import type { DashboardConfig } from './config';
import { createImpersonationCommands } from './sessions/impersonation.commands';
import { createLoginAttemptRepository, loginAttemptModelOf } from './sessions/login-attempt.repository';
import { createLoginCommand } from './sessions/login.command';
import { createSessionCommands } from './sessions/session.commands';
import type { SessionDeps } from './sessions/session.deps';
import { createSessionHandlers } from './sessions/session.handlers';
import { sessionModelOf } from './sessions/session.model';
import { createSessionRepository } from './sessions/session.repository';
import { createTrustedDeviceRepository, trustedDeviceModelOf } from './sessions/trusted-device.repository';
import { createPasswordHasher } from './users/password-hasher';
import { createUserCommands } from './users/user.commands';
import { createUserHandlers } from './users/user.handlers';
import { userModelOf } from './users/user.model';
import { createUserRepository } from './users/user.repository';

/** Name the service is reported under in grpc.health.v1. */
export const DASHBOARD_SERVICE_NAME = 'vmdash.v1.DashboardAuthService';

/** Options besides the environment (tests move the clock to expire sessions without waiting a day). */
export interface DashboardServiceOptions {
  now?: () => Date;
}

/** The running service's lifecycle (ARCHITECTURE.md convention 2). */
export interface DashboardService {
  /**
   * Connects MongoDB (builds the indexes, TTL ones included) and NATS, creates the first Admin when configured and no
   * user exists, starts the audit consumer and the gRPC server, and feeds grpc.health.v1 from MongoDB and NATS.
   * @returns the bound gRPC port
   * @throws when the key file cannot be read, MongoDB does not answer, or the port cannot be bound (what was opened
   *   is closed again)
   */
  start(): Promise<{ port: number }>;
  /**
   * Shutdown order of ARCHITECTURE.md convention 4: NOT_SERVING, wait SHUTDOWN_DRAIN_DELAY_MS, stop taking calls and
   * let in-flight ones finish (forced after SHUTDOWN_GRACE_MS), stop the audit consumer and the outbox relay, drain
   * NATS, close MongoDB. Idempotent.
   */
  stop(): Promise<void>;
  /** True while started, not stopping, and MongoDB and NATS are up. */
  readonly ready: boolean;
}

interface Running {
  connection: Connection;
  bus?: EventBus;
  outbox?: EventOutbox;
  consumer?: DurableConsumer;
  server?: RunningGrpcServer;
  stopWatching?: () => void;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`INTERNAL_TOKEN_PUBLIC_KEY_FILE: cannot read ${path}: ${(error as Error).message}`);
  }
}

/** Builds the dashboard service from its configuration; nothing starts before `start()`. */
export function createDashboardService(config: DashboardConfig, logger: Logger, options: DashboardServiceOptions = {}): DashboardService {
  const now = options.now ?? (() => new Date());
  let running: Running | undefined;
  let dependenciesUp = false;
  let stopping: Promise<void> | undefined;

  const closeAll = async (r: Running) => {
    r.stopWatching?.();
    await r.consumer?.stop().catch((error: unknown) => logger.warn({ err: error }, 'audit consumer stop failed'));
    r.outbox?.stop();
    await r.bus?.close().catch((error: unknown) => logger.warn({ err: error }, 'nats close failed'));
    await r.connection.close();
  };

  return {
    async start() {
      if (running) throw new Error('dashboard service already started');
      const publicKey = readKeyFile(config.INTERNAL_TOKEN_PUBLIC_KEY_FILE);
      const connection = await connectMongo(config.MONGO_URL, { logger });
      const r: Running = { connection };
      try {
        const models = {
          users: userModelOf(connection),
          sessions: sessionModelOf(connection),
          attempts: loginAttemptModelOf(connection),
          devices: trustedDeviceModelOf(connection),
          audit: auditModelOf(connection),
        };
        for (const model of Object.values(models)) await model.createIndexes();
        const bus = await connectEventBus(config.NATS_URL, 'dashboard', logger);
        r.bus = bus;
        const outbox = createEventOutbox(connection, bus, logger);
        r.outbox = outbox;
        // While NATS is unreachable an audit event goes straight to the outbox (a publish would wait for its ack
        // timeout first); the relay publishes it, with the same message id, once NATS is back.
        const publish: AuditPublish = (subject, event, msgId) =>
          bus.isConnected() ? outbox.publish(subject, event, msgId) : enqueueOutboxEvent(connection, subject, event, msgId);
        const audit = createAuditTrail(publish, now);
        const users = createUserRepository(models.users);
        const sessions = createSessionRepository(models.sessions);
        const devices = createTrustedDeviceRepository(models.devices);
        const auditEntries = createAuditRepository(models.audit);
        const hasher = await createPasswordHasher();
        const deps: SessionDeps = {
          users,
          sessions,
          attempts: createLoginAttemptRepository(models.attempts),
          devices,
          hasher,
          audit,
          logger,
          trustedDeviceTtlMs: config.TRUSTED_DEVICE_DAYS * 86_400_000,
          now,
        };
        const userCommands = createUserCommands({ users, sessions, devices, hasher, audit, logger, now });
        if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
          await userCommands.bootstrapAdmin({ username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, 'bootstrap');
        } else if ((await users.count()) === 0) {
          logger.warn('no dashboard user exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run the create-admin CLI');
        }
        r.consumer = await startAuditConsumer(
          bus,
          auditEntries,
          {
            durable: config.AUDIT_CONSUMER_NAME,
            ...(config.AUDIT_REPLAY_FROM ? { startAt: new Date(config.AUDIT_REPLAY_FROM) } : {}),
            ...(config.AUDIT_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.AUDIT_CONSUMER_INACTIVE_MS } : {}),
          },
          logger,
        );
        const handlers = createHandlers(logger, publicKey);
        r.server = await startGrpcServer({
          host: config.GRPC_HOST,
          port: config.GRPC_PORT,
          logger,
          services: [
            {
              name: DASHBOARD_SERVICE_NAME,
              definition: loadVmdashProtos().DashboardAuthService.service,
              implementation: {
                ...createSessionHandlers(handlers, {
                  login: createLoginCommand(deps),
                  sessions: createSessionCommands(deps),
                  impersonation: createImpersonationCommands(deps),
                  deviceTokenMaxAgeSeconds: config.TRUSTED_DEVICE_DAYS * 86_400,
                }),
                ...createUserHandlers(handlers, userCommands, users),
                ...createAuditHandlers(handlers, auditEntries),
              },
            },
          ],
          packageDefinition: loadVmdashPackageDefinition(),
        });
        const server = r.server;
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
        logger.info('dashboard stopped');
      })();
      return stopping;
    },

    get ready() {
      return running !== undefined && !stopping && dependenciesUp;
    },
  };
}
