import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/** Image types a screenshot may be (issue "Compliance reporting ...", Feedback: PNG, JPG, GIF or WebP). */
export const SCREENSHOT_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ScreenshotContentType = (typeof SCREENSHOT_CONTENT_TYPES)[number];

/**
 * A stored feedback (issue "Compliance reporting ...", Feedback with screenshots). `_id` is the public id (UUID v4).
 * Each screenshot's bytes are a GridFS file of the `feedback_screenshots` bucket (`file_id`); the document is written
 * after all of them, so a feedback that is listed has every screenshot (docs/decisions/0010-feedback-storage.md).
 */
export const FeedbackShape = z.object({
  _id: z.string(),
  message: z.string(),
  category: z.string(),
  screenshots: z
    .array(
      z.object({
        file_id: z.string(),
        file_name: z.string(),
        content_type: z.enum(SCREENSHOT_CONTENT_TYPES),
        size_bytes: z.int(),
      }),
    )
    .default([]),
  submitted_by: z.string(),
  submitted_by_id: z.string(),
  /** The Admin who sent it while impersonating the sender (username and id, RFC 8693 `act`); null otherwise. */
  ...ImpersonatingAdminShape.shape,
  submitted_at: z.date(),
});

/** A feedback document as stored (see FeedbackShape). */
export type FeedbackDocument = z.output<typeof FeedbackShape>;

const feedbackSchema = mongooseSchemaOf(FeedbackShape, { collection: 'feedback', versionKey: false, autoIndex: false, strict: 'throw' });

// Newest first.
feedbackSchema.index({ submitted_at: -1, _id: -1 }, { name: 'by_time' });

/** The feedback model on the service's connection. */
export function feedbackModelOf(connection: Connection): Model<FeedbackDocument> {
  return modelOn(connection, 'Feedback', feedbackSchema);
}
