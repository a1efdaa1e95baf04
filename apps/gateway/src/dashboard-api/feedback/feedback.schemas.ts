import {
  characterCount,
  FEEDBACK_DEFAULT_PAGE_SIZE,
  FEEDBACK_MAX_PAGE_SIZE,
  FEEDBACK_MAX_SCREENSHOT_BYTES,
  FEEDBACK_MAX_SCREENSHOTS,
  MAX_FEEDBACK_CATEGORY_LENGTH,
  MAX_FEEDBACK_MESSAGE_LENGTH,
  MAX_LIBRARY_ID_LENGTH,
} from '@vmdash/domain';
import type { Feedback__Output } from '@vmdash/proto';
import { describeBytes } from '../../http/body-kinds';
import { pathInteger } from '../../http/fields';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';

/** The image types a screenshot may be, detected from its bytes (the dashboard service checks them). */
export const SCREENSHOT_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const required = CHOSEN_TEXTS.feedbackFieldsRequired;

/**
 * The text fields of POST /api/feedback (multipart/form-data; issue "Compliance reporting ...", Feedback with
 * screenshots): message and category, with up to FEEDBACK_MAX_SCREENSHOTS files in the `screenshots` field. Unknown
 * fields are refused. The files are checked by the route (count, size) and the service (type from the bytes).
 */
export const FeedbackForm = z
  .strictObject(
    {
      message: z
        .string({ error: required })
        .refine((value) => value.trim() !== '' && characterCount(value) <= MAX_FEEDBACK_MESSAGE_LENGTH, CHOSEN_TEXTS.invalidFeedbackMessage)
        .openapi({ description: 'What the user wants to tell', minLength: 1, maxLength: MAX_FEEDBACK_MESSAGE_LENGTH }),
      category: z
        .string({ error: required })
        .refine((value) => value.trim() !== '' && characterCount(value) <= MAX_FEEDBACK_CATEGORY_LENGTH, CHOSEN_TEXTS.invalidFeedbackCategory)
        .openapi({ description: 'e.g. bug, idea, question', minLength: 1, maxLength: MAX_FEEDBACK_CATEGORY_LENGTH }),
      // Files never reach the schema (the parser keeps them beside the fields): a text field of this name is refused.
      screenshots: z
        .never()
        .optional()
        .openapi({
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: FEEDBACK_MAX_SCREENSHOTS,
          description: `Up to ${FEEDBACK_MAX_SCREENSHOTS} PNG, JPEG, GIF or WebP images of at most ${describeBytes(FEEDBACK_MAX_SCREENSHOT_BYTES)} each; the type is read from the bytes, not the name or Content-Type`,
        }),
    },
    { error: required },
  )
  .openapi('FeedbackForm');

/** A stored screenshot as lists show it. */
const FeedbackScreenshotBody = z
  .object({
    index: z.int().openapi({ description: '1-based; GET /api/feedback/{id}/screenshots/{n} serves it' }),
    file_name: z.string(),
    content_type: z.enum(SCREENSHOT_MEDIA_TYPES).openapi({ description: 'Detected from the bytes' }),
    size_bytes: z.int(),
  })
  .openapi('FeedbackScreenshot');

/** A feedback as stored. */
export const FeedbackBody = z
  .object({
    id: z.string(),
    message: z.string(),
    category: z.string(),
    screenshots: z.array(FeedbackScreenshotBody),
    submitted_by: z.string().openapi({ description: 'Username of the sender' }),
    impersonated_by: z.string().nullable().openapi({ description: 'Username of the Admin who sent it while impersonating the sender (RFC 8693 act), or null' }),
    submitted_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Feedback');

/** A page of feedback, newest first. */
export const FeedbackPageBody = pageOf(FeedbackBody, 'FeedbackPage');

/** Query of GET /api/feedback: paged. Unknown keys are refused. */
export const FeedbackListQuery = z.strictObject(pageQuery({ defaultPageSize: FEEDBACK_DEFAULT_PAGE_SIZE, maxPageSize: FEEDBACK_MAX_PAGE_SIZE }).shape);

/** Path of GET /api/feedback/{id}/screenshots/{n}. */
export const ScreenshotParams = z.object({
  id: z.string().min(1).max(MAX_LIBRARY_ID_LENGTH).openapi({ description: 'Feedback id' }),
  n: pathInteger('1-based position of the screenshot', FEEDBACK_MAX_SCREENSHOTS),
});

/** A screenshot's bytes as served. */
export const ScreenshotBytes = z.string().openapi({ format: 'binary' });

/** JSON of a stored feedback. */
export function toFeedbackJson(feedback: Feedback__Output): z.output<typeof FeedbackBody> {
  return {
    ...feedback,
    impersonated_by: feedback.impersonated_by ?? null,
    screenshots: feedback.screenshots.map((screenshot) => ({ ...screenshot, content_type: screenshot.content_type as (typeof SCREENSHOT_MEDIA_TYPES)[number] })),
  };
}
