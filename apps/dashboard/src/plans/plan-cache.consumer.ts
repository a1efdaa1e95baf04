import { EVENT_SCHEMAS, startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { PlanCache } from './plan-cache.commands';
import type { PlanChangeEvent } from './plan-cache.rules';

/** Where the plan consumer reads from and how it identifies itself. */
interface PlanConsumerOptions {
  durable: string;
  startAt?: Date;
  inactiveThresholdMs?: number;
}

/** The running plan consumer and its backlog. */
export interface PlanCacheConsumer extends DurableConsumer {
  /** Plan events not yet acknowledged by any replica (waiting or in flight); rejects when NATS cannot say. */
  pendingEvents(): Promise<number>;
}

const STREAM = 'DOMAIN';

/**
 * Feeds the action-plan cache from `plans.action_plan.created` / `plans.action_plan.updated` (docs/decisions/0013): a durable
 * JetStream consumer shared by the dashboard's replicas (docs/architecture.md, Events). The events are applied from
 * their own payloads (docs/decisions/0013-action-plan-cache.md, "Events": the consumer has no caller identity to ask
 * the action-plan service with), idempotently and in any order (plan-cache.rules.ts nextKnownPlan).
 */
export async function startPlanCacheConsumer(bus: EventBus, cache: PlanCache, options: PlanConsumerOptions, logger: Logger): Promise<PlanCacheConsumer> {
  const consumer = await startDurableConsumer(
    bus,
    {
      stream: STREAM,
      durable: options.durable,
      filterSubject: 'plans.action_plan.>',
      startAt: options.startAt,
      inactiveThresholdMs: options.inactiveThresholdMs,
      handler: async (event) => {
        const change = event.subject === 'plans.action_plan.created' || event.subject === 'plans.action_plan.updated' ? toChange(event.subject, event.payload) : undefined;
        if (!change) {
          logger.debug({ subject: event.subject }, 'plan event of no interest to the cache');
          return;
        }
        await cache.apply(change);
      },
    },
    logger,
  );
  return {
    stop: () => consumer.stop(),
    async pendingEvents() {
      const info = await (await bus.connection.jetstreamManager()).consumers.info(STREAM, options.durable);
      return info.num_pending + info.num_ack_pending;
    },
  };
}

function toChange(subject: 'plans.action_plan.created' | 'plans.action_plan.updated', payload: unknown): PlanChangeEvent {
  if (subject === 'plans.action_plan.created') {
    const created = EVENT_SCHEMAS[subject].parse(payload);
    return {
      kind: 'created',
      action_plan_id: created.action_plan_id,
      host_id: created.host_id,
      plan_type: created.plan_type,
      commit_date: created.commit_date ?? null,
      scanner_id: created.scanner_id,
      active_host_findings_id: created.active_host_findings_id,
      created_by: created.created_by,
      occurred_at: new Date(created.occurred_at),
    };
  }
  const updated = EVENT_SCHEMAS[subject].parse(payload);
  const base = { action_plan_id: updated.action_plan_id, host_id: updated.host_id, occurred_at: new Date(updated.occurred_at) };
  return updated.status === 'inactive' ? { kind: 'deactivated', ...base } : { kind: 'updated', ...base, commit_date: updated.commit_date ?? null };
}
