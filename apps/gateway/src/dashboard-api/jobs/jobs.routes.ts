import { unaryCall } from '@vmdash/grpc';
import type { z } from '../../openapi/zod';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { findingChangesMessage, findingFilterMessage } from '../findings/findings.schemas';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { insufficientPermissions, signedIn } from '../http/dashboard-session';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { eventStreamResult } from '../notifications/event-stream';
import { jobGrantFor } from './job-grant';
import { jobResultDownload } from './job-result-download';
import { IdempotencyHeaders, JOB_TEXTS, JobBody, JobPageBody, JobParams, JobResultFileBody, JobResultHeaders, JobsQuery, StartJobBody, toJobJson } from './jobs.schemas';

const tag = 'jobs';

/** The fields of StartJobRequest for a start's kind and parameters: the format and the filters of the kind's list route. */
function startFieldsOf(body: z.output<typeof StartJobBody>, now: Date) {
  switch (body.kind) {
    case 'export.findings': {
      const { format, ...query } = body.params;
      return { format, findings: findingFilterMessage(query) };
    }
    case 'export.changes': {
      // The window as times from now: the job exports the changes the list shows at its start.
      const { format, ...query } = body.params;
      return { format, findings: findingChangesMessage(query, now) };
    }
    case 'export.compliance': {
      const { format, ...query } = body.params;
      return { format, compliance: query };
    }
    case 'plans.sync':
      return {};
  }
}

const NOT_FOUND = { 404: { description: '"Job not found": no job of the caller has this id (an Admin sees every job)' } };

/**
 * Long work as jobs (docs/decisions/0028-jobs.md): start an export or a plan sync that runs after the request, watch
 * its progress, cancel it, download its file. The gateway signs a job grant for each start (the caller's identity for
 * the audience `vmdash-jobs`, JOB_GRANT_TTL_SECONDS), which the job's worker sends on its calls to other services;
 * the client never sees it.
 */
