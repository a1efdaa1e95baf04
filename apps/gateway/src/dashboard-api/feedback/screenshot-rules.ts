import { FEEDBACK_MAX_SCREENSHOT_BYTES, FEEDBACK_MAX_SCREENSHOTS, uploadRefusalText } from '@vmdash/domain';
import { describeBytes } from '../../http/body-kinds';
import type { UploadedFile } from '../../http/multipart-body';

/** The form field that carries the screenshots. */
export const SCREENSHOT_FIELD = 'screenshots';

/** The 400 text refusing screenshot `fileName` for `rule`: `Screenshot "<name>" refused: <rule>`. */
const screenshotRefusal = (fileName: string, rule: string): string => uploadRefusalText('Screenshot', fileName, rule);

/**
 * The first rule the uploaded files of a feedback break, as its 400 text (issue "Compliance reporting ...", Feedback:
 * "up to 3 screenshots ... at most 5 MB each ... a 400 naming the file and the rule"), or undefined when they keep
 * them: files only in the `screenshots` field, at most FEEDBACK_MAX_SCREENSHOTS (the first one past it is named), each
 * at most FEEDBACK_MAX_SCREENSHOT_BYTES. Their type is the service's check (from the bytes).
 */
export function uploadRefusal(files: readonly UploadedFile[]): string | undefined {
  const stray = files.find((file) => file.field !== SCREENSHOT_FIELD);
  if (stray) return `Unknown field: ${stray.field.slice(0, 64)}`;
  if (files.length > FEEDBACK_MAX_SCREENSHOTS) return screenshotRefusal(files[FEEDBACK_MAX_SCREENSHOTS].fileName, `at most ${FEEDBACK_MAX_SCREENSHOTS} screenshots per feedback`);
  const tooLarge = files.find((file) => file.truncated);
  if (tooLarge) return screenshotRefusal(tooLarge.fileName, `larger than ${describeBytes(FEEDBACK_MAX_SCREENSHOT_BYTES)}`);
  return undefined;
}
