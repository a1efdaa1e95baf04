import { findPage, storedFieldsOf } from '@vmdash/db';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import { NotificationShape, type NotificationDocument } from './notification.model';

/** A notification as the service sees it: `_id` as `id`, without the store time. */
const StoredNotificationShape = NotificationShape.omit({ _id: true, stored_at: true }).extend({ id: z.string() });
export type StoredNotification = z.output<typeof StoredNotificationShape>;

/** Where the live stream has read up to: the last notification sent (its store time and id). */
export interface StreamCursor {
  storedAt: Date;
  id: string;
}

/** Storage of notifications. */
export interface NotificationRepository {
  /** Stores a notification unless one with its id exists; true when it was new. */
  storeOnce(notification: Omit<NotificationDocument, 'read' | 'read_at' | 'stored_at'>, now: Date): Promise<boolean>;
  list(userId: string, unreadOnly: boolean, page: number, pageSize: number): Promise<{ items: StoredNotification[]; total: number }>;
  countUnread(userId: string): Promise<number>;
  /** Sets read (and read_at) on the user's notification; null when the user has no such notification. */
  markRead(userId: string, id: string, read: boolean, now: Date): Promise<StoredNotification | null>;
  /** Marks every unread notification of the user read; how many changed. */
  markAllRead(userId: string, now: Date): Promise<number>;
  /** Removes the read notifications created before `cutoff` of the user (every user's when null); how many. */
  removeReadBefore(userId: string | null, cutoff: Date): Promise<number>;
  /** The user's notifications stored after `cursor` (at most 100), in store order, each with the cursor just after it. */
  storedAfter(userId: string, cursor: StreamCursor): Promise<{ notification: StoredNotification; cursor: StreamCursor }[]>;
}

/** The notification repository over `notifications`. Operators built here (never from input) are marked trusted (sanitizeFilter). */
export function createNotificationRepository(model: Model<NotificationDocument>): NotificationRepository {
  const toStored = (doc: NotificationDocument) => storedFieldsOf(StoredNotificationShape, { ...doc, id: doc._id });
  return {
    async storeOnce(notification, now) {
      const { _id, ...fields } = notification;
      const result = await model.updateOne({ _id }, { $setOnInsert: { ...fields, read: false, read_at: null, stored_at: now } }, { upsert: true });
      return result.upsertedCount > 0;
    },
    async list(userId, unreadOnly, page, pageSize) {
      const conditions = unreadOnly ? { user_id: userId, read: false } : { user_id: userId };
      const { docs, total } = await findPage(model, conditions, { created_at: -1, _id: -1 }, page, pageSize);
      return { items: docs.map(toStored), total };
    },
    countUnread: (userId) => model.countDocuments({ user_id: userId, read: false }),
    async markRead(userId, id, read, now) {
      const doc = await model.findOneAndUpdate({ _id: id, user_id: userId }, { $set: { read, read_at: read ? now : null } }, { returnDocument: 'after' }).lean<NotificationDocument>();
      return doc ? toStored(doc) : null;
    },
    async markAllRead(userId, now) {
      const result = await model.updateMany({ user_id: userId, read: false }, { $set: { read: true, read_at: now } });
      return result.modifiedCount;
    },
    async removeReadBefore(userId, cutoff) {
      const conditions: Record<string, unknown> = { read: true, created_at: trusted({ $lt: cutoff }) };
      if (userId !== null) conditions.user_id = userId;
      return (await model.deleteMany(conditions)).deletedCount;
    },
    async storedAfter(userId, cursor) {
      const docs = await model
        .find({ user_id: userId, $or: [{ stored_at: trusted({ $gt: cursor.storedAt }) }, { stored_at: cursor.storedAt, _id: trusted({ $gt: cursor.id }) }] })
        .sort({ stored_at: 1, _id: 1 })
        .limit(100)
        .lean<NotificationDocument[]>();
      return docs.map((doc) => ({ notification: toStored(doc), cursor: { storedAt: doc.stored_at, id: doc._id } }));
    },
  };
}
