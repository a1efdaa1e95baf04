import { createGrpcClient, defineHandlers } from '@vmdash/grpc';
import { loadVmdashProtos } from '@vmdash/proto';
import type { Logger } from '@vmdash/observability';
import { createGrpcService, type GrpcService } from '@vmdash/service-runtime';
import type { ActionPlanConfig } from './config';
import { createDataCacheHostDirectory } from './hosts/host-directory';
import { createIdempotentRunner } from './idempotency/idempotency.commands';
import { ensureIdempotencyIndexes, idempotencyModelOf } from './idempotency/idempotency.model';
import { createIdempotencyRepository } from './idempotency/idempotency.repository';
import { createPlanCommands, type PlanCommands } from './plans/plan.commands';
import { createPlanEvents } from './plans/plan.events';
import { createPlanHandlers } from './plans/plan.handlers';
import { ensurePlanIndexes, planModelOf } from './plans/plan.model';
import { createPlanRepository } from './plans/plan.repository';

/** The running action-plan service: the shared gRPC service lifecycle (libs/service-runtime). */
export type ActionPlanService = GrpcService;

/**
 * Builds the action-plan service: plan indexes, the data-cache host directory, the plan use cases and handlers, and
 * the recovery sweep of creates a crash left unfinished (at start, then every PENDING_RECOVERY_INTERVAL_MS).
 * Data-cache is not a readiness dependency: without it creates answer UNAVAILABLE, but history and updates still
 * work, and a failing data-cache must not take action-plan out of every load balancer with it.
 */
export function createActionPlanService(config: ActionPlanConfig, logger: Logger): ActionPlanService {
  return createGrpcService({ ...config, name: 'action-plan' }, logger, async ({ connection, outbox }) => {
    const model = planModelOf(connection);
    await ensurePlanIndexes(model);
    const records = idempotencyModelOf(connection);
    await ensureIdempotencyIndexes(records);
    const dataCache = createGrpcClient(loadVmdashProtos().DataCacheService, config.DATA_CACHE_ADDR, { deadlineMs: config.DATA_CACHE_DEADLINE_MS, balanced: true });
    const hosts = createDataCacheHostDirectory(dataCache, logger);
    const commands = createPlanCommands({ repository: createPlanRepository(model, logger), hosts, events: createPlanEvents(outbox), logger });
    const recovery = recoverySweep(commands, config, logger);
    return {
      services: [defineHandlers('vmdash.v1.ActionPlanService', createPlanHandlers(commands, createIdempotentRunner(createIdempotencyRepository(records), logger)))],
      beforeServing: async () => recovery.start(),
      stop: async () => {
        await recovery.stop();
        dataCache.close();
      },
    };
  });
}

/** Rolls back plans left `pending` by a crash for longer than PENDING_RECOVERY_AFTER_MS; one sweep at a time. */
function recoverySweep(commands: PlanCommands, config: ActionPlanConfig, logger: Logger) {
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = commands
      .recoverStalePending(new Date(Date.now() - config.PENDING_RECOVERY_AFTER_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'recovery sweep failed'))
      .finally(() => (running = undefined));
  };
  return {
    start() {
      sweep();
      timer = setInterval(sweep, config.PENDING_RECOVERY_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
