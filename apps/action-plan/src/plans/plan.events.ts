import type { EventOutbox } from '@vmdash/events';
import type { CreateOutcome, StoredPlan, SupersededPlan } from './plan.repository';

/** Events published at once at most (JetStream acknowledgements are awaited in parallel, not one by one). */
const PUBLISH_CONCURRENCY = 256;

/** Runs `fn` over `items` with at most `limit` calls in flight. */
async function forEachConcurrent<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Message id of a plan's deactivation: a plan becomes inactive once, so the id names one event. */
const deactivatedId = (actionPlanId: string) => `${actionPlanId}.deactivated`;

/**
 * Announces plan changes on NATS (`plans.action_plan.created` / `plans.action_plan.updated`, libs/events) through
 * the service's outbox, after the database write. Message ids are deterministic, so a retried publish is stored once:
 * `<id>.created`, `<id>.deactivated` (supersede or PATCH deactivation), `<id>.updated.<revision>` (other PATCHes).
 */
export interface PlanEvents {
  /** Created events for the created plans and updated events for every plan they (or failed creates) made inactive. */
  announceCreates(outcomes: readonly CreateOutcome[], by: string): Promise<void>;
  /** The updated event of a PATCH that changed `changedFields` of `plan` (the plan after the change). */
  announceUpdate(plan: StoredPlan, changedFields: string[], by: string): Promise<void>;
  /** Updated events for plans whose deactivation became final (recovery of unfinished creates). */
  announceDeactivations(plans: readonly SupersededPlan[], by: string): Promise<void>;
}

/** Plan events over an outbox (which keeps what NATS does not acknowledge and relays it later). */
export function createPlanEvents(outbox: EventOutbox): PlanEvents {
  const deactivation = (plan: SupersededPlan, by: string) =>
    outbox.publish(
      'plans.action_plan.updated',
      {
        action_plan_id: plan.action_plan_id,
        host_id: plan.host_id,
        changed_fields: ['status', 'deactivated_at', 'superseded_by'],
        status: 'inactive',
        updated_by: by,
        occurred_at: plan.deactivated_at.toISOString(),
      },
      deactivatedId(plan.action_plan_id),
    );

  const announceDeactivations: PlanEvents['announceDeactivations'] = (plans, by) => forEachConcurrent(plans, PUBLISH_CONCURRENCY, (plan) => deactivation(plan, by));

  return {
    async announceCreates(outcomes, by) {
      const created = outcomes.flatMap((outcome) => (outcome.ok ? [outcome] : []));
      await forEachConcurrent(created, PUBLISH_CONCURRENCY, ({ plan, superseded }) =>
        outbox.publish(
          'plans.action_plan.created',
          {
            action_plan_id: plan.action_plan_id,
            host_id: plan.host_id,
            plan_type: plan.plan_type,
            scanner_id: plan.scanner_id,
            active_host_findings_id: plan.active_host_findings_id,
            created_by: plan.created_by,
            // The plan that held the slot right before this one (a create that raced others may replace several).
            superseded_action_plan_id: superseded.at(-1)?.action_plan_id ?? null,
            commit_date: plan.commit_date,
            occurred_at: plan.created_at.toISOString(),
          },
          `${plan.action_plan_id}.created`,
        ),
      );
      await announceDeactivations(
        outcomes.flatMap((outcome) => outcome.superseded),
        by,
      );
    },

    announceUpdate(plan, changedFields, by) {
      const deactivated = plan.status === 'inactive' && changedFields.includes('status');
      return outbox.publish(
        'plans.action_plan.updated',
        {
          action_plan_id: plan.action_plan_id,
          host_id: plan.host_id,
          changed_fields: changedFields,
          status: plan.status,
          commit_date: plan.commit_date,
          updated_by: by,
          occurred_at: plan.updated_at.toISOString(),
        },
        deactivated ? deactivatedId(plan.action_plan_id) : `${plan.action_plan_id}.updated.${plan.revision}`,
      );
    },

    announceDeactivations,
  };
}
