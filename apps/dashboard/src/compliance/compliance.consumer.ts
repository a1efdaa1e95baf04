import { startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';

/** Where the compliance consumer reads from and how it identifies itself. */
interface ComplianceConsumerOptions {
  durable: string;
  startAt?: Date;
  inactiveThresholdMs?: number;
}

/**
 * Asks for a recompute of every compliance item on each `cache.snapshot.activated` event (docs/decisions/0014: items are
 * recomputed when a snapshot is activated): a durable JetStream consumer shared by the dashboard's replicas. Asking
 * twice is harmless (the request is a flag), so redeliveries need no bookkeeping.
 */
export function startComplianceConsumer(bus: EventBus, requestAll: () => Promise<void>, options: ComplianceConsumerOptions, logger: Logger): Promise<DurableConsumer> {
  return startDurableConsumer(
    bus,
    {
      stream: 'DOMAIN',
      durable: options.durable,
      filterSubject: 'cache.snapshot.activated',
      startAt: options.startAt,
      inactiveThresholdMs: options.inactiveThresholdMs,
      handler: async (event) => {
        await requestAll();
        logger.debug({ msgId: event.msgId }, 'compliance recompute requested: snapshot activated');
      },
    },
    logger,
  );
}
