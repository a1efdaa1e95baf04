import { EVENT_SCHEMAS, startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { RiskExceptionPlans } from './risk-exception-plans';

/**
 * Applies the dashboard's `plans.risk_exception.approved|ended` events (docs/decisions/0032-risk-exceptions.md): a
 * durable JetStream consumer the service's replicas share, so each event is applied by one replica (and again, with
 * no effect, if it is redelivered). An event carries everything it needs: a consumer has no caller identity to call
 * another service with (docs/architecture.md, Identity).
 */
export function startRiskExceptionPlansConsumer(
  bus: EventBus,
  plans: RiskExceptionPlans,
  options: { durable: string; startAt?: Date; inactiveThresholdMs?: number },
  logger: Logger,
): Promise<DurableConsumer> {
  return startDurableConsumer(
    bus,
    {
      stream: 'DOMAIN',
      durable: options.durable,
      filterSubject: 'plans.risk_exception.>',
      startAt: options.startAt,
      inactiveThresholdMs: options.inactiveThresholdMs,
      handler: async (event) => {
        if (event.subject === 'plans.risk_exception.approved') await plans.approved(EVENT_SCHEMAS[event.subject].parse(event.payload));
        else if (event.subject === 'plans.risk_exception.ended') await plans.ended(EVENT_SCHEMAS[event.subject].parse(event.payload));
        else logger.debug({ subject: event.subject }, 'risk exception event of no interest');
      },
    },
    logger,
  );
}
