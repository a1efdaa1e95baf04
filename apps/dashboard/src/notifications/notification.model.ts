import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * Kinds of notification: a tracker issue the user submitted was closed; one of the user's jobs ended
 * (docs/decisions/0028-jobs.md); a step of a risk exception the user requested or decided
 * (docs/decisions/0032-risk-exceptions.md).
 */
export const NOTIFICATION_TYPES = ['tracker_issue_closed', 'job_finished', 'risk_exception'] as const;

/**
 * A stored in-app notification of one user (interface spec, Events: "created when the tracker webhook reports a closed
 * issue"; and when one of the user's jobs ended, docs/decisions/0028-jobs.md). `_id` is the event id of
 * `notification.tracker.issue_closed`, or `job:<job id>` for a job (GET /api/jobs/{id}), which makes storing it idempotent.
 * `stored_at` orders the live stream (GET /api/notifications/stream).
 */
export const NotificationShape = z.object({
  _id: z.string(),
  user_id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  issue_key: z.string().nullable(),
  url: z.string().nullable(),
  read: z.boolean(),
  created_at: z.date(),
  read_at: z.date().nullable(),
  stored_at: z.date(),
});

/** A notification document as stored (see NotificationShape). */
export type NotificationDocument = z.output<typeof NotificationShape>;

const notificationSchema = mongooseSchemaOf(NotificationShape, { collection: 'notifications', versionKey: false, autoIndex: false, strict: 'throw' });

// A user's list newest first (all or unread), and the stream's "stored after" scan.
notificationSchema.index({ user_id: 1, created_at: -1, _id: -1 }, { name: 'by_user_time' });
notificationSchema.index({ user_id: 1, read: 1 }, { name: 'by_user_read' });
notificationSchema.index({ user_id: 1, stored_at: 1, _id: 1 }, { name: 'by_user_stored' });

/** The notification model on the service's connection. */
export function notificationModelOf(connection: Connection): Model<NotificationDocument> {
  return modelOn(connection, 'Notification', notificationSchema);
}
