import type { StoredJob } from '@vmdash/jobs';
import type { AuditTrail } from '../audit/audit-trail';
import type { NotificationFeed } from '../notifications/notification-feed';
import type { NotificationRepository } from '../notifications/notification.repository';
import { JOB_KINDS, type JobKind } from './job-kinds';

const FINISHED_TITLES: Record<string, string> = { succeeded: 'finished', failed: 'failed', cancelled: 'was cancelled' };

/** What the end of a job touches. */
export interface JobFinishDeps {
  audit: AuditTrail;
  notifications: Pick<NotificationRepository, 'storeOnce'>;
  feed: Pick<NotificationFeed, 'wake'>;
  now(): Date;
}

/**
 * What happens when one of the dashboard's jobs ended (libs/jobs `onFinished`, docs/decisions/0028-jobs.md): audited as
 * job_finish (kind, state, attempts, the failure reason or the file's size), and its owner notified (type
 * job_finished, id `job:<job id>`, no url: the web app links a tracker issue's url; stored once per job, pushed live
 * to the owner's open feeds on this replica).
 */
export function createJobFinish(deps: JobFinishDeps): (job: StoredJob) => Promise<void> {
  return async (job) => {
    await deps.audit.record({
      action: 'job_finish',
      userId: job.owner_id,
      username: job.owner_username,
      impersonatedBy: job.impersonated_by,
      entityType: 'job',
      entityId: job.id,
      details: {
        kind: job.kind,
        state: job.state,
        attempts: job.attempts,
        ...(job.failure_reason ? { reason: job.failure_reason } : {}),
        ...(job.result_file ? { size: job.result_file.size } : {}),
      },
      ipAddress: null,
    });
    const label = JOB_KINDS[job.kind as JobKind]?.label ?? job.kind;
    const stored = await deps.notifications.storeOnce(
      {
        _id: `job:${job.id}`,
        user_id: job.owner_id,
        type: 'job_finished',
        title: `${label} ${FINISHED_TITLES[job.state] ?? job.state}`,
        message: job.state === 'succeeded' ? `${job.result_file?.name ?? 'The result'} is ready to download` : (job.failure_reason ?? `The job ended ${job.state}`),
        issue_key: null,
        url: null,
        created_at: deps.now(),
      },
      deps.now(),
    );
    if (stored) deps.feed.wake(job.owner_id);
  };
}
