import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { requestFingerprintOf, requestKeyOf } from '@vmdash/identity';
import { ConflictError, GoneError, IDEMPOTENCY_KEY_IN_USE, idempotencyKeyReused, PermissionDeniedError, UnauthenticatedError, ValidationError } from '@vmdash/domain';
import { FINISHED_JOB_STATES, type JobResultFile, type Jobs, type JobViewer, type StoredJob } from '@vmdash/jobs';
import type { StartJobRequest__Output } from '@vmdash/proto';
import type { AuditTrail } from '../audit/audit-trail';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { workflowAuditOf } from '../workflows/workflow-audit';
import { JOB_KINDS, type JobKind } from './job-kinds';
import { resultRangeOf, type ResultRange } from './result-range';

/** Texts of the job refusals the owner sees (docs/decisions/0028-jobs.md). */
export const JOB_COMMAND_TEXTS = {
  unknownKind: `Unknown job kind: use one of ${Object.keys(JOB_KINDS).join(', ')}`,
  notReady: (state: string) => `The job has no result yet (it is ${state}); download it once it succeeded`,
  noResult: (state: string) => `The job ended ${state} and has no result`,
  expired: 'The result of this job expired and was deleted; start the job again',
  listAllAdminOnly: 'Only an Admin may list every job',
  kindNotAllowed: (kind: string, groups: readonly string[]) => `Insufficient permissions: a ${kind} job needs ${groups.join(' or ')}`,
} as const;

/** What the job routes need of the dashboard's jobs. */
export interface JobCommandDeps {
  jobs: Pick<Jobs, 'submit' | 'store' | 'results'>;
  audit: AuditTrail;
  usernameOf(userId: string): Promise<string>;
  now(): Date;
  /** How often a watcher reads its job's record, ms. */
  watchIntervalMs: number;
  /**
   * What a kind fixes when its job starts, by kind: the parameters with e.g. the snapshot the owner's list shows now
   * (export.findings and export.changes, pinFindingsSnapshot), so the job's rows are those of that moment.
   */
  pins?: Partial<Record<string, (params: Record<string, unknown>) => Promise<Record<string, unknown>>>>;
}

/** The job routes' commands (docs/decisions/0028-jobs.md): start, read, watch, cancel, download. */
export interface JobCommands {
  /**
   * Starts a job for the caller (queued; 202 at the gateway) from the start the gateway forwarded: the kind, its
   * parameters (the kind checks them) and the job grant the gateway signed (docs/decisions/0028-jobs.md, "A job's
   * identity"; stored with the job only). Audited as job_start. The start has one outcome (docs/decisions/0028-jobs.md,
   * "A job start is cheap and has one outcome"): the job is committed within the call's write window or not at all,
   * and a start with the Idempotency-Key of an earlier one by the same user and the same request answers that job.
   * @throws ValidationError for an unknown kind or parameters the kind refuses, or a key used with another request
   *   (422 at ["header","Idempotency-Key"]); PermissionDeniedError when the caller's group may not start the kind
   *   (plans.sync: the groups of POST /api/plans/sync); ResourceExhaustedError beyond the caller's queued jobs (429);
   *   UnauthenticatedError when the gateway sent no grant; DeadlineExceededError once the write window closed;
   *   ConflictError while the start with the same key is still running
   */
  start(caller: WorkflowCaller, request: StartJobRequest__Output, clientAddress: string | null): Promise<StoredJob>;
  /** One page of the caller's jobs (every job with `all`, an Admin only), newest first. @throws PermissionDeniedError for `all` from another group */
  list(caller: WorkflowCaller, all: boolean, page: number, pageSize: number): Promise<{ jobs: StoredJob[]; total: number }>;
  /** The job. @throws NotFoundError for another user's job (an Admin sees every job) */
  get(caller: WorkflowCaller, jobId: string): Promise<StoredJob>;
  /** The job at once, then each change of it, until it ended or `signal` aborts. @throws NotFoundError as `get` */
  watch(caller: WorkflowCaller, jobId: string, signal: AbortSignal): AsyncGenerator<StoredJob>;
  /** Cancels a queued job, or asks its worker to stop, audited as job_cancel. @throws NotFoundError as `get`; ConflictError once it ended */
  cancel(caller: WorkflowCaller, jobId: string, clientAddress: string | null): Promise<StoredJob>;
  /**
   * The result file of a succeeded job and its bytes (all, or the part the client's Range and If-Range headers ask for:
   * resultRangeOf), audited as job_download (with the range when a part); an unsatisfiable range answers no bytes and
   * audits nothing.
   * @throws NotFoundError as `get`; ConflictError before the job succeeded (or when it ended without one); GoneError once it expired
   */
  result(
    caller: WorkflowCaller,
    jobId: string,
    clientAddress: string | null,
    headers?: { range?: string; ifRange?: string },
  ): Promise<{ file: JobResultFile; range: ResultRange; bytes: Readable | null }>;
}

