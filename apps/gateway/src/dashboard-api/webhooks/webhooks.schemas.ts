import { z } from '../../openapi/zod';

/** Largest tracker webhook body the gateway reads (1 MiB), bytes. */
export const TRACKER_WEBHOOK_MAX_BYTES = 1024 * 1024;

/**
 * Body of POST /api/webhooks/tracker: a Jira issue event (Jira DC `jira:issue_updated`); any JSON object. Its fields
 * are read by the integration service after the signature over the exact bytes was checked.
 */
export const TrackerWebhookBody = z
  .record(z.string(), z.unknown())
  .openapi('TrackerWebhookBody', { description: 'A Jira issue event (`webhookEvent`, `user`, `issue` with `key` and `fields`), as the tracker sends it' });

/** Query of POST /api/webhooks/tracker: the shared secret as a token, for a webhook that cannot sign. */
export const TrackerWebhookQuery = z.strictObject({
  secret: z.string().max(1024).optional().openapi({ description: 'The shared secret, when the tracker sends no X-Hub-Signature (prefer the signature or Authorization: Bearer)' }),
});

/** The answer to an authenticated delivery: 202, processed from a queue. */
export const TrackerWebhookAccepted = z
  .object({
    status: z
      .enum(['accepted', 'duplicate', 'ignored'])
      .openapi({ description: "accepted: queued; duplicate: this delivery was received before; ignored: not acted on (an event of vmdash's own account)" }),
  })
  .openapi('TrackerWebhookAccepted');
