import type { Model } from 'mongoose';
import type { WebhookDeliveryDocument } from './webhook-delivery.model';

/** A stored delivery as the webhook's commands see it. */
export type WebhookDelivery = Omit<WebhookDeliveryDocument, '_id' | 'received_at' | 'processed_at'> & { eventId: string };

/** Storage and queue of tracker webhook deliveries. */
export interface WebhookDeliveryRepository {
  /** Stores the delivery unless one with its event id exists; true when it was new. */
  storeOnce(delivery: WebhookDelivery, now: Date): Promise<boolean>;
  /** Up to `limit` deliveries not processed yet, oldest first. */
  pending(limit: number): Promise<WebhookDelivery[]>;
  markProcessed(eventId: string, now: Date): Promise<void>;
}

export function createWebhookDeliveryRepository(model: Model<WebhookDeliveryDocument>): WebhookDeliveryRepository {
  return {
    async storeOnce({ eventId, ...fields }, now) {
      // An upsert that only inserts: a replayed delivery changes nothing.
      const result = await model.updateOne({ _id: eventId }, { $setOnInsert: { ...fields, received_at: now, processed_at: null } }, { upsert: true });
      return result.upsertedCount > 0;
    },
    async pending(limit) {
      const docs = await model.find({ processed_at: null }).sort({ received_at: 1 }).limit(limit).lean<WebhookDeliveryDocument[]>();
      return docs.map(({ _id, received_at: _received, processed_at: _processed, ...fields }) => ({ ...fields, eventId: _id }));
    },
    async markProcessed(eventId, now) {
      await model.updateOne({ _id: eventId }, { $set: { processed_at: now } });
    },
  };
}

/** Creates the collection's indexes (autoIndex is off). */
export async function ensureWebhookDeliveryIndexes(model: Model<WebhookDeliveryDocument>): Promise<void> {
  await model.createIndexes();
}
