import type { Job } from '../app/api/types';

/** A job as GET /api/jobs/{id} answers it: alice's CSV findings export, running 400 of 1,000 findings; `changes` override. */
export function jobOf(changes: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    kind: 'export.findings',
    owner_id: 'u1',
    owner_username: 'alice',
    impersonated_by: null,
    params: { format: 'csv' },
    state: 'running',
    progress: { done: 400, total: 1000, unit: 'findings', phase: 'writing rows' },
    attempts: 1,
    failure_reason: null,
    result: null,
    result_counts: {},
    created_at: '2026-11-27T09:00:00.000Z',
    started_at: '2026-11-27T09:00:01.000Z',
    finished_at: null,
    expires_at: null,
    result_expired: false,
    ...changes,
  };
}

/** The same job once it succeeded: 1,000 of 1,000 findings and its file. */
export function succeededJobOf(changes: Partial<Job> = {}): Job {
  return jobOf({
    state: 'succeeded',
    progress: { done: 1000, total: 1000, unit: 'findings', phase: 'done' },
    result: { name: 'findings-2026-11-27.csv', type: 'text/csv', size: 52_000, sha256: 'ab'.repeat(32) },
    result_counts: { rows: 1000 },
    finished_at: '2026-11-27T09:00:09.000Z',
    expires_at: '2026-11-28T09:00:09.000Z',
    ...changes,
  });
}
