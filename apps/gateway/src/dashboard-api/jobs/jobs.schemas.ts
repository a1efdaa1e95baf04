import type { Job__Output } from '@vmdash/proto';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { ComplianceExportQuery, FindingsExportQuery } from '../exports/exports.schemas';
import { checkedChangeWindow, FindingChangesFields, WORKFLOW_PAGE_SIZES } from '../findings/findings.schemas';
import { queryBoolean } from '../workflows/query-fields';

export { IdempotencyHeaders } from '../../data-api/action-plans/action-plans.schemas';

/** Texts of the job routes (docs/decisions/0028-jobs.md); the service's refusals carry their own. */
export const JOB_TEXTS = {
  startFailed: 'Failed to start the job',
  readFailed: 'Failed to read jobs',
  cancelFailed: 'Failed to cancel the job',
  resultFailed: "Failed to download the job's result",
  eventsFailed: "Failed to watch the job's progress",
} as const;

/** The file formats of the export jobs. */
const ExportFormatField = z.enum(['csv', 'xlsx']).openapi({ description: 'The file format' });

/**
 * Parameters of an `export.findings` job: the format and the filters and sort of GET /api/findings, as its query
 * string has them (strings, e.g. `"kev": "true"`), without paging: the file holds every finding the list shows.
 */
const FindingsExportJobParams = FindingsExportQuery.extend({ format: ExportFormatField }).openapi('FindingsExportJobParams');

/**
 * Parameters of an `export.changes` job: the format and the window, kinds, filters and sort of GET
 * /api/findings/changes, as its query string has them, without paging (`days` counts back from the job's start).
 */
const FindingChangesExportJobParams = checkedChangeWindow(FindingChangesFields.omit({ page: true, page_size: true }).extend({ format: ExportFormatField })).openapi('FindingChangesExportJobParams');

/** Parameters of an `export.compliance` job: the format and the filters of GET /api/compliance/items, as its query string has them. */
const ComplianceExportJobParams = ComplianceExportQuery.extend({ format: ExportFormatField }).openapi('ComplianceExportJobParams');

/** Body of POST /api/jobs: the kind and its parameters. Strict: an unknown kind or field is refused. */
export const StartJobBody = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('export.findings').openapi({ description: 'Every finding of GET /api/findings for the filters, as a CSV or XLSX file' }), params: FindingsExportJobParams }),
    z.strictObject({
      kind: z.literal('export.changes').openapi({ description: 'Every change of GET /api/findings/changes for the window and filters, as a CSV or XLSX file' }),
      params: FindingChangesExportJobParams,
    }),
    z.strictObject({
      kind: z.literal('export.compliance').openapi({ description: 'Every item of GET /api/compliance/items for the filters, as a CSV or XLSX file' }),
      params: ComplianceExportJobParams,
    }),
    z.strictObject({
      kind: z.literal('plans.sync').openapi({ description: 'The action-plan cache sync of POST /api/plans/sync (Admin or Standard_User)' }),
      params: z.strictObject({}).optional().openapi({ description: 'None' }),
    }),
  ])
  .openapi('StartJob');

/** Path of one job. */
export const JobParams = z.object({ id: z.string().min(1).max(64).openapi({ description: 'Job id' }) });

/** Headers of GET /api/jobs/{id}/result that resume a download (RFC 9110, 14.2 Range and 13.1.5 If-Range). */
export const JobResultHeaders = z.object({
  range: z.string().max(1024).optional().openapi({
    description:
      'One byte range of the file, e.g. `bytes=1048576-` to go on after the first MiB: answered 206 with Content-Range. Several ranges that do not join into one, another unit or a malformed value: the whole file (200). No byte of the file in it: 416.',
    example: 'bytes=1048576-',
  }),
  'if-range': z.string().max(256).optional().openapi({
    description: "The file's ETag from an earlier answer: the range applies only to that file, otherwise the whole file is sent",
    example: '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"',
  }),
});

/** Query of GET /api/jobs: the caller's jobs (an Admin's every job with `all=true`), newest first; paged. */
export const JobsQuery = z.strictObject({
  all: queryBoolean("true: every user's jobs (Admin only; 403 for others)"),
  ...pageQuery(WORKFLOW_PAGE_SIZES).shape,
});

/** A job as its owner (or an Admin) sees it. */
export const JobBody = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ description: 'export.findings, export.changes, export.compliance or plans.sync' }),
    owner_id: z.string(),
    owner_username: z.string(),
    impersonated_by: z.string().nullable().openapi({ description: 'The Admin (user id) who started it while impersonating the owner' }),
    params: z.record(z.string(), z.unknown()).openapi({ description: 'The parameters as the job runs them (format, filters, order)' }),
    state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
    progress: z
      .object({
        done: z.int(),
        total: z.int().nullable().openapi({ description: 'null while unknown' }),
        unit: z.string().openapi({ description: 'What done and total count, e.g. findings (hosts for plans.sync)' }),
        phase: z.string().openapi({ description: 'What the job does now, e.g. writing rows' }),
      })
      .openapi('JobProgress'),
    attempts: z.int().openapi({ description: 'Runs started: more than 1 after a worker stopped mid-job (at most 3)' }),
    failure_reason: z.string().nullable(),
    result: z
      .object({ name: z.string(), type: z.string(), size: z.int().openapi({ description: 'bytes' }), sha256: z.string().openapi({ description: 'hex' }) })
      .nullable()
      .openapi({ description: 'The result file once the job succeeded (GET /api/jobs/{id}/result)' }),
    result_counts: z.record(z.string(), z.int()).openapi({ description: 'e.g. {"rows": 200000}; a plans.sync job: plans_cached, hosts_known, hosts_read, duration_ms' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    started_at: z.string().nullable().openapi({ format: 'date-time' }),
    finished_at: z.string().nullable().openapi({ format: 'date-time' }),
    expires_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the result is deleted' }),
    result_expired: z.boolean().openapi({ description: 'The result was deleted when it expired (its download answers 410)' }),
  })
  .openapi('Job');

/** A page of jobs, newest first. */
export const JobPageBody = pageOf(JobBody, 'JobPage');

/** The result file as the OpenAPI document shows it. */
export const JobResultFileBody = z.string().openapi({ format: 'binary', description: 'The file (CSV or XLSX), as an attachment' });

/** JSON of a job the dashboard answered. */
export function toJobJson(job: Job__Output): z.output<typeof JobBody> {
  return {
    id: job.id,
    kind: job.kind,
    owner_id: job.owner_id,
    owner_username: job.owner_username,
    impersonated_by: job.impersonated_by ?? null,
    params: JSON.parse(job.params_json || '{}') as Record<string, unknown>,
    state: job.state as z.output<typeof JobBody>['state'],
    progress: { done: job.progress?.done ?? 0, total: job.progress?.total ?? null, unit: job.progress?.unit ?? '', phase: job.progress?.phase ?? '' },
    attempts: job.attempts,
    failure_reason: job.failure_reason ?? null,
    result: job.result_file ? { name: job.result_file.name, type: job.result_file.type, size: job.result_file.size, sha256: job.result_file.sha256 } : null,
    result_counts: job.result_counts,
    created_at: job.created_at,
    started_at: job.started_at ?? null,
    finished_at: job.finished_at ?? null,
    expires_at: job.expires_at ?? null,
    result_expired: job.result_expired,
  };
}
