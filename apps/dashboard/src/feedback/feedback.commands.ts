import {
  characterCount,
  FEEDBACK_MAX_SCREENSHOT_BYTES,
  FEEDBACK_MAX_SCREENSHOTS,
  MAX_FEEDBACK_CATEGORY_LENGTH,
  MAX_FEEDBACK_FILE_NAME_LENGTH,
  MAX_FEEDBACK_MESSAGE_LENGTH,
  NotFoundError,
  uploadRefusalText,
  ValidationError,
} from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import type { FeedbackRepository, NewScreenshot, StoredFeedback } from './feedback.repository';
import { screenshotTypeOf } from './screenshot-type';

/** A feedback as a user sends it. */
interface FeedbackInput {
  message: string;
  category: string;
  screenshots: { file_name: string; content: Uint8Array }[];
}

/** Who sends it: the acting user, the Admin behind an impersonation (null when none), and their address (audit). */
interface FeedbackSender {
  id: string;
  username: string;
  impersonatedBy: { id: string; username: string } | null;
  clientAddress: string | null;
}

/** The rule of a screenshot's type (issue "Compliance reporting ...": PNG, JPG, GIF or WebP), read from its bytes. */
export const NOT_AN_IMAGE_RULE = 'not a PNG, JPEG, GIF or WebP image (the type is read from the file content)';

/** The 404 text of an unknown feedback or screenshot position. */
export const SCREENSHOT_NOT_FOUND = 'Screenshot not found';

/** Feedback with screenshots (issue "Compliance reporting ...", Feedback with screenshots). */
export interface FeedbackCommands {
  /**
   * Checks every screenshot's type from its bytes before anything is stored, then stores the feedback with the Admin
   * behind an impersonation; audit action feedback_submit (entityType feedback).
   * @throws ValidationError naming the first screenshot that is no PNG, JPEG, GIF or WebP image (`Screenshot "<name>"
   *   refused: <rule>`, nothing stored), or a message, category, count or size the gateway should have refused
   */
  submit(input: FeedbackInput, sender: FeedbackSender): Promise<StoredFeedback>;
  list(page: number, pageSize: number): Promise<{ feedback: StoredFeedback[]; total: number }>;
  /**
   * Screenshot `index` (1-based) of a feedback.
   * @throws NotFoundError for an unknown feedback or position
   */
  screenshot(feedbackId: string, index: number): Promise<{ file_name: string; content_type: string; content: Buffer }>;
}

const invalid = (field: string, message: string) => new ValidationError(message, [{ loc: ['body', field], msg: message, type: 'value_error' }]);

/** The gateway checks these first; the service keeps its own invariants (limits of libs/domain/src/limits.ts). */
function checkInput(input: FeedbackInput): void {
  if (input.message.trim() === '' || characterCount(input.message) > MAX_FEEDBACK_MESSAGE_LENGTH) throw invalid('message', `message must be 1 to ${MAX_FEEDBACK_MESSAGE_LENGTH} characters`);
  if (input.category.trim() === '' || characterCount(input.category) > MAX_FEEDBACK_CATEGORY_LENGTH) throw invalid('category', `category must be 1 to ${MAX_FEEDBACK_CATEGORY_LENGTH} characters`);
  if (input.screenshots.length > FEEDBACK_MAX_SCREENSHOTS) throw invalid('screenshots', `at most ${FEEDBACK_MAX_SCREENSHOTS} screenshots`);
  if (input.screenshots.some((screenshot) => screenshot.content.byteLength > FEEDBACK_MAX_SCREENSHOT_BYTES))
    throw invalid('screenshots', `a screenshot is larger than ${FEEDBACK_MAX_SCREENSHOT_BYTES} bytes`);
}

/** Feedback over its repository, stamped with `now()`, audited in `audit`. */
export function createFeedbackCommands(repository: FeedbackRepository, audit: AuditTrail, now: () => Date): FeedbackCommands {
  return {
    async submit(input, sender) {
      checkInput(input);
      const screenshots: NewScreenshot[] = [];
      for (const screenshot of input.screenshots) {
        const contentType = screenshotTypeOf(screenshot.content);
        if (!contentType) throw invalid('screenshots', uploadRefusalText('Screenshot', screenshot.file_name, NOT_AN_IMAGE_RULE));
        screenshots.push({ file_name: screenshot.file_name.slice(0, MAX_FEEDBACK_FILE_NAME_LENGTH), content_type: contentType, content: screenshot.content });
      }
      const feedback = await repository.insert(
        { message: input.message, category: input.category, screenshots, submitted_by: sender.username, submitted_by_id: sender.id, impersonated_by: sender.impersonatedBy },
        now(),
      );
      await audit.record({
        action: 'feedback_submit',
        userId: sender.id,
        username: sender.username,
        impersonatedBy: sender.impersonatedBy?.id,
        entityType: 'feedback',
        entityId: feedback.id,
        details: { category: feedback.category, screenshots: feedback.screenshots.length },
        ipAddress: sender.clientAddress,
      });
      return feedback;
    },
    list: (page, pageSize) => repository.list(page, pageSize),
    async screenshot(feedbackId, index) {
      const screenshot = index >= 1 ? await repository.readScreenshot(feedbackId, index) : null;
      if (!screenshot) throw new NotFoundError(SCREENSHOT_NOT_FOUND);
      return screenshot;
    },
  };
}
