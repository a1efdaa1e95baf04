import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * One tracker webhook delivery, stored once by its event id (`_id`: the body's webhook event, issue id and timestamp,
 * which the signature covers; webhook.commands.ts deliveryIdentityOf), and the queue the worker drains:
 * `processed_at` is null until its notification was handed to the outbox (or it needed none).
 */
export const WebhookDeliveryShape = z.object({
  _id: z.string(),
  issue_key: z.string(),
  summary: z.string(),
  status: z.string(),
  status_category: z.string(),
  description: z.string(),
  /** When the tracker says the change happened (ISO 8601). */
  changed_at: z.string(),
  received_at: z.date(),
  processed_at: z.date().nullable(),
});

/** A webhook delivery as stored (see WebhookDeliveryShape). */
export type WebhookDeliveryDocument = z.output<typeof WebhookDeliveryShape>;

const webhookDeliverySchema = mongooseSchemaOf(WebhookDeliveryShape, { collection: 'tracker_webhook_deliveries', versionKey: false, autoIndex: false, strict: 'throw' });
webhookDeliverySchema.index({ processed_at: 1, received_at: 1 }, { name: 'queue' });
// Deliveries are kept 30 days: long past any redelivery of the tracker and the time window a delivery must fall in.
webhookDeliverySchema.index({ received_at: 1 }, { name: 'expiry', expireAfterSeconds: 30 * 86_400 });

/** The webhook-delivery model on the service's connection. */
export function webhookDeliveryModelOf(connection: Connection): Model<WebhookDeliveryDocument> {
  return modelOn(connection, 'TrackerWebhookDelivery', webhookDeliverySchema);
}
