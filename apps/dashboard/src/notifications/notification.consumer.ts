import { EVENT_SCHEMAS, startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { UserRepository } from '../users/user.repository';
import type { NotificationRepository } from './notification.repository';

/** Where the notification consumer reads from and how it identifies itself. */
interface NotificationConsumerOptions {
  durable: string;
  startAt?: Date;
  inactiveThresholdMs?: number;
  /** Called after a notification was stored (wakes this replica's open streams at once). */
  onStored(userId: string): void;
}

/**
 * Stores a notification for the submitter of every `notification.tracker.issue_closed` event (interface spec,
 * Events; docs/architecture.md, Events): a durable JetStream consumer shared by the dashboard's replicas, writing each
 * event once (the notification's id is the event id). The submitter is the dashboard user named on the issue's
 * `Submitted by:` line; an event naming no known user is acknowledged and logged (a redelivery would not find one
 * either).
 */
export function startNotificationConsumer(bus: EventBus, users: UserRepository, notifications: NotificationRepository, options: NotificationConsumerOptions, logger: Logger): Promise<DurableConsumer> {
  return startDurableConsumer(
    bus,
    {
      stream: 'NOTIFY',
      durable: options.durable,
      filterSubject: 'notification.tracker.issue_closed',
      startAt: options.startAt,
      inactiveThresholdMs: options.inactiveThresholdMs,
      handler: async (event) => {
        const payload = EVENT_SCHEMAS['notification.tracker.issue_closed'].parse(event.payload);
        const user = await users.findByUsername(payload.submitted_by);
        if (!user) {
          logger.warn({ eventId: payload.event_id, issueKey: payload.issue_key }, 'closed tracker issue names no dashboard user; no notification stored');
          return;
        }
        const now = new Date();
        const stored = await notifications.storeOnce(
          {
            _id: payload.event_id,
            user_id: user.id,
            type: 'tracker_issue_closed',
            title: `Ticket ${payload.issue_key} closed`,
            message: `${payload.issue_key} "${payload.summary}" reached status ${payload.status}.`,
            issue_key: payload.issue_key,
            url: payload.issue_url || null,
            created_at: now,
          },
          now,
        );
        if (stored) options.onStored(user.id);
        else logger.debug({ eventId: payload.event_id }, 'notification already stored');
      },
    },
    logger,
  );
}
