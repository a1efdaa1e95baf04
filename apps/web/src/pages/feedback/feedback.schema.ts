import { FEEDBACK_MAX_SCREENSHOT_BYTES, FEEDBACK_MAX_SCREENSHOTS } from '@vmdash/domain';
import { z } from 'zod';
/** The image types the API keeps (it reads the type from the bytes; the browser can only look at the type and name). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** Categories offered in the form (the API takes any text of 1 to 64 characters). */
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;

/**
 * The first rule the chosen screenshots break, in the API's words (`Screenshot "<name>" refused: <rule>`, POST
 * /api/feedback), or undefined: at most 3 files, each a PNG, JPEG, GIF or WebP by its type or name, at most 5 MB. A
 * friendly early answer only: the API checks the bytes and its 400 is shown too.
 */
export function screenshotProblem(files: readonly File[]): string | undefined {
  if (files.length > FEEDBACK_MAX_SCREENSHOTS) return `Screenshot "${files[FEEDBACK_MAX_SCREENSHOTS].name}" refused: at most ${FEEDBACK_MAX_SCREENSHOTS} screenshots per feedback`;
  const notImage = files.find((file) => !IMAGE_TYPES.includes(file.type) && !IMAGE_NAME.test(file.name));
  if (notImage) return `Screenshot "${notImage.name}" refused: not a PNG, JPEG, GIF or WebP image`;
  const tooLarge = files.find((file) => file.size > FEEDBACK_MAX_SCREENSHOT_BYTES);
  if (tooLarge) return `Screenshot "${tooLarge.name}" refused: larger than 5 MB`;
  return undefined;
}

/** The feedback form: a message (1 to 10,000 characters), a category and up to 3 screenshots, in the API's words. */
export const FeedbackForm = z.object({
  message: z.string().trim().min(1, 'message and category are required').max(10_000, 'message must be at most 10000 characters'),
  category: z.string().min(1, 'message and category are required').max(64),
  screenshots: z
    .custom<File[]>((value) => Array.isArray(value))
    .superRefine((files, context) => {
      const problem = screenshotProblem(files);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type FeedbackValues = z.infer<typeof FeedbackForm>;

/** The multipart body of POST /api/feedback: the fields `message` and `category`, each screenshot in `screenshots`. */
export function feedbackFormData(values: FeedbackValues): FormData {
  const form = new FormData();
  form.append('message', values.message.trim());
  form.append('category', values.category);
  for (const file of values.screenshots) form.append('screenshots', file, file.name);
  return form;
}
