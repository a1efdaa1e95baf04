import { JSONCodec, connect } from 'nats';
import { testNatsUrl } from './test-environment';

/** Payload of `notification.tracker.issue_closed` (libs/events subjects.ts holds its schema; the consumer checks it). */
interface IssueClosedEvent {
  event_id: string;
  submitted_by: string;
  issue_key: string;
  issue_url: string;
  summary: string;
  status: string;
  closed_at: string;
  occurred_at: string;
}

/**
 * Publishes one `notification.tracker.issue_closed` event on the test NATS JetStream (NATS_URL) with `event_id` as its
 * message id, as the integration service does after the tracker webhook reports a closed issue: the dashboard's durable
 * consumer stores the notification. The NOTIFY stream must exist (every service creates it when it connects).
 */
export async function publishIssueClosed(event: IssueClosedEvent): Promise<void> {
  const connection = await connect({ servers: testNatsUrl(), name: 'vmdash-test-publisher' });
  try {
    await connection.jetstream().publish('notification.tracker.issue_closed', JSONCodec<IssueClosedEvent>().encode(event), { msgID: event.event_id });
  } finally {
    await connection.drain();
  }
}
