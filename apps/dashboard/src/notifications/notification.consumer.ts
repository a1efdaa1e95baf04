import { EVENT_SCHEMAS, startDurableConsumer, type DurableConsumer, type EventBus } from '@vmdash/events';
import type { Logger } from '@vmdash/observability';
import type { TicketRepository } from '../tickets/tracker-ticket.repository';
import type { StoredUser, UserRepository } from '../users/user.repository';
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
 * The dashboard user a closed issue notifies (docs/decisions/0021-tracker-webhook-trust.md): the user who created its
 * ticket, found by the issue key (the ticket record is vmdash's own, no text of the issue can change it); for an issue
 * the dashboard holds no ticket of, the user named by `submittedBy` (the integration service's record of the create,
 * else the `Submitted by:` line vmdash wrote last in the description: the interface spec's "submitter named in the issue
 * description"). Null when that user does not exist.
 */
async function recipientOf(issueKey: string, submittedBy: string, users: UserRepository, tickets: Pick<TicketRepository, 'findByIssueKey'>): Promise<StoredUser | null> {
  const ticket = await tickets.findByIssueKey(issueKey);
  return ticket ? users.findById(ticket.created_by_id) : users.findByUsername(submittedBy);
}

/**
 * Stores a notification for the submitter of every `notification.tracker.issue_closed` event (interface spec,
 * Events; docs/architecture.md, Events): a durable JetStream consumer shared by the dashboard's replicas, writing each
 * event once (the notification's id is the event id). The submitter is the creator of the issue's ticket, else the
 * user the event names (recipientOf); an event whose submitter is no known user is acknowledged and logged (a
 * redelivery would not find one either).
 */
export function startNotificationConsumer(
  bus: EventBus,
  users: UserRepository,
  tickets: Pick<TicketRepository, 'findByIssueKey'>,
  notifications: NotificationRepository,
  options: NotificationConsumerOptions,
  logger: Logger,
): Promise<DurableConsumer> {
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
        const user = await recipientOf(payload.issue_key, payload.submitted_by, users, tickets);
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
