import { randomUUID } from 'node:crypto';
import { findPage, storedFieldsOf } from '@vmdash/db';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { FeedbackShape, type FeedbackDocument, type ScreenshotContentType } from './feedback.model';

/** GridFS bucket of the screenshots' bytes (collections feedback_screenshots.files and .chunks). */
const SCREENSHOT_BUCKET = 'feedback_screenshots';

/** A feedback as the rest of the service sees it: `_id` as `id`, without the submitter's and the Admin's ids. */
const StoredFeedbackShape = FeedbackShape.omit({ _id: true, submitted_by_id: true, impersonated_by_id: true }).extend({ id: z.string() });

/** A feedback as the rest of the service sees it (a plain object; mongoose stays in here). */
export type StoredFeedback = z.output<typeof StoredFeedbackShape>;

/** A checked screenshot to store. */
export interface NewScreenshot {
  file_name: string;
  content_type: ScreenshotContentType;
  content: Uint8Array;
}

/** A checked feedback to store. */
export interface NewFeedback {
  message: string;
  category: string;
  screenshots: NewScreenshot[];
  submitted_by: string;
  submitted_by_id: string;
  /** The Admin behind an impersonation, null when the sender sent it themselves. */
  impersonated_by: { id: string; username: string } | null;
}

/** Storage of feedback: the documents and their screenshots' bytes in GridFS. */
export interface FeedbackRepository {
  /**
   * Stores the screenshots, then the feedback that names them: a feedback is never listed without its screenshots.
   * When a step fails, the screenshots stored so far are removed and the error is thrown.
   */
  insert(feedback: NewFeedback, now: Date): Promise<StoredFeedback>;
  /** One page (1-based) of feedback, newest first, and how many there are. */
  list(page: number, pageSize: number): Promise<{ feedback: StoredFeedback[]; total: number }>;
  /** The bytes of screenshot `index` (1-based) of a feedback, or null when there is no such feedback or screenshot. */
  readScreenshot(feedbackId: string, index: number): Promise<{ file_name: string; content_type: ScreenshotContentType; content: Buffer } | null>;
}

/** A stored document as a plain feedback. */
function toStoredFeedback(doc: FeedbackDocument): StoredFeedback {
  return storedFieldsOf(StoredFeedbackShape, { ...doc, id: doc._id });
}

/** Writes `content` as one GridFS file and resolves with its id. */
function upload(bucket: mongoose.mongo.GridFSBucket, screenshot: NewScreenshot, feedbackId: string): Promise<mongoose.mongo.ObjectId> {
  return new Promise((resolve, reject) => {
    const stream = bucket.openUploadStream(screenshot.file_name, { metadata: { feedback_id: feedbackId, content_type: screenshot.content_type } });
    stream.once('error', reject);
    stream.once('finish', () => resolve(stream.id));
    stream.end(screenshot.content);
  });
}

/** The feedback repository over the `feedback` collection and the screenshot bucket of `connection`. */
export function createFeedbackRepository(model: Model<FeedbackDocument>, connection: Connection): FeedbackRepository {
  const bucket = () => {
    if (!connection.db) throw new Error('the dashboard database is not connected');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: SCREENSHOT_BUCKET });
  };
  return {
    async insert(feedback, now) {
      const id = randomUUID();
      const files = bucket();
      const stored: mongoose.mongo.ObjectId[] = [];
      try {
        for (const screenshot of feedback.screenshots) stored.push(await upload(files, screenshot, id));
        const doc: FeedbackDocument = {
          _id: id,
          message: feedback.message,
          category: feedback.category,
          screenshots: feedback.screenshots.map((screenshot, position) => ({
            file_id: stored[position].toHexString(),
            file_name: screenshot.file_name,
            content_type: screenshot.content_type,
            size_bytes: screenshot.content.byteLength,
          })),
          submitted_by: feedback.submitted_by,
          submitted_by_id: feedback.submitted_by_id,
          impersonated_by: feedback.impersonated_by?.username ?? null,
          impersonated_by_id: feedback.impersonated_by?.id ?? null,
          submitted_at: now,
        };
        await model.create(doc);
        return toStoredFeedback(doc);
      } catch (error) {
        await Promise.allSettled(stored.map((fileId) => files.delete(fileId)));
        throw error;
      }
    },
    async list(page, pageSize) {
      const { docs, total } = await findPage(model, {}, { submitted_at: -1, _id: -1 }, page, pageSize);
      return { feedback: docs.map(toStoredFeedback), total };
    },
    async readScreenshot(feedbackId, index) {
      const doc = await model.findOne({ _id: feedbackId }).lean<FeedbackDocument>();
      const screenshot = doc?.screenshots[index - 1];
      if (!screenshot) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket().openDownloadStream(new mongoose.mongo.ObjectId(screenshot.file_id))) chunks.push(chunk as Buffer);
      return { file_name: screenshot.file_name, content_type: screenshot.content_type, content: Buffer.concat(chunks) };
    },
  };
}
