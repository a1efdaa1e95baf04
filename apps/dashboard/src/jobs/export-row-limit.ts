import { TooLargeError } from '@vmdash/domain';

/**
 * Refuses a streamed export of `total` rows above `maxRows` (EXPORT_STREAM_MAX_ROWS) before its first row: it would not
 * end within the stream's deadline, so the refusal (TooLargeError, 413) names the count and the job that exports any
 * number, `kind` with the same filters (docs/decisions/0028-jobs.md, "One snapshot per export, and streamed exports
 * above a row count").
 * @throws TooLargeError when `total` exceeds `maxRows`
 */
export function refuseTooLargeExport(kind: 'export.findings' | 'export.changes' | 'export.compliance', total: number, maxRows: number): void {
  if (total <= maxRows) return;
  throw new TooLargeError(
    `This export has ${total} rows, more than the ${maxRows} a download answers at once: start it as a job with POST /api/jobs {"kind": "${kind}", "params": {"format": "csv", ...the same filters}} and download its file when it is done`,
  );
}
