/**
 * The strong entity tag of a job's result file (GET /api/jobs/{id}/result; RFC 9110, 8.8.3): its SHA-256 (hex) in
 * quotes, the file never changing while it lives. The gateway sends it as `ETag`; the dashboard compares `If-Range`
 * with it (docs/decisions/0028-jobs.md, "Resuming a download").
 */
export function jobResultEntityTag(sha256: string): string {
  return `"${sha256}"`;
}
