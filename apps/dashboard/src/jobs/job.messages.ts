import type { Job } from '@vmdash/proto';
import type { StoredJob } from '@vmdash/jobs';

/**
 * The Job message of a stored job (dashboard_workflows.proto): what its owner or an Admin sees, never its grant.
 * Times are ISO 8601; `result_expired` once the expiry sweep deleted the result file.
 */
export function toJobMessage(job: StoredJob): Job {
  return {
    id: job.id,
    kind: job.kind,
    owner_id: job.owner_id,
    owner_username: job.owner_username,
    ...(job.impersonated_by ? { impersonated_by: job.impersonated_by } : {}),
    params_json: JSON.stringify(job.params),
    state: job.state,
    progress: { done: job.progress.done, ...(job.progress.total === null ? {} : { total: job.progress.total }), unit: job.progress.unit, phase: job.progress.phase },
    attempts: job.attempts,
    ...(job.failure_reason ? { failure_reason: job.failure_reason } : {}),
    ...(job.result_file ? { result_file: { name: job.result_file.name, type: job.result_file.type, size: job.result_file.size, sha256: job.result_file.sha256 } } : {}),
    result_counts: job.result_counts ?? {},
    created_at: job.created_at.toISOString(),
    ...(job.started_at ? { started_at: job.started_at.toISOString() } : {}),
    ...(job.finished_at ? { finished_at: job.finished_at.toISOString() } : {}),
    ...(job.expires_at ? { expires_at: job.expires_at.toISOString() } : {}),
    result_expired: job.result_deleted_at !== null,
  };
}
