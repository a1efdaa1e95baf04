import { UnauthenticatedError, ValidationError } from '@vmdash/domain';
import type { Logger } from '@vmdash/observability';
import type { CreateAttemptRepository } from '../tracker/create-attempt.repository';
import { submitterOf } from '../tracker/tracker-description';
import { isClosed } from '../tracker/tracker-issue';
import { webhookAuthentic } from './webhook-auth';
import type { WebhookDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository';
import type { WebhookEvents } from './webhook.events';

/** What became of an authenticated delivery (protos/vmdash/v1/integration.proto WebhookDelivery). */
export type WebhookOutcome = 'accepted' | 'duplicate' | 'ignored';

/** Texts of a refused delivery (the specification shows none). */
export const WEBHOOK_TEXTS = {
  unauthenticated: 'Invalid webhook signature',
  malformed: 'Malformed webhook body',
} as const;

/** A delivery as the gateway forwards it. */
export interface WebhookInput {
  rawBody: Buffer;
  signature?: string;
  token?: string;
  deliveryId?: string;
}

/** The tracker webhook: authenticate, store once, and notify from a queue. */
export interface WebhookCommands {
  /**
   * Checks and stores a delivery; the notification is made later by `processPending`.
   * @throws UnauthenticatedError (CREDENTIALS_REFUSED) when the signature or token is missing or wrong (nothing is
   *   stored), ValidationError when the body is not a JSON object
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
  logger: Logger;
  now?: () => Date;
}

export function createWebhookCommands({ deliveries, events, attempts, secret, serviceAccount, trackerUrl, logger, now = () => new Date() }: WebhookDeps): WebhookCommands {
  let processing: Promise<number> | undefined;

  const processOne = async (delivery: WebhookDelivery): Promise<void> => {
    if (isClosed(delivery.status_category)) {
      const submittedBy = submitterOf(delivery.description) ?? (await attempts.byKey(delivery.issue_key))?.submittedBy;
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
      if (!webhookAuthentic(rawBody, secret, signature, token)) throw new UnauthenticatedError(WEBHOOK_TEXTS.unauthenticated, 'CREDENTIALS_REFUSED');
      let body: JiraWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as JiraWebhookBody;
      } catch {
        throw new ValidationError(WEBHOOK_TEXTS.malformed);
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError(WEBHOOK_TEXTS.malformed);
      const issue = body.issue;
      if (!issue?.key || typeof issue.key !== 'string') return 'ignored';
      const actor = body.user?.name ?? body.user?.key;
      if (actor === serviceAccount) return 'ignored';
      const fields = issue.fields ?? {};
      const status = fields.status?.name ?? '';
      const changedAt = fields.resolutiondate ?? fields.updated ?? (typeof body.timestamp === 'number' ? new Date(body.timestamp).toISOString() : now().toISOString());
      const eventId = (deliveryId?.trim() || `${issue.key}:${status}:${body.timestamp ?? changedAt}`).slice(0, 256);
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
      return stored ? 'accepted' : 'duplicate';
    },
    processPending() {
      // One drain at a time; a call during a drain waits for it and then finds nothing left (or drains what came since).
      processing ??= drain().finally(() => (processing = undefined));
      return processing;
    },
  };
}
