import { CLEANUP_MAX_DAYS, CLEANUP_MIN_DAYS, ValidationError } from '@vmdash/domain';

/** A day in ms. */
const DAY_MS = 86_400_000;

/**
 * The instant before which records are old enough for the cleanup: `olderThanDays` whole days before `now`.
 * @throws ValidationError when olderThanDays is not a whole number from CLEANUP_MIN_DAYS (30, docs/decisions/0015 "Data cleanup")
 *   to CLEANUP_MAX_DAYS (the gateway refuses first; defence in depth)
 */
export function cleanupCutoff(olderThanDays: number, now: Date): Date {
  if (!Number.isInteger(olderThanDays) || olderThanDays < CLEANUP_MIN_DAYS || olderThanDays > CLEANUP_MAX_DAYS) {
    throw new ValidationError(`older_than_days must be ${CLEANUP_MIN_DAYS} to ${CLEANUP_MAX_DAYS}`, [{ loc: ['body', 'older_than_days'], msg: 'out of range', type: 'value_error' }]);
  }
  return new Date(now.getTime() - olderThanDays * DAY_MS);
}