export function jobRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'post',
      path: '/api/jobs',
      access: accessOf('vmdash.v1.DashboardWorkflowService/StartJob'),
      body: StartJobBody,
      headers: IdempotencyHeaders,
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: JOB_TEXTS.startFailed,
      docs: {
        operationId: 'startJob',
        summary: 'Start a job (an export of any size) that runs after this request',
        description:
          "`export.findings`: every finding GET /api/findings lists for the filters and sort of `params` (as its query string has them) and the caller's team scope, written as CSV or XLSX (formula cells neutralised) into the job's result file `findings-<YYYY-MM-DD>.<format>`; `export.changes`: every change GET /api/findings/changes lists for the window (`days` counts back from the start), kinds, filters and sort of `params`, as `findings-changes-<YYYY-MM-DD>.<format>` with the findings export's columns; `export.compliance`: every item GET /api/compliance/items lists for the filters of `params`, as `compliance-<YYYY-MM-DD>.<format>` with the columns of GET /api/exports/compliance.csv; `plans.sync` (no `params`; Admin or Standard_User, 403 for other groups): the sync of the action-plan cache that POST /api/plans/sync starts, its progress counting hosts and its result counts; one runs at a time (a start while a sync is queued or running answers 409). Answers 202 with the job, queued; watch it with GET /api/jobs/{id}/events and download the file from GET /api/jobs/{id}/result once it succeeded (kept 24 h). At most 10 of a user's jobs wait and 2 run at once: a further start answers 429. Read_Only cannot export (403). Audit action job_start; the owner gets a notification when the job ends. A start answered 503 or 504 left no job (it is committed within the request's deadline or not at all); retry it with the same Idempotency-Key, which answers the job of an earlier start with that key and the same request instead of starting a second one (the key with another request is 400).",
        tag,
        responses: {
          202: { description: 'The job, queued (or the job of an earlier start with the same Idempotency-Key, in its state now)', schema: JobBody },
          409: { description: 'A start with the same Idempotency-Key is still being processed, or a plans.sync job is already queued or running' },
          429: { description: "Too many of the caller's jobs are waiting" },
        },
      },
      handle: async ({ body, headers, session, clientAddress, call }) => {
        // A plans.sync job needs the groups of POST /api/plans/sync, fewer than StartJob's (the dashboard checks it too).
        const { groups } = accessOf('vmdash.v1.DashboardWorkflowService/SyncPlanCache');
        const current = signedIn(session).user.group;
        if (body.kind === 'plans.sync' && !(groups as readonly string[]).includes(current)) return jsonResult(insufficientPermissions(groups, current), 403);
        const start = startFieldsOf(body, new Date());
        const job = await unaryCall(
          workflows,
          'StartJob',
          { kind: body.kind, ...start, job_grant: jobGrantFor(deps, session), client_address: clientAddress, idempotency_key: headers['idempotency-key'] },
          call,
        );
        return jsonResult(toJobJson(job), 202);
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/jobs',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListJobs'),
      query: JobsQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: JOB_TEXTS.readFailed,
      docs: {
        operationId: 'listJobs',
        summary: "The caller's jobs, newest first",
        description: "An Admin lists every user's jobs with `all=true` (403 for other groups). Paged as every list.",
        tag,
        responses: { 200: { description: 'One page', schema: JobPageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListJobs', { all: query.all === true, page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toJobJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/jobs/{id}',
      access: accessOf('vmdash.v1.DashboardWorkflowService/GetJob'),
      params: JobParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: JOB_TEXTS.readFailed,
      docs: { operationId: 'getJob', summary: 'A job: its state, progress and result', tag, responses: { 200: { description: 'The job', schema: JobBody }, ...NOT_FOUND } },
      handle: async ({ params, call }) => jsonResult(toJobJson(await unaryCall(workflows, 'GetJob', { id: params.id }, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/jobs/{id}/events',
      access: accessOf('vmdash.v1.DashboardWorkflowService/WatchJob'),
      deadline: 'stream',
      params: JobParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: JOB_TEXTS.eventsFailed,
      docs: {
        operationId: 'watchJob',
        summary: "Server-Sent Events of a job's progress",
        description:
          'A `text/event-stream` (EventSource): an event `job` (the Job) at once and after each change of its state or progress (read at most twice a second), until the job ended (the stream then ends) or the stream deadline (GRPC_STREAM_DEADLINE_MS; the browser reconnects and gets the job at once again).',
        tag,
        responses: { 200: { description: 'The event stream', schema: JobBody, mediaType: 'text/event-stream' }, ...NOT_FOUND },
      },
      handle: async ({ params, call }) =>
        eventStreamResult(
          () => workflows.WatchJob({ id: params.id }, call),
          (job) => [{ event: 'job', data: toJobJson(job) }],
        ),
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/jobs/{id}/cancel',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CancelJob'),
      params: JobParams,
      invalidInputText: CHOSEN_TEXTS.invalidBody,
      failureText: JOB_TEXTS.cancelFailed,
      docs: {
        operationId: 'cancelJob',
        summary: 'Cancel a job',
        description: 'A queued job ends cancelled at once; a running one stops within seconds (its state says cancelled then) and leaves no file. Audit action job_cancel.',
        tag,
        responses: { 200: { description: 'The job', schema: JobBody }, ...NOT_FOUND, 409: { description: '"The job has already finished"' } },
      },
      handle: async ({ params, clientAddress, call }) => jsonResult(toJobJson(await unaryCall(workflows, 'CancelJob', { id: params.id, client_address: clientAddress }, call))),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/jobs/{id}/result',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ReadJobResult'),
      // As long as the client takes to read the file (GRPC_TRANSFER_DEADLINE_MS), not the 30 s of a call's work.
      deadline: 'transfer',
      params: JobParams,
      headers: JobResultHeaders,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: JOB_TEXTS.resultFailed,
      docs: {
        operationId: 'downloadJobResult',
        summary: "A job's result file",
        description:
          "Streamed as an attachment with its name, media type and length, with backpressure, for as long as the client takes to read it (up to GRPC_TRANSFER_DEADLINE_MS of the gateway, 1 h), with `Accept-Ranges: bytes` and the file's SHA-256 as its `ETag`. A download cut short (a restart, a lost connection) goes on where it stopped with `Range: bytes=<bytes received>-` and `If-Range: <the ETag>` (206 with `Content-Range`), or is made again while the result lives. Audit action job_download (with the range for a part). Read_Only cannot export (403).",
        tag,
        responses: {
          200: { description: 'The file', schema: JobResultFileBody, mediaType: 'application/octet-stream' },
          206: { description: 'The bytes of the one range asked for (Content-Range names them)', schema: JobResultFileBody, mediaType: 'application/octet-stream' },
          416: { description: 'No byte of the file is in the range asked for (Content-Range: bytes */<size>)' },
          ...NOT_FOUND,
          409: { description: 'The job has not succeeded (yet): no result' },
          410: { description: 'The result expired and was deleted' },
        },
      },
      handle: async ({ params, headers, clientAddress, call }) =>
        jobResultDownload(() => workflows.ReadJobResult({ id: params.id, client_address: clientAddress, range: headers.range, if_range: headers['if-range'] }, call)),
    }),
  ];
}
