import { committableBefore, findPage, storedFieldsOf } from '@vmdash/db';
import { ConflictError, IDEMPOTENCY_KEY_IN_USE, IDEMPOTENCY_RETENTION_MS, NotFoundError, ResourceExhaustedError } from '@vmdash/domain';
import { trusted, type Connection, type Model } from 'mongoose';
import { z } from 'zod';
import { jobModelOf, jobSlotModelOf, JobShape, type JobDocument, type JobProgress, type JobResultFile, type JobSlotDocument } from './job.model';

/** Per-user bounds of jobs (docs/decisions/0028-jobs.md, "Bounds"). */
export const JOB_LIMITS = {
  /** Jobs of one user running at once; more wait queued. */
  runningPerUser: 2,
  /** Jobs of one user waiting to run; a start beyond is refused (429). */
  queuedPerUser: 10,
  /** Runs of one job: the first and two retries after a worker died mid-job; then it fails with the reason. */
  attempts: 3,
} as const;

/** A job as the rest of a service sees it: `_id` as `id` (a plain object; mongoose stays in here). */
const StoredJobShape = JobShape.omit({ _id: true }).extend({ id: z.string() });
export type StoredJob = z.output<typeof StoredJobShape>;

/** Who looks at jobs: a user sees their own; `sees_all` (an Admin) sees every job. */
export interface JobViewer {
  user_id: string;
  sees_all: boolean;
}

/** A job to start. */
export interface NewJob {
  id: string;
  kind: string;
  owner_id: string;
  owner_username: string;
  impersonated_by: string | null;
  run_as: Record<string, unknown>;
  /** The job grant its worker calls other services with (plain as given to Jobs.submit, sealed as stored: JobGrantSealing), or null. */
  grant: string | null;
  params: Record<string, unknown>;
  /** The progress it shows while queued (its unit; done 0, total unknown). */
  unit: string;
  /**
   * The instant its start must commit it by (the call's WriteWindow.commitBy; JobShape.commit_by): stored invisible
   * and committed by `commit`; null or absent: visible at once.
   */
  commit_by?: Date | null;
  /** The start's request key and fingerprint under its Idempotency-Key (JobShape.request_key), null or absent without one. */
  request_key?: string | null;
  request_fingerprint?: string | null;
  /** True for a kind of which one job at most may be queued or running at once (JobShape.one_at_a_time). */
  one_at_a_time?: boolean;
}

/** Texts of the refusals a job start or change can get (shown to the user as the dashboard API's `error`). */
export const JOB_TEXTS = {
  notFound: 'Job not found',
  tooManyQueued: `Too many jobs waiting: at most ${JOB_LIMITS.queuedPerUser} of your jobs may be queued; wait for one to start or cancel one`,
  alreadyFinished: 'The job has already finished',
  alreadyUnderWay: (kind: string) => `Another ${kind} job is already queued or running; wait for it to end`,
} as const;

