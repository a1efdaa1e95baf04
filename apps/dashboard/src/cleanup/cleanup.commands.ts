import type { WriteWindow } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import { queueItemSubject, type NoteRepository } from '../notes/note.repository';
import type { NotificationRepository } from '../notifications/notification.repository';
import type { QueueRepository } from '../queue/queue.repository';
import { workflowAuditOf } from '../workflows/workflow-audit';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { cleanupCutoff } from './cleanup.rules';

/** Queue items removed per round: ids, links and notes of one round are one `$in` each. */
const CLEANUP_BATCH = 1000;

/** What a cleanup removed (POST /api/admin/cleanup's answer). */
export interface CleanupReport {
  cutoff: Date;
  queueItems: number;
  ticketLinks: number;
  remediationNotes: number;
  notifications: number;
}

interface CleanupDeps {
  queue: QueueRepository;
  notes: NoteRepository;
  notifications: NotificationRepository;
  audit: AuditTrail;
  usernameOf(userId: string): Promise<string>;
  now(): Date;
}

/** The data cleanup (docs/decisions/0015-exports-and-cleanup.md). */
export interface CleanupCommands {
  /**
   * Removes what is older than `olderThanDays` in the caller's scope: completed queue items (completed before the
   * cutoff, in no false-positive submission) with their ticket links and remediation notes, and read notifications
   * (created before the cutoff). An Admin cleans every user's records (queue items within its team scope), anyone else
   * only their own. Audited once with the counts. Each round checks the write window first, so nothing is removed
   * after the caller's deadline; a cleanup cut short is finished by running it again.
   * @throws ValidationError when olderThanDays is below 30 (cleanupCutoff)
   */
  cleanup(caller: WorkflowCaller, olderThanDays: number, writes: WriteWindow, clientAddress: string | null): Promise<CleanupReport>;
}

export function createCleanupCommands(deps: CleanupDeps): CleanupCommands {
  const audit = workflowAuditOf<'data_cleanup'>(deps, 'dashboard_data');
  return {
    async cleanup(caller, olderThanDays, writes, clientAddress) {
      const cutoff = cleanupCutoff(olderThanDays, deps.now());
      const everyone = caller.group === 'Admin';
      const scope = { userId: everyone ? null : caller.userId, teams: caller.teams };
      const report: CleanupReport = { cutoff, queueItems: 0, ticketLinks: 0, remediationNotes: 0, notifications: 0 };
      for (;;) {
        const ids = await deps.queue.completedBefore(scope, cutoff, CLEANUP_BATCH);
        if (ids.length === 0) break;
        writes.ensureOpen();
        report.remediationNotes += await deps.notes.removeSubjects(ids.map(queueItemSubject));
        const removed = await deps.queue.removeCompleted(ids, cutoff);
        report.queueItems += removed.items;
        report.ticketLinks += removed.links;
        if (ids.length < CLEANUP_BATCH) break;
      }
      writes.ensureOpen();
      report.notifications = await deps.notifications.removeReadBefore(everyone ? null : caller.userId, cutoff);
      await audit(
        caller,
        'data_cleanup',
        null,
        {
          older_than_days: olderThanDays,
          cutoff: cutoff.toISOString(),
          scope: everyone ? { users: 'all', teams: caller.teams ?? 'all' } : { users: 'own' },
          queue_items_removed: report.queueItems,
          ticket_links_removed: report.ticketLinks,
          remediation_notes_removed: report.remediationNotes,
          notifications_removed: report.notifications,
        },
        clientAddress,
      );
      return report;
    },
  };
}
