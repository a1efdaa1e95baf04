import type { EventOutbox } from '@vmdash/events';
import type { StoredRiskException } from './exception.repository';

/** One host and plugin an approved exception covers: where the action-plan service records its risk_acceptance plan. */
export interface CoveredPair {
  host_id: number;
  scanner_id: string;
}

/** `ended_by` of an expiry: the dashboard's sweep, no user. */
export const EXCEPTION_SWEEP_ACTOR = 'dashboard:exception-sweep';

/**
 * The events that give an exception its action-plan record (docs/decisions/0032-risk-exceptions.md, "Action plans"):
 * published on the DOMAIN stream through the outbox, so NATS being away delays them and loses none, with message ids
 * `risk_exception:<id>.approved` and `.ended`, so a retry is stored once. The action-plan service consumes them.
 */
export interface ExceptionPlanEvents {
  approved(exception: StoredRiskException, covered: readonly CoveredPair[]): Promise<void>;
  ended(exception: StoredRiskException, by: string): Promise<void>;
}

/** The exception plan events over the service's outbox. */
export function createExceptionPlanEvents(outbox: Pick<EventOutbox, 'publish'>, now: () => Date): ExceptionPlanEvents {
  return {
    approved: (exception, covered) =>
      outbox.publish(
        'plans.risk_exception.approved',
        { exception_id: exception.id, expires_on: exception.expires_on, approved_by: exception.decided_by_id ?? '', covered: [...covered], occurred_at: now().toISOString() },
        `risk_exception:${exception.id}.approved`,
      ),
    ended: (exception, by) =>
      outbox.publish(
        'plans.risk_exception.ended',
        { exception_id: exception.id, state: exception.state === 'revoked' ? 'revoked' : 'expired', ended_by: by, occurred_at: now().toISOString() },
        `risk_exception:${exception.id}.ended`,
      ),
  };
}
