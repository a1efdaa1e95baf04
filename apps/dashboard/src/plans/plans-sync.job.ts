import type { JobHandler } from '@vmdash/jobs';
import { z } from 'zod';
import type { AuditTrail } from '../audit/audit-trail';
import type { ActivePlanSource, PlanCache, PlanSyncCheckpoint } from './plan-cache.commands';

/** The kind of an action-plan cache sync job. */
export const PLANS_SYNC_JOB = 'plans.sync';

/**
 * Parameters of a plans.sync job: none (it reads the whole source PLANS_SOURCE names). MongoDB's document minimising
 * drops the stored empty object: absent means none.
 */
export const PlansSyncParams = z.object({}).strict().default({});

/** The checkpoint a plans.sync job stores after each page (PlanSyncCheckpoint as the job record holds it). */
const StoredCheckpoint = z.object({ generation: z.number().int(), cursor: z.number().int().nullable(), hosts_done: z.number().int().nonnegative() });

function storedCheckpoint(checkpoint: PlanSyncCheckpoint): z.output<typeof StoredCheckpoint> {
  return { generation: checkpoint.generation, cursor: checkpoint.cursor, hosts_done: checkpoint.hostsDone };
}

/** What a plans.sync job needs: the cache, its source, and the audit trail. */
export interface PlansSyncJobDeps {
  cache: Pick<PlanCache, 'sync'>;
  source: ActivePlanSource;
  audit: Pick<AuditTrail, 'record'>;
}

/**
 * The action-plan cache sync as a job (docs/decisions/0028-jobs.md, "Plan sync as a job"; the sync's rules:
 * docs/decisions/0013-action-plan-cache.md): the source is read a page of hosts per call, each page stored under the
 * sync's generation and then its checkpoint stored in the job, so a retried job (its worker died or stopped) resumes
 * after the last stored page; the sweep runs once after the last page, so the cache keeps every plan it served until
 * the whole sync finished. Progress counts hosts, the total the source's when it names one, else the hosts read once
 * done. Audited as plan_cache_sync (entityType plan_cache) with the counts, for the job's owner; the result is counts.
 * @throws what the sync throws (the source's refusal with its text, e.g. the upstream refusing the credentials): the
 *   job fails with it and the cache keeps what it had
 */
export function plansSyncJob(deps: PlansSyncJobDeps): JobHandler {
  return {
    unit: 'hosts',
    // One sync of the one cache at a time: a second would read the whole source again for nothing.
    oneAtATime: true,
    async run({ job, signal, progress, saveCheckpoint }) {
      PlansSyncParams.parse(job.params);
      const stored = job.checkpoint ? StoredCheckpoint.parse(job.checkpoint) : null;
      const from = stored ? { generation: stored.generation, cursor: stored.cursor, hostsDone: stored.hosts_done } : null;
      progress({ phase: 'reading plans', done: from?.hostsDone ?? 0 });
      const result = await deps.cache.sync(deps.source, {
        from,
        signal,
        async onPage(checkpoint, totalHosts) {
          await saveCheckpoint(storedCheckpoint(checkpoint));
          progress({ done: checkpoint.hostsDone, ...(totalHosts === null ? {} : { total: totalHosts }) });
        },
      });
      progress({ phase: 'done', done: result.hostsRead, total: result.hostsRead });
      const counts = { plans_cached: result.plansCached, hosts_known: result.hostsKnown, hosts_read: result.hostsRead, duration_ms: result.durationMs };
      await deps.audit.record({
        action: 'plan_cache_sync',
        userId: job.owner_id,
        username: job.owner_username,
        impersonatedBy: job.impersonated_by,
        entityType: 'plan_cache',
        entityId: null,
        details: { ...counts, job_id: job.id },
        ipAddress: null,
      });
      return { counts };
    },
  };
}
