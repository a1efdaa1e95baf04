import type { Job, JobState } from '../../app/api/types';

/** How a job kind reads in the app (the kinds of POST /api/jobs, docs/decisions/0028-jobs.md). */
const KIND_LABELS: Record<string, string> = {
  'export.findings': 'Findings export',
  'export.changes': 'What changed export',
  'export.compliance': 'Compliance export',
  'plans.sync': 'Action plan sync',
};

/** How a job state reads in the app. */
export const STATE_LABELS: Record<JobState, string> = { queued: 'Queued', running: 'Running', succeeded: 'Done', failed: 'Failed', cancelled: 'Cancelled' };

const number = (value: number) => value.toLocaleString('en');

/** The label of a job's kind with its file format, e.g. "Findings export (CSV)"; an unknown kind as the API names it. */
export function kindLabel(job: Pick<Job, 'kind' | 'params'>): string {
  const format = typeof job.params.format === 'string' ? ` (${job.params.format.toUpperCase()})` : '';
  return `${KIND_LABELS[job.kind] ?? job.kind}${format}`;
}

/**
 * The progress of a job in words: its phase, done of total in its unit ("writing rows: 1,200 of 5,000 findings"),
 * only done while the total is unknown (null).
 */
export function progressText({ progress }: Pick<Job, 'progress'>): string {
  const counts = progress.total === null ? `${number(progress.done)} ${progress.unit}` : `${number(progress.done)} of ${number(progress.total)} ${progress.unit}`;
  return progress.phase ? `${progress.phase}: ${counts}` : counts;
}

/**
 * The share of the work done, 0 to 100 (a succeeded job is 100), or undefined while the total is unknown (the bar is
 * then indeterminate).
 */
export function percentDone(job: Pick<Job, 'state' | 'progress'>): number | undefined {
  if (job.state === 'succeeded') return 100;
  const { done, total } = job.progress;
  if (total === null) return undefined;
  if (total === 0) return job.state === 'running' ? 0 : 100;
  return Math.min(100, Math.round((done / total) * 100));
}
