import { defineHandlers } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import { loadVmdashProtos } from '@vmdash/proto';
import { grpcPeer, grpcServicePlan, type RunningService } from '@vmdash/service-runtime';
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
import { createRiskExceptionPlans } from './risk-exceptions/risk-exception-plans';
import { startRiskExceptionPlansConsumer } from './risk-exceptions/risk-exception-plans.consumer';

/** The running action-plan service (libs/service-runtime). */
export type ActionPlanService = RunningService<{ port: number }>;

/**
 * Builds the action-plan service from its components (docs/architecture.md, "The service skeleton"): the shared
 * database, bus and outbox; data-cache's client (balanced over its replicas); the plan use cases on their indexes; the
 * recovery sweep of creates a crash left unfinished (at start, then every PENDING_RECOVERY_INTERVAL_MS); the consumer
 * of the dashboard's risk exception events (docs/decisions/0032-risk-exceptions.md); the gRPC server. Data-cache is not a readiness dependency: without it creates answer UNAVAILABLE, but history and updates
 * still work, and a failing data-cache must not take action-plan out of every load balancer with it.
 * @throws Error naming INTERNAL_TOKEN_PUBLIC_KEY_FILE when the key file cannot be read
 */
export function createActionPlanService(config: ActionPlanConfig, logger: Logger): ActionPlanService {
  const { plan, serve } = grpcServicePlan({ ...config, name: 'action-plan' }, logger);
  return (
    plan
      .add('dataCache', grpcPeer(loadVmdashProtos().DataCacheService, config.DATA_CACHE_ADDR, { deadlineMs: config.DATA_CACHE_DEADLINE_MS, balanced: true }))
      .add('plans', {
        dependsOn: ['database', 'outbox', 'dataCache'],
        start: async ({ database, outbox, dataCache }) => {
          const model = planModelOf(database);
          await ensurePlanIndexes(model);
          return createPlanCommands({ repository: createPlanRepository(model, logger), hosts: createDataCacheHostDirectory(dataCache, logger), events: createPlanEvents(outbox), logger });
        },
      })
      .add('idempotency', {
        dependsOn: ['database'],
        start: async ({ database }) => {
          const records = idempotencyModelOf(database);
          await ensureIdempotencyIndexes(records);
          return createIdempotentRunner(createIdempotencyRepository(records), logger);
        },
      })
      .add('recovery', { dependsOn: ['plans'], start: ({ plans }) => startRecoverySweep(plans, config, logger), stop: (sweep) => sweep.stop() })
      // The risk_acceptance plans of the dashboard's risk exceptions (docs/decisions/0032-risk-exceptions.md).
      .add('riskExceptionConsumer', {
        dependsOn: ['database', 'bus', 'outbox', 'plans'],
        start: ({ database, bus, outbox }) =>
          startRiskExceptionPlansConsumer(
            bus,
            createRiskExceptionPlans(createPlanRepository(planModelOf(database), logger), createPlanEvents(outbox), logger),
            {
              durable: config.RISK_EXCEPTION_CONSUMER_NAME,
              ...(config.RISK_EXCEPTION_REPLAY_FROM ? { startAt: new Date(config.RISK_EXCEPTION_REPLAY_FROM) } : {}),
              ...(config.RISK_EXCEPTION_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.RISK_EXCEPTION_CONSUMER_INACTIVE_MS } : {}),
            },
            logger,
          ),
        stop: (consumer) => consumer.stop(),
      })
      .add('server', {
        dependsOn: ['plans', 'idempotency'],
        start: ({ plans, idempotency }, context) => serve(context, [defineHandlers('vmdash.v1.ActionPlanService', createPlanHandlers(plans, idempotency))]),
        stop: (server) => server.stop(),
      })
      .build(({ server }) => ({ port: server.port }))
  );
}

/** Rolls back plans left `pending` by a crash for longer than PENDING_RECOVERY_AFTER_MS: one sweep now, then one per interval, one at a time. */
function startRecoverySweep(commands: PlanCommands, config: ActionPlanConfig, logger: Logger) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = commands
      .recoverStalePending(new Date(Date.now() - config.PENDING_RECOVERY_AFTER_MS))
      .catch((error: unknown) => logger.warn({ err: error }, 'recovery sweep failed'))
      .finally(() => (running = undefined));
  };
  sweep();
  const timer = setInterval(sweep, config.PENDING_RECOVERY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