/** The job records of a service and the slots of its running jobs. */
export interface JobStore {
  /**
   * Stores a queued job (invisible until committed when it has a `commit_by`).
   * @throws ResourceExhaustedError when the owner has JOB_LIMITS.queuedPerUser jobs queued already; ConflictError
   *   IDEMPOTENCY_KEY_IN_USE when another start holds its request key, or JOB_TEXTS.alreadyUnderWay when the job is
   *   `one_at_a_time` and a job of its kind is queued or running (or stored by a start that can still commit it)
   */
  insert(job: NewJob, now: Date): Promise<StoredJob>;
  /** Deletes a job that was never queued for a worker (its start failed). */
  remove(jobId: string): Promise<void>;
  /**
   * Commits a job stored with a commit instant: true when it happened before that instant (MongoDB's clock, the
   * `committableBefore` condition of docs/decisions/0008-writes-have-one-outcome.md); false after it: never committed.
   */
  commit(jobId: string, commitBy: Date): Promise<boolean>;
  /** Deletes the job if it is still not committed (its start failed; a commit landing later matches nothing). */
  discardUncommitted(jobId: string): Promise<void>;
  /** Deletes the job if it is not committed and its commit instant has passed (MongoDB's clock): true when deleted. */
  dropExpiredUncommitted(jobId: string): Promise<boolean>;
  /** Deletes every job whose start can no longer commit it (the start's process died); resolves with how many. */
  dropAllExpiredUncommitted(): Promise<number>;
  /** The job a start with this request key stored within IDEMPOTENCY_RETENTION_MS before `now` (committed or not), or null. */
  findByRequestKey(requestKey: string, now: Date): Promise<StoredJob | null>;
  /** The job, or null. */
  find(jobId: string): Promise<StoredJob | null>;
  /** The job when `viewer` may see it. @throws NotFoundError when there is none or it is another user's */
  get(jobId: string, viewer: JobViewer): Promise<StoredJob>;
  /** One page (1-based) of the jobs `viewer` sees, newest first, and how many there are. */
  list(viewer: JobViewer, page: number, pageSize: number): Promise<{ jobs: StoredJob[]; total: number }>;
  /**
   * Cancels a queued job at once (state cancelled) or asks the worker of a running one to stop.
   * @throws NotFoundError as `get`; ConflictError when the job has finished
   */
  requestCancel(jobId: string, viewer: JobViewer, now: Date): Promise<StoredJob>;
  /** Takes one of the owner's running slots for the job (or finds the one it already holds); false when all are taken. */
  takeSlot(job: StoredJob, now: Date): Promise<boolean>;
  /** Gives back the slot the job holds, if any. */
  releaseSlot(jobId: string): Promise<void>;
  /** True while the owner holds fewer than JOB_LIMITS.runningPerUser slots. */
  hasFreeSlot(ownerId: string): Promise<boolean>;
  /** Leaves a queued job waiting for one of its owner's slots (its message is acknowledged). */
  markWaiting(jobId: string): Promise<void>;
  /** Takes the owner's oldest job waiting for a slot out of waiting and returns it, or null when none waits. */
  nextWaiting(ownerId: string): Promise<StoredJob | null>;
  /** Owners with jobs waiting for a slot (the sweep offers them again, in case a wake-up was lost). */
  ownersWaiting(limit: number): Promise<string[]>;
  /** Marks a queued or interrupted job running for one more attempt; null when it is no longer queued or running. */
  startAttempt(jobId: string, now: Date): Promise<StoredJob | null>;
  /** Stores progress and the heartbeat of a running job; resolves with whether a cancel was asked for. */
  heartbeat(jobId: string, progress: JobProgress | null, now: Date): Promise<{ cancelRequested: boolean }>;
  /** Stores the checkpoint of a running job (what its next attempt resumes from); false when it is no longer running. */
  saveCheckpoint(jobId: string, checkpoint: Record<string, unknown>): Promise<boolean>;
  /** Ends a running job: succeeded with its file or counts (the result expires at `expiresAt`). False when it was no longer running. */
  succeed(jobId: string, result: { file: JobResultFile | null; counts: Record<string, number> | null }, now: Date, expiresAt: Date): Promise<boolean>;
  /** Ends a queued or running job as failed with `reason`. */
  fail(jobId: string, reason: string, now: Date): Promise<void>;
  /** Ends a running job as cancelled (its worker stopped after a cancel). */
  markCancelled(jobId: string, now: Date): Promise<void>;
  /** Puts a running job back in the queue without counting the attempt (its worker is shutting down). */
  requeue(jobId: string): Promise<void>;
  /** Succeeded jobs whose result expired at `now` and whose file is not deleted yet, oldest first (at most `limit`). */
  expired(now: Date, limit: number): Promise<StoredJob[]>;
  /** Records that the expired result of a job was deleted. */
  markResultDeleted(jobId: string, now: Date): Promise<void>;
  /** Running jobs with no sign of life since `before` (their worker and its redelivery are gone), at most `limit`. */
  silentSince(before: Date, limit: number): Promise<StoredJob[]>;
}

function toStoredJob(doc: JobDocument): StoredJob {
  return storedFieldsOf(StoredJobShape, { ...doc, id: doc._id });
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number }).code === 11000;
}

/** What a job's end clears: its grant (a credential) and its hold on a one-at-a-time kind. */
const ENDED = { grant: null, one_at_a_time: null } as const;

