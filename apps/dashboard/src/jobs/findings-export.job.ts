import type { JobHandler } from '@vmdash/jobs';
import { EXPORT_MEDIA_TYPES, exportFileName, FINDING_EXPORT_COLUMNS, writeTableRows } from '@vmdash/table-export';
import { z } from 'zod';
import type { FindingCommands } from '../findings/finding.commands';
import { FINDING_ORDERS } from '../findings/finding';

/** The kind of a findings export job. */
export const FINDINGS_EXPORT_JOB = 'export.findings';
/**
 * The kind of a what-changed export job: the rows of GET /api/findings/changes (the findings filter with its change
 * window and kinds), through the same job as the findings export into `findings-changes-<YYYY-MM-DD>.<format>`.
 */
export const FINDING_CHANGES_EXPORT_JOB = 'export.changes';

/** The base name of the result file of each findings export kind (the streamed export routes' names). */
const FINDINGS_EXPORT_FILE_NAMES = { [FINDINGS_EXPORT_JOB]: 'findings', [FINDING_CHANGES_EXPORT_JOB]: 'findings-changes' } as const;

/**
 * Parameters of a findings export job (and of a what-changed export job): the file format and the filters and order of
 * GET /api/findings (as FindingFilter and FindingOrder; a what-changed export's window and kinds as changedSince,
 * changedUntil and changes), checked when the job starts and again when it runs.
 */
export const FindingsExportParams = z.object({
  format: z.enum(['csv', 'xlsx']),
  filter: z
    .object({
      hostId: z.number().int().optional(),
      hostname: z.string().optional(),
      severity: z.string().optional(),
      kev: z.boolean().optional(),
      owner: z.string().optional(),
      buTeam: z.string().optional(),
      q: z.string().optional(),
      minRiskScore: z.number().optional(),
      riskRating: z.string().optional(),
      source: z.string().optional(),
      hostSource: z.string().optional(),
      statuses: z.array(z.string()).optional(),
      changedSince: z.string().optional(),
      changedUntil: z.string().optional(),
      changes: z.array(z.string()).optional(),
    })
    .strict()
    // A stored empty filter is not kept by MongoDB's document minimising: absent means no filter.
    .default({}),
  order: z.enum(FINDING_ORDERS),
  /** The snapshot the owner's list showed when the job started: every row comes from it (pinned by the start). */
  snapshot_id: z.string().optional(),
});
export type FindingsExportParams = z.output<typeof FindingsExportParams>;

/**
 * Pins a findings export to the snapshot the owner's list shows now (POST /api/jobs; docs/decisions/0028-jobs.md): the
 * parameters with `snapshot_id`, so the job's rows are those the list showed when it started. One small call whatever
 * the estate's size (data-cache's GetServedSnapshots), so the start stays within its deadline.
 * @throws UnavailableError when data-cache cannot answer
 */
export function pinFindingsSnapshot(findings: Pick<FindingCommands, 'currentSnapshot'>) {
  return async (params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const checked = FindingsExportParams.parse(params);
    return { ...checked, snapshot_id: await findings.currentSnapshot() };
  };
}

/** Whose findings a job exports: the team scope of its owner when it started (null: every team, an Admin's choice). */
export const ExportScope = z.object({ teams: z.array(z.string()).nullable() });

/**
 * The findings export job (docs/decisions/0028-jobs.md): every finding GET /api/findings lists for the owner's team
 * scope, filters and order, read from data-cache a page at a time and written through the one table writer
 * (libs/table-export, formula cells neutralised) into the job's result file `findings-<YYYY-MM-DD>.<format>`, with
 * flat memory, every page from the snapshot pinned when the job started (a refresh since fails the job with the reason).
 * Progress counts findings; the total is the list's total at the first page. For `export.changes` the rows are those
 * of GET /api/findings/changes (the parameters carry its window) and the file is `findings-changes-<YYYY-MM-DD>.<format>`.
 * @throws ZodError when the stored parameters or scope are not a findings export's (the job fails with it)
 */
export function findingsExportJob(findings: Pick<FindingCommands, 'exportAll'>, kind: keyof typeof FINDINGS_EXPORT_FILE_NAMES = FINDINGS_EXPORT_JOB): JobHandler {
  return {
    unit: 'findings',
    async run({ job, signal, progress, createResultFile }) {
      const params = FindingsExportParams.parse(job.params);
      const scope = ExportScope.parse(job.run_as);
      const file = createResultFile(exportFileName(FINDINGS_EXPORT_FILE_NAMES[kind], params.format, job.created_at), EXPORT_MEDIA_TYPES[params.format]);
      progress({ phase: 'writing rows' });
      const batches = findings.exportAll(scope, params.filter, params.order, (total) => progress({ total }), params.snapshot_id);
      const written = await writeTableRows(file.stream, { format: params.format, columns: FINDING_EXPORT_COLUMNS }, batches, signal, (rows) => progress({ done: rows }));
      signal.throwIfAborted();
      const stored = await file.done;
      return { file: stored, counts: { rows: written.rows } };
    },
  };
}
