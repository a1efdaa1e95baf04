import { FEEDBACK_MAX_PAGE_SIZE, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { UserRepository } from '../users/user.repository';
import type { FeedbackCommands } from './feedback.commands';
import type { StoredFeedback } from './feedback.repository';

/** A stored feedback as the Feedback message (screenshots numbered from 1, times ISO 8601 UTC). */
function toMessage(feedback: StoredFeedback) {
  return {
    id: feedback.id,
    message: feedback.message,
    category: feedback.category,
    screenshots: feedback.screenshots.map((screenshot, position) => ({
      index: position + 1,
      file_name: screenshot.file_name,
      content_type: screenshot.content_type,
      size_bytes: screenshot.size_bytes,
    })),
    submitted_by: feedback.submitted_by,
    submitted_at: feedback.submitted_at.toISOString(),
    ...(feedback.impersonated_by ? { impersonated_by: feedback.impersonated_by } : {}),
  };
}

/** The feedback RPCs of DashboardLibraryService: every user submits, Admins read (RPC_PERMISSIONS). */
export function createFeedbackHandlers(
  commands: FeedbackCommands,
  users: UserRepository,
): Pick<ServiceImplementation<'vmdash.v1.DashboardLibraryService'>, 'SubmitFeedback' | 'ListFeedback' | 'GetFeedbackScreenshot'> {
  return {
    SubmitFeedback: async (request, { user }) => {
      const usernameOf = async (id: string) => (await users.findById(id))?.username ?? id;
      const feedback = await commands.submit(
        { message: request.message, category: request.category, screenshots: request.screenshots.map((screenshot) => ({ file_name: screenshot.file_name, content: screenshot.content })) },
        {
          id: user.subject,
          username: await usernameOf(user.subject),
          impersonatedBy: user.actorSubject ? { id: user.actorSubject, username: await usernameOf(user.actorSubject) } : null,
          clientAddress: request.client_address || null,
        },
      );
      return toMessage(feedback);
    },

    ListFeedback: async (request) => {
      if (request.page < 1 || request.page_size < 1 || request.page_size > FEEDBACK_MAX_PAGE_SIZE) {
        throw new ValidationError(`page must be >= 1 and page_size 1..${FEEDBACK_MAX_PAGE_SIZE}`, [{ loc: ['query', 'page'], msg: 'out of range', type: 'value_error' }]);
      }
      const { feedback, total } = await commands.list(request.page, request.page_size);
      return { feedback: feedback.map(toMessage), page: request.page, page_size: request.page_size, total };
    },

    GetFeedbackScreenshot: async (request) => commands.screenshot(request.feedback_id, request.index),
  };
}
