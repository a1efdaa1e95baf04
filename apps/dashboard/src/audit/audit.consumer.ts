import { auditEventSchema, startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { AuditRepository } from './audit.repository';

/** Where the audit consumer reads from and how it identifies itself. */
interface AuditConsumerOptions {
  durable: string;
  startAt?: Date;
  inactiveThresholdMs?: number;
}

/**
 * Stores every `audit.>` event of the AUDIT stream (docs/architecture.md, Events): a durable JetStream consumer with
 * explicit acks, shared by the dashboard's replicas, writing each event once (the entry's id is the event id). Events
 * published while no dashboard runs wait in the stream and are stored when one starts; a failed write is retried.
 */
export function startAuditConsumer(bus: EventBus, repository: AuditRepository, options: AuditConsumerOptions, logger: Logger): Promise<DurableConsumer> {
  return startDurableConsumer(
    bus,
    {
      stream: 'AUDIT',
      durable: options.durable,
      filterSubject: 'audit.>',
      startAt: options.startAt,
      inactiveThresholdMs: options.inactiveThresholdMs,
      handler: async (event) => {
        // Every audit.* subject carries the audit record; parse again to narrow the union of payload types.
        const stored = await repository.storeOnce(auditEventSchema.parse(event.payload), new Date());
        if (!stored) logger.debug({ eventId: event.msgId }, 'audit event already stored');
      },
    },
    logger,
  );
}
