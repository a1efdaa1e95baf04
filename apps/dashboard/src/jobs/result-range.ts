import { jobResultEntityTag } from '@vmdash/domain';
import parseRange from 'range-parser';

/** What part of a job's result file a download answers (GET /api/jobs/{id}/result, docs/decisions/0028-jobs.md, "Resuming a download"). */
export type ResultRange = { kind: 'whole' } | { kind: 'part'; first: number; last: number } | { kind: 'unsatisfiable' };

/**
 * The part of a file of `size` bytes a download asks for with its Range and If-Range headers (RFC 9110, 14.2 and
 * 13.1.5), parsed by range-parser:
 * - no Range, an If-Range that is not the file's entity tag (a date never is: only the tag is offered), a Range that is
 *   malformed, of another unit or of several ranges that do not join into one (a multipart answer is not offered):
 *   the whole file (the server may ignore Range, 14.2);
 * - one range (overlapping or adjacent ranges joined): its first and last byte, inclusive, clipped to the file;
 * - a Range none of whose ranges holds a byte of the file (starting at or after its end, or invalid: last before
 *   first, 14.1.1): unsatisfiable (416).
 */
export function resultRangeOf(size: number, sha256: string, range: string | undefined, ifRange: string | undefined): ResultRange {
  if (!range) return { kind: 'whole' };
  if (ifRange !== undefined && ifRange.trim() !== jobResultEntityTag(sha256)) return { kind: 'whole' };
  const parsed = parseRange(size, range, { combine: true });
  if (parsed === -1) return { kind: 'unsatisfiable' };
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return { kind: 'whole' };
  return { kind: 'part', first: parsed[0].start, last: parsed[0].end };
}
