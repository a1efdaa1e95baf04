import type { EventPayload } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { PlanEvents } from '../plans/plan.events';
import type { PlanRepository } from '../plans/plan.repository';
import { decidePlanChange } from '../plans/plan.rules';

/** Plans created per bulk round trip group (as a bulk create's chunks, plan.commands.ts). */
const CHUNK = 1_000;

/** The request key of the plans an exception's approval creates: how a redelivered event finds what it already created. */
export const riskExceptionRequestKey = (exceptionId: string) => `risk_exception:${exceptionId}`;

/**
 * The action-plan side of risk exceptions (docs/decisions/0032-risk-exceptions.md, "Action plans"): an approval
 * becomes one risk_acceptance plan per covered host and plugin (risk_exc the exception's id, commit_date its expiry,
 * created_by the approver), superseding what held the slot, as any create does (docs/decisions/0003); the end of the
 * exception deactivates those plans. Both are idempotent: run again for the same event, they change nothing more.
 */
export interface RiskExceptionPlans {
  approved(event: EventPayload<'plans.risk_exception.approved'>): Promise<void>;
  ended(event: EventPayload<'plans.risk_exception.ended'>): Promise<void>;
}

/** The risk exception plans over the plan repository and events. */
export function createRiskExceptionPlans(repository: PlanRepository, events: PlanEvents, logger: Logger): RiskExceptionPlans {
  return {
    async approved({ exception_id: id, expires_on: expiresOn, approved_by: by, covered }) {
      const requestKey = riskExceptionRequestKey(id);
      const done = new Set((await repository.findByRequestKey(requestKey)).map((plan) => `${plan.host_id}\u0000${plan.scanner_id}`));
      const todo = covered.filter((pair) => !done.has(`${pair.host_id}\u0000${pair.scanner_id}`));
      for (let start = 0; start < todo.length; start += CHUNK) {
        const plans = todo.slice(start, start + CHUNK).map(({ host_id, scanner_id }) => ({
          host_id,
          fields: { plan_type: 'risk_acceptance' as const, commit_date: expiresOn, scanner_id, active_host_findings_id: null, tracker_vnr: null, risk_exc: id },
        }));
        const outcomes = await repository.createPlans(plans, { by, commitBy: null, requestKey });
        await events.announceCreates(outcomes, by);
        const failed = outcomes.filter((outcome) => !outcome.ok);
        // A plan not stored fails the event, which JetStream offers again: the retry creates only what is missing.
        if (failed.length > 0) throw new Error(`risk exception ${id}: ${failed.length} plans were not stored`);
      }
      logger.info({ exceptionId: id, plans: todo.length }, 'risk exception plans created');
    },
    async ended({ exception_id: id, ended_by: by }) {
      for (const plan of await repository.findByRequestKey(riskExceptionRequestKey(id))) {
        if (plan.status !== 'active') continue;
        const change = decidePlanChange(plan, { deactivation: true });
        const updated = await repository.applyChange(plan, change, by, null);
        // Null: superseded or deactivated meanwhile (a renewal's plan took the slot), which is what the end asks for.
        if (updated) await events.announceUpdate(updated, change.changedFields, by);
      }
    },
  };
}