function viewerOf(caller: WorkflowCaller): JobViewer {
  return { user_id: caller.userId, sees_all: caller.group === 'Admin' };
}

/** The job commands over the dashboard's jobs (libs/jobs). */
export function createJobCommands(deps: JobCommandDeps): JobCommands {
  const audit = workflowAuditOf<'job_start' | 'job_cancel' | 'job_download'>(deps, 'job');
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
  return {
    async start(caller, request, clientAddress) {
      const kind = JOB_KINDS[request.kind as JobKind];
      if (!kind) throw new ValidationError(JOB_COMMAND_TEXTS.unknownKind, [{ loc: ['body', 'kind'], msg: JOB_COMMAND_TEXTS.unknownKind, type: 'enum' }]);
      if (!request.job_grant) throw new UnauthenticatedError('A job start needs the job grant the gateway signs');
      const groups: readonly string[] | undefined = 'groups' in kind ? kind.groups : undefined;
      if (groups && !groups.includes(caller.group)) throw new PermissionDeniedError(JOB_COMMAND_TEXTS.kindNotAllowed(request.kind, groups));
      const checked = kind.params(request);
      const requestKey = request.idempotency_key ? requestKeyOf(caller.userId, request.idempotency_key) : null;
      const fingerprint = requestKey ? requestFingerprintOf(request.kind, checked) : null;
      if (requestKey) {
        const earlier = await deps.jobs.store.findByRequestKey(requestKey, deps.now());
        if (earlier && earlier.request_fingerprint !== fingerprint) throw idempotencyKeyReused();
        if (earlier && !earlier.commit_by) return earlier;
        // A start with the key that can no longer commit its job gives the key up; one that still can holds it.
        if (earlier && !(await deps.jobs.store.dropExpiredUncommitted(earlier.id))) throw new ConflictError(IDEMPOTENCY_KEY_IN_USE);
      }
      const pin = deps.pins?.[request.kind];
      const params = pin ? await pin(checked) : checked;
      caller.writes.ensureOpen();
      const job = await deps.jobs.submit({
        id: randomUUID(),
        kind: request.kind,
        owner_id: caller.userId,
        owner_username: await deps.usernameOf(caller.userId),
        impersonated_by: caller.actorId,
        run_as: { teams: caller.teams === null ? null : [...caller.teams] },
        grant: request.job_grant,
        params,
        commit_by: caller.writes.commitBy,
        request_key: requestKey,
        request_fingerprint: fingerprint,
      });
      await audit(caller, 'job_start', job.id, { kind: job.kind, ...params }, clientAddress);
      return job;
    },
    async list(caller, all, page, pageSize) {
      if (all && caller.group !== 'Admin') throw new PermissionDeniedError(JOB_COMMAND_TEXTS.listAllAdminOnly);
      return deps.jobs.store.list(all ? viewerOf(caller) : { user_id: caller.userId, sees_all: false }, page, pageSize);
    },
    get: (caller, jobId) => deps.jobs.store.get(jobId, viewerOf(caller)),
    async *watch(caller, jobId, signal) {
      let last = '';
      while (!signal.aborted) {
        const job = await deps.jobs.store.get(jobId, viewerOf(caller));
        const seen = JSON.stringify([job.state, job.progress, job.attempts, job.result_deleted_at]);
        if (seen !== last) {
          last = seen;
          yield job;
        }
        if (FINISHED_JOB_STATES.includes(job.state)) return;
        await sleep(deps.watchIntervalMs, signal);
      }
    },
    async cancel(caller, jobId, clientAddress) {
      const job = await deps.jobs.store.requestCancel(jobId, viewerOf(caller), deps.now());
      await audit(caller, 'job_cancel', job.id, { kind: job.kind, state: job.state }, clientAddress);
      return job;
    },
    async result(caller, jobId, clientAddress, headers = {}) {
      const job = await deps.jobs.store.get(jobId, viewerOf(caller));
      if (job.result_deleted_at) throw new GoneError(JOB_COMMAND_TEXTS.expired);
      if (job.state !== 'succeeded') throw new ConflictError(FINISHED_JOB_STATES.includes(job.state) ? JOB_COMMAND_TEXTS.noResult(job.state) : JOB_COMMAND_TEXTS.notReady(job.state));
      const file = job.result_file;
      if (!file) throw new ConflictError(JOB_COMMAND_TEXTS.noResult(job.state));
      const range = resultRangeOf(file.size, file.sha256, headers.range, headers.ifRange);
      if (range.kind === 'unsatisfiable') return { file, range, bytes: null };
      const part = range.kind === 'part' ? { range: `bytes=${range.first}-${range.last}` } : {};
      await audit(caller, 'job_download', job.id, { kind: job.kind, size: file.size, sha256: file.sha256, ...part }, clientAddress);
      const bytes = deps.jobs.results.open(file.file_id, range.kind === 'part' ? { start: range.first, end: range.last + 1 } : undefined);
      return { file, range, bytes };
    },
  };
}
