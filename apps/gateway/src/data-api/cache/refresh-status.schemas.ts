import type { RefreshProgress__Output, RefreshStatus__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

const count = z.int().min(0);

/** The last refresh of one source (docs/decisions/0028-jobs.md, Refresh progress). */
const RefreshProgressRecord = z
  .object({
    source: z.enum(['alpha', 'beta']),
    state: z.enum(['running', 'succeeded', 'failed']).openapi({ description: 'running while a replica refreshes; then how it ended' }),
    phase: z
      .enum(['reading_sources', 'scoring', 'storing', 'updating_lifecycle', 'activating', 'done'])
      .openapi({ description: 'The step: reading the scanner exports, scoring the findings, storing the snapshot, updating the finding lifecycle, activating it; done once it serves' }),
    files_read: count.openapi({ description: 'Scanner export files read so far (0 of 0 for the generated demo dataset)' }),
    files_total: count.openapi({ description: 'Scanner export files found' }),
    hosts: count.openapi({ description: 'Hosts (assets) merged so far' }),
    findings: count.openapi({ description: 'Findings read so far' }),
    started_at: z.string().openapi({ description: 'ISO 8601 UTC' }),
    updated_at: z.string().openapi({ description: 'When the progress was last written (ISO 8601 UTC)' }),
    finished_at: z.string().nullable(),
    snapshot_id: z.string().nullable().openapi({ description: 'The snapshot the refresh activated (succeeded only)' }),
    error: z.string().nullable().openapi({ description: 'Why it failed (failed only; the previous snapshot keeps serving)' }),
  })
  .openapi('RefreshProgress');

/** GET /cache/refresh-status: the last refresh of each source, null for a source never refreshed. */
export const RefreshStatusRecord = z
  .object({ alpha: RefreshProgressRecord.nullable(), beta: RefreshProgressRecord.nullable() })
  .openapi('RefreshStatus', { description: 'The running or last refresh of each source; null when the source was never refreshed' });

/** JSON of one source's progress (unset optionals become null). */
function toProgressJson(progress: RefreshProgress__Output): z.output<typeof RefreshProgressRecord> {
  return {
    source: progress.source as 'alpha' | 'beta',
    state: progress.state as 'running' | 'succeeded' | 'failed',
    phase: progress.phase as z.output<typeof RefreshProgressRecord>['phase'],
    files_read: progress.files_read,
    files_total: progress.files_total,
    hosts: progress.hosts,
    findings: progress.findings,
    started_at: progress.started_at,
    updated_at: progress.updated_at,
    finished_at: progress.finished_at ?? null,
    snapshot_id: progress.snapshot_id ?? null,
    error: progress.error ?? null,
  };
}

/** JSON of the refresh status. */
export function toRefreshStatusJson(status: RefreshStatus__Output): z.output<typeof RefreshStatusRecord> {
  return { alpha: status.alpha ? toProgressJson(status.alpha) : null, beta: status.beta ? toProgressJson(status.beta) : null };
}
