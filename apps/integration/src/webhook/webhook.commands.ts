import { TRACKER_WEBHOOK_TEXTS, UnauthenticatedError, ValidationError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import type { CreateAttemptRepository } from '../tracker/create-attempt.repository';
import { submitterOf } from '../tracker/tracker-description';
import { isClosed } from '../tracker/tracker-issue';
import { webhookAuthentic } from './webhook-auth';
import type { WebhookDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository';
import type { WebhookEvents } from './webhook.events';

/** What became of an authenticated delivery (protos/vmdash/v1/integration.proto WebhookDelivery). */
export type WebhookOutcome = 'accepted' | 'duplicate' | 'ignored';

/** A delivery as the gateway forwards it. */
export interface WebhookInput {
  rawBody: Buffer;
  signature?: string;
  token?: string;
  /** X-Atlassian-Webhook-Identifier: logged to trace the delivery, never its identity (the signature does not cover it). */
  deliveryId?: string;
}

/** The tracker webhook: authenticate, store once, and notify from a queue. */
export interface WebhookCommands {
  /**
   * Checks and stores a delivery; the notification is made later by `processPending`.
   * @throws UnauthenticatedError (CREDENTIALS_REFUSED) when the signature or token is missing or wrong, ValidationError
   *   when the body is not a JSON object or its timestamp is missing or outside the window; nothing is stored then
   */
  receive(input: WebhookInput): Promise<WebhookOutcome>;
  /** Works through stored deliveries not processed yet, oldest first; returns how many it processed. */
  processPending(): Promise<number>;
}

interface JiraWebhookBody {
  timestamp?: number;
  webhookEvent?: string;
  user?: { name?: string; key?: string };
  issue?: {
    id?: string | number;
    key?: string;
    fields?: { summary?: string; description?: string | null; status?: { name?: string; statusCategory?: { key?: string } }; updated?: string; resolutiondate?: string | null };
  };
}

interface WebhookDeps {
  deliveries: WebhookDeliveryRepository;
  events: WebhookEvents;
  attempts: CreateAttemptRepository;
  secret: string;
  /** The tracker service account: its own changes are ignored (no echo loops). */
  serviceAccount: string;
  trackerUrl: string;
  /** How far the body's timestamp may lie from now, either way, ms (TRACKER_WEBHOOK_WINDOW_SECONDS). */
  windowMs: number;
  logger: Logger;
  now?: () => Date;
}

/**
 * The identity of a delivery: what the signature covers, the body's webhook event, issue id (its key when the body
 * has no id) and timestamp (docs/decisions/0021-tracker-webhook-trust.md). A replay of the same signed bytes has the
 * same identity whatever headers come with it; each part is cut to a bounded length.
 */
export function deliveryIdentityOf(body: { webhookEvent?: unknown; timestamp: number; issue: { id?: unknown; key: string } }): string {
  const issue = typeof body.issue.id === 'string' || typeof body.issue.id === 'number' ? String(body.issue.id) : body.issue.key;
  return `${String(body.webhookEvent ?? '').slice(0, 64)}:${issue.slice(0, 64)}:${body.timestamp}`;
}

export function createWebhookCommands({ deliveries, events, attempts, secret, serviceAccount, trackerUrl, windowMs, logger, now = () => new Date() }: WebhookDeps): WebhookCommands {
  let processing: Promise<number> | undefined;

  const processOne = async (delivery: WebhookDelivery): Promise<void> => {
    if (isClosed(delivery.status_category)) {
      // vmdash's own record of the create first; the description's fixed last lines only for an issue it holds none of.
      const submittedBy = (await attempts.byKey(delivery.issue_key))?.submittedBy ?? submitterOf(delivery.description);
      if (submittedBy) {
        await events.announceClosed(
          {
            eventId: delivery.eventId,
            submittedBy,
            issueKey: delivery.issue_key,
            issueUrl: `${trackerUrl}/browse/${delivery.issue_key}`,
            summary: delivery.summary,
            status: delivery.status,
            closedAt: delivery.changed_at,
          },
          now(),
        );
      } else {
        logger.warn({ issueKey: delivery.issue_key }, 'tracker webhook: closed issue names no known submitter; no notification');
      }
    }
    await deliveries.markProcessed(delivery.eventId, now());
  };

  const drain = async (): Promise<number> => {
    let count = 0;
    for (;;) {
      const batch = await deliveries.pending(100);
      if (batch.length === 0) return count;
      for (const delivery of batch) {
        await processOne(delivery);
        count += 1;
      }
    }
  };

  return {
    async receive({ rawBody, signature, token, deliveryId }) {
      if (!webhookAuthentic(rawBody, secret, signature, token)) throw new UnauthenticatedError(TRACKER_WEBHOOK_TEXTS.unauthenticated, 'CREDENTIALS_REFUSED');
      let body: JiraWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as JiraWebhookBody;
      } catch {
        throw new ValidationError(TRACKER_WEBHOOK_TEXTS.malformed);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError(TRACKER_WEBHOOK_TEXTS.malformed);
      // The signed timestamp bounds a replay: outside the window, on either side, nothing is stored.
      const timestamp = body.timestamp;
      if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || Math.abs(now().getTime() - timestamp) > windowMs) {
        logger.warn({ deliveryId, timestamp: typeof timestamp === 'number' ? timestamp : null }, 'tracker webhook: delivery outside the time window refused');
        throw new ValidationError(TRACKER_WEBHOOK_TEXTS.outsideWindow);
      }
      const issue = body.issue;
      if (!issue?.key || typeof issue.key !== 'string') return 'ignored';
      const actor = body.user?.name ?? body.user?.key;
      if (actor === serviceAccount) return 'ignored';
      const fields = issue.fields ?? {};
      const status = fields.status?.name ?? '';
      const changedAt = fields.resolutiondate ?? fields.updated ?? new Date(timestamp).toISOString();
      const eventId = deliveryIdentityOf({ webhookEvent: body.webhookEvent, timestamp, issue: { id: issue.id, key: issue.key } });
      const stored = await deliveries.storeOnce(
        {
          eventId,
          issue_key: issue.key.slice(0, 64),
          summary: String(fields.summary ?? ''),
          status,
          status_category: fields.status?.statusCategory?.key ?? '',
          description: String(fields.description ?? ''),
          changed_at: String(changedAt).slice(0, 64),
        },
        now(),
      );
      if (!stored) logger.info({ eventId, deliveryId }, 'tracker webhook: a delivery received before came again; nothing stored');
      return stored ? 'accepted' : 'duplicate';
    },
    processPending() {
      // One drain at a time; a call during a drain waits for it and then finds nothing left (or drains what came since).
      processing ??= drain().finally(() => (processing = undefined));
      return processing;
    },
  };
}
