import type { EventOutbox } from '@vmdash/events';

/** What the dashboard needs to notify the submitter of a closed issue (libs/events notification.tracker.issue_closed). */
export interface IssueClosed {
  eventId: string;
  submittedBy: string;
  issueKey: string;
  issueUrl: string;
  summary: string;
  status: string;
  closedAt: string;
}

/** The webhook's port to NATS (docs/architecture.md, Adding an event). */
export interface WebhookEvents {
  announceClosed(closed: IssueClosed, now: Date): Promise<void>;
}

/**
 * Publishes `notification.tracker.issue_closed` through the outbox with the delivery's event id in the message id, so
 * a delivery processed twice (a crash between publish and mark) is stored once by JetStream and the dashboard.
 */
export function createWebhookEvents(outbox: EventOutbox): WebhookEvents {
  return {
    announceClosed: (closed, now) =>
      outbox.publish(
        'notification.tracker.issue_closed',
        {
          event_id: closed.eventId,
          submitted_by: closed.submittedBy,
          issue_key: closed.issueKey,
          issue_url: closed.issueUrl,
          summary: closed.summary.slice(0, 1024),
          status: closed.status.slice(0, 256),
          closed_at: closed.closedAt,
          occurred_at: now.toISOString(),
        },
        `notification.tracker.issue_closed.${closed.eventId}`,
      ),
  };
}
