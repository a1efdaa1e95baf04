import { unaryCall } from '@vmdash/grpc';
import { EVIDENCE_MAX_FILE_BYTES } from '@vmdash/domain';
import { uploadedFilesOf } from '../../http/multipart-body';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { present } from '../http/dashboard-schemas';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { toQueueItemJson } from '../queue/queue.schemas';
import { evidenceUploadRefusal } from './evidence-rules';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import {
  CreateSubmissionRequest,
  MapFindingsBody,
  MapFindingsRequest,
  RequeueBody,
  RequeueRequest,
  SubmissionBody,
  SubmissionPageBody,
  SubmissionParams,
  SubmissionsQuery,
  toSubmissionJson,
} from './submissions.schemas';

const tag = 'fp-submissions';
const NOT_FOUND = '"Submission not found": no submission the caller sees has this id';
/** The platform's failures (interface spec, "Authentication: Outbound": 401 bad key, 419 privileges, 429 rate limit). */
const PLATFORM_FAILURES = {
  429: { description: '"Rate limit exceeded. Try again later.": the platform answered 429' },
  502: { description: "The platform refused the key (401) or the privilege (419), answered 5xx or could not be reached; the error carries the platform's text" },
  504: { description: 'The platform did not answer in time' },
};

/** False-positive submissions (docs/decisions/0011): platform workflows made from FP queue items; mutations audited (fp_submission). */
export function submissionRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/fp-workflow/submissions',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CreateFpSubmission'),
      body: CreateSubmissionRequest,
      bodyKind: 'json-or-multipart',
      // The largest evidence file: a longer one is kept only this far and refused by name (evidence-rules.ts).
      bodyLimitBytes: EVIDENCE_MAX_FILE_BYTES,
      deadline: 'bulk',
      invalidInputText: WORKFLOW_TEXTS.submissionFieldsRequired,
      failureText: WORKFLOW_TEXTS.submissionCreateFailed,
      docs: {
        operationId: 'createFpSubmission',
        summary: 'Submit pending FP queue items as a false-positive workflow',
        description:
          "The integration service creates the platform workflow with the items' findings; its uuid is resolved by an exact search on the name and stored on the submission (null until found; a sync finds it). The items are then completed with the submission's id. The submission is stored `creating` before the platform call and committed after it (docs/decisions/0016): when the platform's answer is lost (504) it stays `creating` until a sync settles it. As multipart/form-data the fields are form fields (queue_item_ids comma-separated) with up to 3 evidence files in `evidence`, sent to the platform with the create; a refused file is a 400 naming it and the rule (`Evidence file \"<name>\" refused: <rule>`) and nothing is stored. Audit action fp_submission_create.",
        tag,
        responses: {
          201: { description: 'The submission', schema: SubmissionBody },
          404: { description: '"Queue item not found: <id>"' },
          409: { description: 'An item is no pending FP item outside any submission, or the name is taken' },
          ...PLATFORM_FAILURES,
        },
      },
      handle: async ({ body, req, clientAddress, call }) => {
        const files = uploadedFilesOf(req);
        const refusal = evidenceUploadRefusal(files);
        if (refusal) return jsonResult({ error: refusal }, 400);
        const answer = await unaryCall(
          workflows,
          'CreateFpSubmission',
          { ...body, evidence: files.map((file) => ({ file_name: file.fileName, content: file.content })), client_address: clientAddress },
          call,
        );
        return jsonResult(toSubmissionJson(answer), 201);
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/beta/fp-workflow/submissions',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListFpSubmissions'),
      query: SubmissionsQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.submissionsFailed,
      docs: {
        operationId: 'listFpSubmissions',
        summary: 'False-positive submissions, newest first',
        description: 'A user sees its own and those of its beta_first_name/beta_last_name; an Admin who chose every team sees all. Paged as every list.',
        tag,
        responses: { 200: { description: 'One page', schema: SubmissionPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListFpSubmissions', { page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toSubmissionJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/beta/fp-workflow/submissions/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetFpSubmission'),
      params: SubmissionParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.submissionsFailed,
      docs: {
        operationId: 'getFpSubmission',
        summary: 'One false-positive submission',
        tag,
        responses: { 200: { description: 'The submission', schema: SubmissionBody }, 404: { description: NOT_FOUND } },
      },
      handle: async ({ params, call }) => {
        return jsonResult(toSubmissionJson(await unaryCall(workflows, 'GetFpSubmission', { id: params.id }, call)));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/fp-workflow/submissions/{id}/sync',
      access: accessOf('vmdash.v1.DashboardWorkflowService/SyncFpSubmission'),
      params: SubmissionParams,
      deadline: 'bulk',
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: WORKFLOW_TEXTS.submissionSyncFailed,
      docs: {
        operationId: 'syncFpSubmission',
        summary: "Read the workflow's state from the platform",
        description: 'The state (REQUESTED, APPROVED, REJECTED, EXPIRED) maps to lifecycle_status submitted, approved, rejected, expired. Audit action fp_submission_sync.',
        tag,
        responses: { 200: { description: 'The submission', schema: SubmissionBody }, 404: { description: NOT_FOUND }, ...PLATFORM_FAILURES },
      },
      handle: async ({ params, clientAddress, call }) => {
        return jsonResult(toSubmissionJson(await unaryCall(workflows, 'SyncFpSubmission', { id: params.id, client_address: clientAddress }, call)));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/fp-workflow/submissions/{id}/requeue',
      access: accessOf('vmdash.v1.DashboardWorkflowService/RequeueFpSubmission'),
      params: SubmissionParams,
      body: RequeueRequest,
      invalidInputText: WORKFLOW_TEXTS.invalidRequeueWorkflowType,
      failureText: WORKFLOW_TEXTS.submissionRequeueFailed,
      docs: {
        operationId: 'requeueFpSubmission',
        summary: 'Requeue the findings of a rejected submission',
        description: 'Creates new pending queue items of the original findings for the caller and sets requeued_at. Only a rejected submission, once: a second requeue is 409. Audit action requeue.',
        tag,
        responses: {
          201: { description: 'The submission and the new items', schema: RequeueBody },
          404: { description: NOT_FOUND },
          409: { description: '"Only a rejected submission can be requeued" or "The submission was already requeued"' },
        },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        const answer = await unaryCall(workflows, 'RequeueFpSubmission', { id: params.id, workflow_type: body.workflow_type, vendor: body.vendor, client_address: clientAddress }, call);
        return jsonResult({ submission: toSubmissionJson(present(answer.submission, 'the submission')), items: answer.items.map(toQueueItemJson) }, 201);
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/beta/fp-workflow/submissions/{id}/findings',
      access: accessOf('vmdash.v1.DashboardWorkflowService/MapFpFindings'),
      params: SubmissionParams,
      body: MapFindingsRequest,
      deadline: 'bulk',
      invalidInputText: WORKFLOW_TEXTS.queueItemIdsRequired,
      failureText: WORKFLOW_TEXTS.submissionMapFailed,
      docs: {
        operationId: 'mapFpSubmissionFindings',
        summary: "Map pending FP queue items' findings to the submission's workflow",
        description: 'One platform call per finding; only the items the platform mapped are completed. Audit action fp_submission_map.',
        tag,
        responses: {
          200: { description: 'What was mapped and what failed', schema: MapFindingsBody },
          404: { description: `${NOT_FOUND}; or "Queue item not found: <id>"` },
          409: { description: 'An item is no pending FP item outside any submission' },
          ...PLATFORM_FAILURES,
        },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        const answer = await unaryCall(workflows, 'MapFpFindings', { id: params.id, queue_item_ids: body.queue_item_ids, client_address: clientAddress }, call);
        return jsonResult({ addedFindings: answer.added_findings, failedFindings: answer.failed_findings.map((failure) => ({ queue_item_id: failure.queue_item_id, error: failure.error })) });
      },
    }),
  ];
}
