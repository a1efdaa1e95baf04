import { unaryCall } from '@vmdash/grpc';
import { FEEDBACK_MAX_SCREENSHOT_BYTES } from '@vmdash/domain';
import { uploadedFilesOf } from '../../http/multipart-body';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { FeedbackBody, FeedbackForm, FeedbackListQuery, FeedbackPageBody, SCREENSHOT_MEDIA_TYPES, ScreenshotBytes, ScreenshotParams, toFeedbackJson } from './feedback.schemas';
import { screenshotResult } from './screenshot-download';
import { uploadRefusal } from './screenshot-rules';

const tag = 'feedback';

/**
 * Feedback with screenshots (issue "Compliance reporting ...", Feedback with screenshots): every signed-in user sends
 * it as multipart/form-data, Admins read it and its screenshots. A refused screenshot stores nothing.
 */
export function feedbackRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { library } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/feedback',
      access: accessOf('vmdash.v1.DashboardLibraryService/SubmitFeedback'),
      body: FeedbackForm,
      bodyKind: 'multipart',
      // The largest screenshot: a longer one is kept only this far and refused by name (screenshot-rules.ts).
      bodyLimitBytes: FEEDBACK_MAX_SCREENSHOT_BYTES,
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.feedbackFieldsRequired,
      failureText: CHOSEN_TEXTS.feedbackFailed,
      docs: {
        operationId: 'submitFeedback',
        summary: 'Send feedback with up to 3 screenshots',
        description:
          'multipart/form-data with the fields `message` and `category` and up to 3 files in `screenshots`. Each screenshot must be a PNG, JPEG, GIF or WebP image of at most 5 MB; its type is read from its bytes, never its name or Content-Type. A file that breaks a rule is a 400 naming it and the rule (`Screenshot "<name>" refused: <rule>`), and nothing of the feedback is stored.',
        tag,
        responses: { 201: { description: 'Stored', schema: FeedbackBody } },
      },
      handle: async ({ body, req, clientAddress, call }) => {
        const files = uploadedFilesOf(req);
        const refusal = uploadRefusal(files);
        if (refusal) return jsonResult({ error: refusal }, 400);
        const feedback = await unaryCall(
          library,
          'SubmitFeedback',
          { message: body.message, category: body.category, screenshots: files.map((file) => ({ file_name: file.fileName, content: file.content })), client_address: clientAddress },
          call,
        );
        return jsonResult(toFeedbackJson(feedback), 201);
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/feedback',
      access: accessOf('vmdash.v1.DashboardLibraryService/ListFeedback'),
      query: FeedbackListQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.feedbackListFailed,
      docs: { operationId: 'listFeedback', summary: 'The feedback, newest first', tag, responses: { 200: { description: 'One page', schema: FeedbackPageBody } } },
      handle: async ({ query, call }) => {
        const page = await unaryCall(library, 'ListFeedback', query, call);
        return jsonResult(toPageJson(page, page.feedback.map(toFeedbackJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/feedback/{id}/screenshots/{n}',
      access: accessOf('vmdash.v1.DashboardLibraryService/GetFeedbackScreenshot'),
      params: ScreenshotParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.screenshotFailed,
      docs: {
        operationId: 'getFeedbackScreenshot',
        summary: 'One screenshot of a feedback',
        description: 'Served with the content type detected from its bytes when it was stored, and `X-Content-Type-Options: nosniff`.',
        tag,
        responses: { 200: { description: `The image: ${SCREENSHOT_MEDIA_TYPES.join(', ')}`, schema: ScreenshotBytes, mediaType: 'image/*' }, 404: { description: '"Screenshot not found"' } },
      },
      handle: async ({ params, call }) => {
        return screenshotResult(await unaryCall(library, 'GetFeedbackScreenshot', { feedback_id: params.id, index: params.n }, call));
      },
    }),
  ];
}
