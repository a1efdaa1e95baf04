import type { JobHandler } from '@vmdash/jobs';
import { COMPLIANCE_EXPORT_COLUMNS, EXPORT_MEDIA_TYPES, exportFileName, writeTableRows, type ExportedComplianceItem } from '@vmdash/table-export';
import { z } from 'zod';
import type { ComplianceCommands, ComplianceItemView } from '../compliance/compliance.commands';
import { ExportScope } from './findings-export.job';

/** The kind of a compliance export job. */
export const COMPLIANCE_EXPORT_JOB = 'export.compliance';

/**
 * Parameters of a compliance export job: the file format and the filters of GET /api/compliance/items (as ItemFilter
 * without `today`, which is the day the job runs), checked when the job starts and again when it runs.
 */
export const ComplianceExportParams = z.object({
  format: z.enum(['csv', 'xlsx']),
  filter: z
    .object({
      metric_id: z.string().optional(),
      bu_team: z.string().optional(),
      owner: z.string().optional(),
      status: z.string().optional(),
      overdue: z.boolean().optional(),
    })
    .strict()
    // A stored empty filter is not kept by MongoDB's document minimising: absent means no filter.
    .default({}),
});
export type ComplianceExportParams = z.output<typeof ComplianceExportParams>;

/** A compliance item as GET /api/compliance/items answers it (an empty team or an absent date is null). */
function exportedItem(item: ComplianceItemView): ExportedComplianceItem {
  return {
    hostname: item.hostname,
    host_id: item.host_id,
    source: item.source,
    metric_id: item.metric_id,
    bu_team: item.bu_team === '' ? null : item.bu_team,
    owner: item.owner,
    findings_count: item.findings,
    oldest_due_date: item.oldest_due_date,
    days_overdue: item.days_overdue,
    resolution_date: item.resolution_date,
    remediation_plan: item.remediation_plan,
    status: item.status,
    updated_at: item.updated_at.toISOString(),
    sla_policy_version: item.sla_policy_version,
  };
}

/**
 * The compliance export job (docs/decisions/0028-jobs.md): every item GET /api/compliance/items lists for the owner's
 * team scope and filters, in its order, read a batch at a time and written through the one table writer
 * (libs/table-export, the columns of GET /api/exports/compliance.csv, formula cells neutralised) into the job's result
 * file `compliance-<YYYY-MM-DD>.<format>`. Progress counts items; the total is the list's total when the job starts.
 * @throws ZodError when the stored parameters or scope are not a compliance export's (the job fails with it)
 */
export function complianceExportJob(compliance: Pick<ComplianceCommands, 'list' | 'exportAll'>): JobHandler {
  return {
    unit: 'items',
    async run({ job, signal, progress, createResultFile }) {
      const params = ComplianceExportParams.parse(job.params);
      const scope = ExportScope.parse(job.run_as);
      const file = createResultFile(exportFileName('compliance', params.format, job.created_at), EXPORT_MEDIA_TYPES[params.format]);
      progress({ phase: 'writing rows', total: (await compliance.list(scope, params.filter, 1, 1)).total });
      async function* batches() {
        for await (const items of compliance.exportAll(scope, params.filter)) yield items.map(exportedItem);
      }
      const written = await writeTableRows(file.stream, { format: params.format, columns: COMPLIANCE_EXPORT_COLUMNS }, batches(), signal, (rows) => progress({ done: rows }));
      signal.throwIfAborted();
      const stored = await file.done;
      return { file: stored, counts: { rows: written.rows } };
    },
  };
}
