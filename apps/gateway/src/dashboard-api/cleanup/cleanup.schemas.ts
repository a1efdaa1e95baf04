import { CLEANUP_MAX_DAYS, CLEANUP_MIN_DAYS } from '@vmdash/domain';
import { z } from '../../openapi/zod';

/** Texts of the cleanup route. */
export const CLEANUP_TEXTS = {
  invalidDays: `older_than_days must be a whole number of days from ${CLEANUP_MIN_DAYS} to ${CLEANUP_MAX_DAYS}`,
  cleanupFailed: 'Failed to clean up data',
} as const;

/** Body of POST /api/admin/cleanup (docs/decisions/0015: at least 30 days). */
export const CleanupRequest = z
  .strictObject({
    older_than_days: z
      .int()
      .min(CLEANUP_MIN_DAYS)
      .max(CLEANUP_MAX_DAYS)
      .openapi({ description: `Remove records older than this many days (${CLEANUP_MIN_DAYS} or more)`, example: 90 }),
  })
  .openapi('CleanupRequest');

/** What a cleanup removed. */
export const CleanupBody = z
  .object({
    older_than_days: z.int(),
    cutoff: z.string().openapi({ format: 'date-time', description: 'Records older than this were removed' }),
    queue_items_removed: z.int().openapi({ description: 'Completed queue items (completed before the cutoff, in no false-positive submission)' }),
    ticket_links_removed: z.int().openapi({ description: 'Their links to tracker tickets (the tickets stay)' }),
    remediation_notes_removed: z.int().openapi({ description: 'Their remediation notes' }),
    notifications_removed: z.int().openapi({ description: 'Read notifications created before the cutoff' }),
  })
  .openapi('CleanupResult');
