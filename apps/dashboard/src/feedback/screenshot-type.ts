import { filetypemime } from 'magic-bytes.js';
import { SCREENSHOT_CONTENT_TYPES, type ScreenshotContentType } from './feedback.model';

/**
 * The image type of a screenshot read from its bytes (magic numbers, magic-bytes.js), never from its name or the
 * client's Content-Type (OWASP File Upload Cheat Sheet, "File Content Validation"): image/png, image/jpeg, image/gif or
 * image/webp, or null when the bytes are none of these.
 */
export function screenshotTypeOf(content: Uint8Array): ScreenshotContentType | null {
  const candidates = filetypemime(content);
  return SCREENSHOT_CONTENT_TYPES.find((type) => candidates.includes(type)) ?? null;
}
