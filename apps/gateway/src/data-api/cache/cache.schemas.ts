import type { RefreshReport__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

/** Outcome of a cache refresh: counts, skipped records by reason, and timing. */
export const RefreshReportRecord = z
  .object({
    source: z.string().openapi({ description: 'alpha or beta' }),
    snapshot_id: z.string().openapi({ description: 'Id of the snapshot now serving' }),
    assets: z.int(),
    findings: z.int(),
    skipped: z.array(z.object({ reason: z.string(), count: z.int() })).openapi({ description: 'Records left out, counted by reason' }),
    skipped_total: z.int(),
    duration_ms: z.int(),
    started_at: z.string(),
    finished_at: z.string(),
    synthetic: z.boolean().openapi({ description: 'True when the snapshot is the generated demo dataset, not scanner exports' }),
    joined_in_flight: z.boolean().openapi({ description: 'True when this call joined a refresh that was already running' }),
  })
  .openapi('RefreshReport');

/** JSON of a refresh report. */
export function toRefreshReportJson(report: RefreshReport__Output): z.output<typeof RefreshReportRecord> {
  return {
    source: report.source,
    snapshot_id: report.snapshot_id,
    assets: report.assets,
    findings: report.findings,
    skipped: report.skipped.map(({ reason, count }) => ({ reason, count })),
    skipped_total: report.skipped_total,
    duration_ms: report.duration_ms,
    started_at: report.started_at,
    finished_at: report.finished_at,
    synthetic: report.synthetic,
    joined_in_flight: report.joined_in_flight,
  };
}