/** The job store on `connection`'s `jobs` and `job_slots` collections. Operators built here (never from input) are marked trusted. */
export function createJobStore(connection: Connection): JobStore {
  const jobs: Model<JobDocument> = jobModelOf(connection);
  const slots: Model<JobSlotDocument> = jobSlotModelOf(connection);
  // A job its start has not committed is nobody's to see (JobShape.commit_by); a missing field counts as committed.
  const visible = (viewer: JobViewer) => (viewer.sees_all ? { commit_by: null } : { owner_id: viewer.user_id, commit_by: null });
  const uncommittedPast = { commit_by: trusted({ $ne: null }), $expr: trusted({ $gte: ['$$NOW', '$commit_by'] }) };
  const findVisible = async (jobId: string, viewer: JobViewer) => {
    const doc = await jobs.findOne({ _id: jobId, ...visible(viewer) }).lean<JobDocument>();
    if (!doc) throw new NotFoundError(JOB_TEXTS.notFound);
    return doc;
  };

  return {
    async insert(job, now) {
      const queued = await jobs.countDocuments({ owner_id: job.owner_id, state: 'queued' });
      if (queued >= JOB_LIMITS.queuedPerUser) throw new ResourceExhaustedError(JOB_TEXTS.tooManyQueued);
      const doc: JobDocument = {
        _id: job.id,
        kind: job.kind,
        owner_id: job.owner_id,
        owner_username: job.owner_username,
        impersonated_by: job.impersonated_by,
        run_as: job.run_as,
        grant: job.grant,
        params: job.params,
        commit_by: job.commit_by ?? null,
        request_key: job.request_key ?? null,
        request_fingerprint: job.request_fingerprint ?? null,
        one_at_a_time: job.one_at_a_time ? job.kind : null,
        state: 'queued',
        progress: { done: 0, total: null, unit: job.unit, phase: 'queued' },
        attempts: 0,
        cancel_requested: false,
        waiting_for_slot: false,
        failure_reason: null,
        result_file: null,
        checkpoint: null,
        result_counts: null,
        created_at: now,
        started_at: null,
        finished_at: null,
        heartbeat_at: null,
        expires_at: null,
        result_deleted_at: null,
      };
      // A one-at-a-time kind is held by the job of a start that died before committing it until its commit instant
      // passed: such a holder is dropped and the insert tried once more.
      for (let attempt = 1; ; attempt++) {
        try {
          await jobs.create(doc);
          return toStoredJob(doc);
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const index = Object.keys((error as { keyPattern?: Record<string, number> }).keyPattern ?? {});
          if (index.includes('request_key')) throw new ConflictError(IDEMPOTENCY_KEY_IN_USE);
          if (!index.includes('one_at_a_time')) throw error;
          const dropped = attempt === 1 && (await jobs.deleteOne({ one_at_a_time: doc.one_at_a_time, ...uncommittedPast })).deletedCount === 1;
          if (!dropped) throw new ConflictError(JOB_TEXTS.alreadyUnderWay(job.kind));
        }
      }
    },
    async remove(jobId) {
      await jobs.deleteOne({ _id: jobId });
    },
    async commit(jobId, commitBy) {
      const update = await jobs.updateOne({ _id: jobId, commit_by: trusted({ $ne: null }), ...committableBefore(commitBy) }, { $set: { commit_by: null } });
      return update.modifiedCount === 1;
    },
    async discardUncommitted(jobId) {
      await jobs.deleteOne({ _id: jobId, commit_by: trusted({ $ne: null }) });
    },
    async dropExpiredUncommitted(jobId) {
      return (await jobs.deleteOne({ _id: jobId, ...uncommittedPast })).deletedCount === 1;
    },
    async dropAllExpiredUncommitted() {
      return (await jobs.deleteMany(uncommittedPast)).deletedCount;
    },
    async findByRequestKey(requestKey, now) {
      const doc = await jobs.findOne({ request_key: requestKey }).lean<JobDocument>();
      if (!doc) return null;
      if (doc.created_at.getTime() > now.getTime() - IDEMPOTENCY_RETENTION_MS) return toStoredJob(doc);
      // Kept longer than a key lives: the key names a new request now.
      await jobs.updateOne({ _id: doc._id, request_key: requestKey }, { $set: { request_key: null, request_fingerprint: null } });
      return null;
    },
    async find(jobId) {
      const doc = await jobs.findOne({ _id: jobId }).lean<JobDocument>();
      return doc ? toStoredJob(doc) : null;
    },
    async get(jobId, viewer) {
      return toStoredJob(await findVisible(jobId, viewer));
    },
    async list(viewer, page, pageSize) {
      const { docs, total } = await findPage(jobs, visible(viewer), { created_at: -1, _id: -1 }, page, pageSize);
      return { jobs: docs.map(toStoredJob), total };
    },
    async requestCancel(jobId, viewer, now) {
      await findVisible(jobId, viewer);
      const cancelled = await jobs
        .findOneAndUpdate(
          { _id: jobId, state: 'queued' },
          { $set: { state: 'cancelled', cancel_requested: true, finished_at: now, ...ENDED, 'progress.phase': 'cancelled' } },
          { returnDocument: 'after' },
        )
        .lean<JobDocument>();
      if (cancelled) return toStoredJob(cancelled);
      const asked = await jobs.findOneAndUpdate({ _id: jobId, state: 'running' }, { $set: { cancel_requested: true } }, { returnDocument: 'after' }).lean<JobDocument>();
      if (asked) return toStoredJob(asked);
      throw new ConflictError(JOB_TEXTS.alreadyFinished);
    },
    async takeSlot(job, now) {
      if (await slots.exists({ job_id: job.id })) return true;
      for (let n = 0; n < JOB_LIMITS.runningPerUser; n++) {
        try {
          await slots.create({ _id: `${job.owner_id}:${n}`, owner_id: job.owner_id, job_id: job.id, taken_at: now });
          return true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      }
      return false;
    },
    async releaseSlot(jobId) {
      await slots.deleteMany({ job_id: jobId });
    },
    async hasFreeSlot(ownerId) {
      return (await slots.countDocuments({ owner_id: ownerId })) < JOB_LIMITS.runningPerUser;
    },
    async markWaiting(jobId) {
      await jobs.updateOne({ _id: jobId, state: 'queued' }, { $set: { waiting_for_slot: true } });
    },
    async nextWaiting(ownerId) {
      const doc = await jobs
        .findOneAndUpdate({ owner_id: ownerId, state: 'queued', waiting_for_slot: true }, { $set: { waiting_for_slot: false } }, { sort: { created_at: 1, _id: 1 }, returnDocument: 'after' })
        .lean<JobDocument>();
      return doc ? toStoredJob(doc) : null;
    },
    async ownersWaiting(limit) {
      const owners = await jobs.distinct('owner_id', { state: 'queued', waiting_for_slot: true });
      return owners.slice(0, limit);
    },
    async startAttempt(jobId, now) {
      const doc = await jobs
        .findOneAndUpdate(
          { _id: jobId, state: trusted({ $in: ['queued', 'running'] }) },
          { $set: { state: 'running', started_at: now, heartbeat_at: now, 'progress.done': 0, 'progress.phase': 'starting' }, $inc: { attempts: 1 } },
          { returnDocument: 'after' },
        )
        .lean<JobDocument>();
      return doc ? toStoredJob(doc) : null;
    },
    async heartbeat(jobId, progress, now) {
      const doc = await jobs
        .findOneAndUpdate({ _id: jobId, state: 'running' }, { $set: { heartbeat_at: now, ...(progress ? { progress } : {}) } }, { returnDocument: 'after', projection: { cancel_requested: 1 } })
        .lean<Pick<JobDocument, 'cancel_requested'>>();
      // A job that is no longer running (cancelled while queued, failed by a sweep) stops like a cancelled one.
      return { cancelRequested: doc ? doc.cancel_requested : true };
    },
    async saveCheckpoint(jobId, checkpoint) {
      const update = await jobs.updateOne({ _id: jobId, state: 'running' }, { $set: { checkpoint } });
      return update.matchedCount === 1;
    },
    async succeed(jobId, result, now, expiresAt) {
      const update = await jobs.updateOne(
        { _id: jobId, state: 'running' },
        { $set: { state: 'succeeded', result_file: result.file, result_counts: result.counts, finished_at: now, expires_at: expiresAt, ...ENDED, 'progress.phase': 'done' } },
      );
      return update.modifiedCount === 1;
    },
    async fail(jobId, reason, now) {
      await jobs.updateOne(
        { _id: jobId, state: trusted({ $in: ['queued', 'running'] }) },
        { $set: { state: 'failed', failure_reason: reason, finished_at: now, ...ENDED, 'progress.phase': 'failed' } },
      );
    },
    async markCancelled(jobId, now) {
      await jobs.updateOne({ _id: jobId, state: 'running' }, { $set: { state: 'cancelled', finished_at: now, ...ENDED, 'progress.phase': 'cancelled' } });
    },
    async requeue(jobId) {
      await jobs.updateOne({ _id: jobId, state: 'running' }, { $set: { state: 'queued', heartbeat_at: null, 'progress.done': 0, 'progress.phase': 'queued' }, $inc: { attempts: -1 } });
    },
    async expired(now, limit) {
      const docs = await jobs
        .find({ state: 'succeeded', expires_at: trusted({ $lte: now }), result_deleted_at: null })
        .sort({ expires_at: 1 })
        .limit(limit)
        .lean<JobDocument[]>();
      return docs.map(toStoredJob);
    },
    async markResultDeleted(jobId, now) {
      await jobs.updateOne({ _id: jobId }, { $set: { result_deleted_at: now } });
    },
    async silentSince(before, limit) {
      const docs = await jobs
        .find({ state: 'running', heartbeat_at: trusted({ $lt: before }) })
        .limit(limit)
        .lean<JobDocument[]>();
      return docs.map(toStoredJob);
    },
  };
}
