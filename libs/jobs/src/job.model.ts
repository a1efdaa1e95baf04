import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/** The states of a job (docs/decisions/0028-jobs.md): queued -> running -> succeeded | failed | cancelled. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The states a job never leaves. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];

/**
 * How far a job is: `done` of `total` in the job's `unit` (e.g. 1200 of 200000 "findings"; `total` null while unknown),
 * and `phase`, a short text of what it does now (e.g. "writing rows").
 */
export const JobProgressShape = z.object({
  done: z.number(),
  total: z.number().nullable(),
  unit: z.string(),
  phase: z.string(),
});
export type JobProgress = z.output<typeof JobProgressShape>;

/** The file a job produced: a GridFS file of the `job_results` bucket, its name, media type, size in bytes and SHA-256 (hex). */
export const JobResultFileShape = z.object({
  file_id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type JobResultFile = z.output<typeof JobResultFileShape>;

/**
 * A job record in a service's `jobs` collection (docs/decisions/0006-stored-shapes.md, docs/decisions/0028-jobs.md).
 * `run_as` is what the service needs to act for the owner later (its caller identity at submit time), opaque here.
 */
export const JobShape = z.object({
  _id: z.string(),
  kind: z.string(),
  owner_id: z.string(),
  owner_username: z.string(),
  /** The Admin acting as the owner when the job was started, null otherwise. */
  impersonated_by: z.string().nullable(),
  run_as: z.record(z.string(), z.unknown()),
  /**
   * The job grant its worker sends on its calls to other services (an internal token for the owner that only the RPCs
   * jobs may call admit, docs/decisions/0028-jobs.md "A job's identity"), sealed with the service's key ("The grant at
   * rest"): a credential, never shown or logged, and removed when the job ends. Null for a job that calls no other service.
   */
  grant: z.string().nullable().default(null),
  params: z.record(z.string(), z.unknown()),
  /**
   * Until when the start that stores the job may still commit it, null once committed (or for a start without a
   * deadline). A job with a commit instant is invisible to its owner and not run: the start commits it with a write
   * that matches nothing after that instant, and a job never committed is deleted (docs/decisions/0028-jobs.md, "A job
   * start is cheap and has one outcome").
   */
  commit_by: z.date().nullable().default(null),
  /** The request key of the start's Idempotency-Key (libs/db requestKeyOf of owner and key), null without one. */
  request_key: z.string().nullable().default(null),
  /** The fingerprint of the start under that key (kind and parameters as checked), null without a key. */
  request_fingerprint: z.string().nullable().default(null),
  /**
   * The job's kind while a job of a one-at-a-time kind (JobHandler.oneAtATime) is queued or running, null otherwise and
   * once it ends: a unique index on it keeps a second such job from being stored (docs/decisions/0028-jobs.md, "One
   * job of a kind at a time").
   */
  one_at_a_time: z.string().nullable().default(null),
  state: z.enum(JOB_STATES),
  progress: JobProgressShape,
  /** Runs started: 1 on the first, more after a worker died mid-job (at most JOB_MAX_ATTEMPTS). */
  attempts: z.number().default(0),
  cancel_requested: z.boolean().default(false),
  /**
   * Queued while its owner already runs JOB_LIMITS.runningPerUser jobs: a worker took its message and left it here, and
   * it is offered to the workers again when one of the owner's jobs ends (so it never holds a worker or the queue).
   */
  waiting_for_slot: z.boolean().default(false),
  /** Why the job failed (the handler's error, or the worker dying too often), null otherwise. */
  failure_reason: z.string().nullable(),
  result_file: JobResultFileShape.nullable(),
  /**
   * Where a kind that can resume stopped: what its handler stored with `saveCheckpoint` (e.g. the last page it
   * finished), read by the next attempt after a worker died or stopped; null until it stores one.
   */
  checkpoint: z.record(z.string(), z.unknown()).nullable().default(null),
  /** Counts a job without a file reports, e.g. { hosts: 20000 }. */
  result_counts: z.record(z.string(), z.number()).nullable(),
  created_at: z.date(),
  started_at: z.date().nullable(),
  finished_at: z.date().nullable(),
  /** Last sign of life of the running worker. */
  heartbeat_at: z.date().nullable(),
  /** When the result is deleted (finished_at + the result lifetime). */
  expires_at: z.date().nullable(),
  /** When the expiry sweep deleted the result file; the record stays so its download answers "gone". */
  result_deleted_at: z.date().nullable(),
});
export type JobDocument = z.output<typeof JobShape>;

const jobSchema = mongooseSchemaOf(JobShape, { collection: 'jobs', versionKey: false });
jobSchema.index({ owner_id: 1, state: 1 });
jobSchema.index({ created_at: -1, _id: -1 });
jobSchema.index({ state: 1, expires_at: 1 });
jobSchema.index({ owner_id: 1, waiting_for_slot: 1, created_at: 1 });
jobSchema.index({ request_key: 1 }, { unique: true, partialFilterExpression: { request_key: { $type: 'string' } } });
jobSchema.index({ one_at_a_time: 1 }, { unique: true, partialFilterExpression: { one_at_a_time: { $type: 'string' } } });

/** The jobs model on a service's database. */
export function jobModelOf(connection: Connection): Model<JobDocument> {
  return modelOn(connection, 'Job', jobSchema);
}

/**
 * One of a user's running-job slots (`_id` `<owner_id>:<n>`, n < the per-user limit): a worker takes one by inserting
 * it (the unique `_id` makes the take atomic without transactions) and gives it back when the job finishes.
 */
const JobSlotShape = z.object({ _id: z.string(), owner_id: z.string(), job_id: z.string(), taken_at: z.date() });
export type JobSlotDocument = z.output<typeof JobSlotShape>;
const jobSlotSchema = mongooseSchemaOf(JobSlotShape, { collection: 'job_slots', versionKey: false });
jobSlotSchema.index({ job_id: 1 });
jobSlotSchema.index({ owner_id: 1 });

/** The running-slot model on a service's database. */
export function jobSlotModelOf(connection: Connection): Model<JobSlotDocument> {
  return modelOn(connection, 'JobSlot', jobSlotSchema);
}
