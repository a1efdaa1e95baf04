import { randomUUID } from 'node:crypto';
import { DeadlineExceededError, UnavailableError, ValidationError } from '@vmdash/domain';
import { isGrpcError } from '@vmdash/grpc';
import { runWithRequestContext, type Logger } from '@vmdash/observability';
import type { Connection } from 'mongoose';
import { AckPolicy, JSONCodec, nanos, RetentionPolicy, StorageType, type ConsumerConfig, type JsMsg, type NatsConnection } from 'nats';
import { z } from 'zod';
import { FINISHED_JOB_STATES, type JobProgress, type JobResultFile } from './job.model';
import { createJobResults, type JobResults, type ResultFileWriter } from './job-results';
import { createJobStore, JOB_LIMITS, type JobStore, type NewJob, type StoredJob } from './job-store';

/** The JetStream work-queue stream of every service's jobs: one message per job, removed when a worker acknowledges it. */
export const JOB_STREAM = 'JOBS';

const codec = JSONCodec<unknown>();
const JOB_QUEUE_MAX_AGE_MS = 7 * 86_400_000;
const JobMessage = z.object({ job_id: z.string().min(1) });

/**
 * What a job handler gets: the job, a signal that aborts on cancel or shutdown, progress reporting and the result file.
 * It runs in a request context whose internal token is the job's grant, so its gRPC calls act for the job's owner.
 */
export interface JobRunContext {
  job: StoredJob;
  /** Aborted when the owner cancels or the service stops; the handler stops soon after and may throw. */
  signal: AbortSignal;
  /** Reports progress; stored (and seen by watchers) at most every `progressIntervalMs`, and when the job ends. */
  progress(update: Partial<JobProgress>): void;
  /** Opens the job's result file (GridFS); end its stream and return `await done` as the outcome's `file`. */
  createResultFile(name: string, type: string): ResultFileWriter;
  /**
   * Stores where the job is, for a kind that can resume (docs/decisions/0028-jobs.md, "Consequences"): a retried
   * attempt finds it as `job.checkpoint`. Resolves once stored.
   * @throws Error when the job is no longer running (cancelled or failed meanwhile): the handler stops
   */
  saveCheckpoint(checkpoint: Record<string, unknown>): Promise<void>;
}

/** What a job produced: a file, or counts (e.g. { hosts: 20000 }). */
export type JobOutcome = { file: JobResultFile; counts?: Record<string, number> } | { file?: undefined; counts: Record<string, number> };

/** The work of one job kind. */
export interface JobHandler {
  /** The unit its progress counts, e.g. "findings" or "hosts". */
  unit: string;
  /**
   * True when at most one job of the kind may be queued or running at once, whoever started it (e.g. a sync of one
   * shared cache): a start while one is under way is refused with ConflictError (docs/decisions/0028-jobs.md, "One job
   * of a kind at a time").
   */
  oneAtATime?: boolean;
  /**
   * Runs the job from its start, or from `job.checkpoint` when it stored one (after a worker died or stopped mid-job).
   * Throws to fail the job: the error's message is the failure reason the owner sees.
   */
  run(context: JobRunContext): Promise<JobOutcome>;
}

/** Settings of a service's jobs (docs/decisions/0028-jobs.md; each service reads them from its environment). */
export interface JobsSettings {
  /**
   * The queue of the service whose workers run these jobs (its name by default; a test gives each instance its own):
   * subject `jobs.<service>`, durable consumer `jobs-<service>`.
   */
  service: string;
  /** Let NATS delete the consumer after this long without a client, ms (default: never; tests set it). */
  consumerInactiveMs?: number;
  /** Jobs of this service running at once across all its replicas (the consumer's max_ack_pending); 0 runs none here. */
  workers: number;
  /** How long JetStream waits for a sign of life of a worker before it hands the job to another one, ms. */
  ackWaitMs: number;
  /** How long a result is kept after the job finished, ms (default 24 h). */
  resultTtlMs: number;
  /** How often expired results and silent jobs are looked for, ms. */
  sweepIntervalMs: number;
  /** Least time between two stored progress updates of one job, ms. */
  progressIntervalMs: number;
}

/** Default settings apart from the service name (docs/decisions/0028-jobs.md). */
export const DEFAULT_JOBS_SETTINGS: Omit<JobsSettings, 'service'> = {
  workers: 2,
  ackWaitMs: 30_000,
  resultTtlMs: 24 * 3_600_000,
  sweepIntervalMs: 60_000,
  progressIntervalMs: 500,
};

/** A service's jobs: start them, read them, and the workers that run them. */
export interface Jobs {
  readonly store: JobStore;
  readonly results: JobResults;
  /**
   * Stores a queued job and hands it to the work queue. With `commit_by` the start has one outcome
   * (docs/decisions/0028-jobs.md, "A job start is cheap and has one outcome"): the job is stored invisible, its message
   * sent, and the job committed by a write that matches nothing after `commit_by`; a job not committed by then is
   * deleted, and its message dropped by the worker that takes it.
   * @throws ValidationError for a kind without handler; ResourceExhaustedError beyond JOB_LIMITS.queuedPerUser;
   *   UnavailableError when the queue does not take it; DeadlineExceededError when `commit_by` passed before the
   *   commit (nothing is kept in either case); ConflictError when another start holds its request key, or a job of a
   *   one-at-a-time kind is under way
   */
  submit(job: Omit<NewJob, 'unit'>): Promise<StoredJob>;
  /** Deletes expired results and fails running jobs nobody works on any more; resolves with how many of each. */
  sweep(): Promise<{ expired: number; failed: number }>;
  /** Stops taking jobs; running ones are aborted and put back in the queue for another worker (not counted as an attempt). */
  stop(): Promise<void>;
}

/** Options of startJobs besides the settings. */
/**
 * How a job's grant is kept at rest (docs/decisions/0028-jobs.md, "The grant at rest"): sealed with a key the service
 * holds before it is stored, opened by the worker that runs the job; a reader of the database alone cannot act with it.
 */
export interface JobGrantSealing {
  /** The grant sealed (encrypted and authenticated) for storage. */
  seal(grant: string): Promise<string>;
  /**
   * The grant `seal` made `sealed` of.
   * @throws Error when it cannot be opened (sealed with another key, or tampered with)
   */
  open(sealed: string): Promise<string>;
}

export interface JobsOptions {
  database: Connection;
  nats: NatsConnection;
  handlers: Record<string, JobHandler>;
  settings: JobsSettings;
  logger: Logger;
  /** Seals each job's grant for storage and opens it for its worker. */
  grants: JobGrantSealing;
  /** Called once a job ended (succeeded, failed or cancelled), e.g. to audit and notify its owner; errors are logged. */
  onFinished?(job: StoredJob): Promise<void>;
  /** The clock (tests move it). */
  now?(): Date;
}

function decode(message: JsMsg): unknown {
  try {
    return codec.decode(message.data);
  } catch {
    return undefined;
  }
}

/**
 * The reason a failed job shows its owner: a peer's refusal as its text (a gRPC status's details, without grpc-js's
 * "<code> <NAME>: " prefix), any other error's message.
 */
function failureReasonOf(error: unknown): string {
  if (isGrpcError(error) && error.details) return error.details;
  return error instanceof Error ? error.message : String(error);
}

const CANCELLED = 'cancelled';
const GRANT_UNREADABLE = "The job's grant could not be opened (the service's sealing key changed since the job started); start the job again";
const JOB_NOT_RUNNING = 'The job is no longer running';
const SHUTDOWN = 'shutdown';

async function ensureQueue(nats: NatsConnection, settings: JobsSettings): Promise<string> {
  const jsm = await nats.jetstreamManager();
  // A job nobody took within a week (its queue's consumer is gone) is dropped with the stream's age limit.
  const stream = { name: JOB_STREAM, subjects: ['jobs.>'], retention: RetentionPolicy.Workqueue, storage: StorageType.File, duplicate_window: nanos(120_000), max_age: nanos(JOB_QUEUE_MAX_AGE_MS) };
  try {
    await jsm.streams.add(stream);
  } catch {
    await jsm.streams.update(JOB_STREAM, stream);
  }
  const durable = `jobs-${settings.service}`;
  const consumer: Partial<ConsumerConfig> = {
    filter_subject: `jobs.${settings.service}`,
    ack_wait: nanos(settings.ackWaitMs),
    max_deliver: -1,
    // A replica without workers (it only starts jobs) leaves the bound to the replicas that run them.
    ...(settings.workers > 0 ? { max_ack_pending: settings.workers } : {}),
    ...(settings.consumerInactiveMs ? { inactive_threshold: nanos(settings.consumerInactiveMs) } : {}),
  };
  try {
    await jsm.consumers.info(JOB_STREAM, durable);
    await jsm.consumers.update(JOB_STREAM, durable, consumer);
  } catch (error) {
    if (!/consumer not found/i.test(String(error))) throw error;
    await jsm.consumers.add(JOB_STREAM, { ...consumer, durable_name: durable, ack_policy: AckPolicy.Explicit });
  }
  return durable;
}

/**
 * Starts a service's jobs (docs/decisions/0028-jobs.md): the JOBS work-queue stream and the service's durable consumer
 * (created or updated), `settings.workers` worker loops, and the sweep of expired results. A job runs on one worker at
 * a time; a worker that dies leaves its message unacknowledged, so JetStream offers the job again after `ackWaitMs`
 * and it runs from its start, at most JOB_LIMITS.attempts times in all, then fails with the reason.
 * @throws when JetStream refuses the stream or the consumer
 */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, nats, handlers, settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const store = createJobStore(database);
  const results = createJobResults(database);
  const durable = await ensureQueue(nats, settings);
  const js = nats.jetstream();
  const subject = `jobs.${settings.service}`;
  const running = new Set<AbortController>();
  let stopped = false;

  const send = (jobId: string, messageId: string) => js.publish(subject, codec.encode({ job_id: jobId }), { msgID: messageId, timeout: 5_000 });
  /** Offers the owner's oldest job waiting for a slot to the workers again. */
  const wakeWaiting = async (ownerId: string) => {
    const next = await store.nextWaiting(ownerId);
    if (!next) return;
    try {
      await send(next.id, `${next.id}:${randomUUID()}`);
    } catch (error) {
      await store.markWaiting(next.id);
      logger.warn({ err: error, job_id: next.id }, 'offering a waiting job again failed; the sweep retries');
    }
  };
  const finished = async (jobId: string) => {
    await store.releaseSlot(jobId);
    const job = await store.find(jobId);
    if (job) await wakeWaiting(job.owner_id).catch((error: unknown) => logger.warn({ err: error, job_id: jobId }, 'waking a waiting job failed'));
    if (job && options.onFinished) await options.onFinished(job).catch((error: unknown) => logger.warn({ err: error, job_id: jobId }, 'job finish hook failed'));
  };

  const run = async (message: JsMsg, handler: JobHandler, job: StoredJob) => {
    const controller = new AbortController();
    running.add(controller);
    let latest: JobProgress = { ...job.progress, done: 0, phase: 'starting' };
    let lastStored = 0;
    let storing: Promise<void> = Promise.resolve();
    const files: ResultFileWriter[] = [];
    const saveProgress = (progress: JobProgress | null) => {
      storing = storing
        .then(() => store.heartbeat(job.id, progress, now()))
        .then(({ cancelRequested }) => {
          if (cancelRequested && !controller.signal.aborted) controller.abort(CANCELLED);
        })
        .catch((error: unknown) => logger.warn({ err: error, job_id: job.id }, 'storing job progress failed'));
      return storing;
    };
    const beat = setInterval(
      () => {
        message.working();
        void saveProgress(latest);
      },
      Math.max(100, Math.floor(Math.min(settings.ackWaitMs / 3, 5_000))),
    );
    try {
      // The handler's calls to other services carry the job's grant (libs/grpc takes it from the request context) and
      // the job's id as their request id.
      const grant = job.grant === null ? null : await options.grants.open(job.grant).catch(() => Promise.reject(new Error(GRANT_UNREADABLE)));
      const outcome = await runWithRequestContext({ requestId: job.id, ...(grant ? { internalToken: grant } : {}) }, () =>
        handler.run({
          job,
          signal: controller.signal,
          progress(update) {
            latest = { ...latest, ...update };
            if (Date.now() - lastStored >= settings.progressIntervalMs) {
              lastStored = Date.now();
              void saveProgress(latest);
            }
          },
          createResultFile(name, type) {
            const file = results.create(job.id, name, type);
            files.push(file);
            return file;
          },
          async saveCheckpoint(checkpoint) {
            if (!(await store.saveCheckpoint(job.id, checkpoint))) throw new Error(JOB_NOT_RUNNING);
          },
        }),
      );
      controller.signal.throwIfAborted();
      clearInterval(beat);
      await saveProgress(latest);
      controller.signal.throwIfAborted();
      const at = now();
      const stored = await store.succeed(job.id, { file: outcome.file ?? null, counts: outcome.counts ?? null }, at, new Date(at.getTime() + settings.resultTtlMs));
      if (!stored) await results.deleteOf(job.id);
      message.ack();
      await finished(job.id);
    } catch (error) {
      clearInterval(beat);
      await storing;
      const reason: unknown = controller.signal.reason;
      await Promise.all(files.map((file) => file.discard()));
      await results.deleteOf(job.id).catch((deleteError: unknown) => logger.warn({ err: deleteError, job_id: job.id }, 'deleting a job file failed'));
      if (reason === SHUTDOWN) {
        await store.requeue(job.id);
        await store.releaseSlot(job.id);
        message.nak();
        await wakeWaiting(job.owner_id);
        return;
      }
      if (reason === CANCELLED) await store.markCancelled(job.id, now());
      else await store.fail(job.id, failureReasonOf(error), now());
      message.ack();
      await finished(job.id);
    } finally {
      clearInterval(beat);
      running.delete(controller);
    }
  };

  const take = async (message: JsMsg) => {
    const parsed = JobMessage.safeParse(decode(message));
    const job = parsed.success ? await store.find(parsed.data.job_id) : null;
    // No record: the start failed after the message was sent (the client was told so), or the job was deleted.
    if (!job || FINISHED_JOB_STATES.includes(job.state)) {
      message.ack();
      return;
    }
    if (job.commit_by) {
      // Its start has not committed it: past its commit instant it never will (dropped with its message); before it,
      // the message comes back once the start decided.
      if (await store.dropExpiredUncommitted(job.id)) message.ack();
      else message.nak(Math.max(100, job.commit_by.getTime() - now().getTime() + 100));
      return;
    }
    const handler = handlers[job.kind];
    if (!handler) {
      await store.fail(job.id, `No worker handles jobs of kind ${job.kind}`, now());
      message.ack();
      await finished(job.id);
      return;
    }
    if (job.state === 'running' && job.attempts >= JOB_LIMITS.attempts) {
      await results.deleteOf(job.id);
      await store.fail(job.id, `The worker stopped during the job ${job.attempts} times (last phase: ${job.progress.phase}); it is not retried again`, now());
      message.ack();
      await finished(job.id);
      return;
    }
    if (!(await store.takeSlot(job, now()))) {
      // The owner runs their limit: the job waits in its record, not in the queue, so it holds no worker (or the
      // consumer's pending messages) from other users' jobs. A slot freed meanwhile wakes it at once.
      await store.markWaiting(job.id);
      message.ack();
      if (await store.hasFreeSlot(job.owner_id)) await wakeWaiting(job.owner_id);
      return;
    }
    // Whatever a worker that died left of this job goes before the job runs again from its start.
    await results.deleteOf(job.id);
    const started = await store.startAttempt(job.id, now());
    if (!started) {
      await store.releaseSlot(job.id);
      message.ack();
      return;
    }
    if (started.attempts > 1) logger.warn({ job_id: job.id, attempt: started.attempts }, 'job runs again after its worker stopped');
    await run(message, handler, started);
  };

  const consumer = await js.consumers.get(JOB_STREAM, durable);
  const workerLoop = async () => {
    while (!stopped) {
      try {
        const message = await consumer.next({ expires: 1_000 });
        if (message && stopped) message.nak();
        else if (message) await take(message);
      } catch (error) {
        if (stopped) break;
        logger.warn({ err: error, durable }, 'job worker interrupted; resuming');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };
  const loops = Array.from({ length: settings.workers }, () => workerLoop());

  const sweep = async () => {
    const at = now();
    let expired = 0;
    for (const job of await store.expired(at, 100)) {
      await results.deleteOf(job.id);
      await store.markResultDeleted(job.id, at);
      expired++;
    }
    let failed = 0;
    // Four ack waits without a sign of life: the job's message is gone with its worker (redelivery would have restarted it).
    for (const job of await store.silentSince(new Date(at.getTime() - 4 * settings.ackWaitMs), 100)) {
      await results.deleteOf(job.id);
      await store.fail(job.id, 'The worker stopped answering and the job was not taken up again', at);
      await finished(job.id);
      failed++;
    }
    for (const ownerId of await store.ownersWaiting(100)) if (await store.hasFreeSlot(ownerId)) await wakeWaiting(ownerId);
    // Starts whose process died before it committed or deleted their job.
    await store.dropAllExpiredUncommitted();
    return { expired, failed };
  };
  const sweeper = setInterval(() => void sweep().catch((error: unknown) => logger.warn({ err: error }, 'job sweep failed')), settings.sweepIntervalMs);
  sweeper.unref();

  return {
    store,
    results,
    async submit(job) {
      const handler = handlers[job.kind];
      if (!handler) throw new ValidationError(`Unknown job kind: ${job.kind}`, [{ loc: ['body', 'kind'], msg: `Unknown job kind: ${job.kind}`, type: 'enum' }]);
      const grant = job.grant === null ? null : await options.grants.seal(job.grant);
      const stored = await store.insert({ ...job, grant, unit: handler.unit, one_at_a_time: handler.oneAtATime ?? false }, now());
      try {
        await send(stored.id, stored.id);
      } catch (error) {
        await store.remove(stored.id);
        logger.warn({ err: error, job_id: stored.id }, 'the job queue did not take a job');
        throw new UnavailableError('The job queue is unavailable; the job was not started');
      }
      if (!stored.commit_by) return stored;
      const discard = () => store.discardUncommitted(stored.id).catch((error: unknown) => logger.warn({ err: error, job_id: stored.id }, 'deleting an uncommitted job failed; the sweep deletes it'));
      // A commit that threw has an unknown outcome (it may have landed): the job is deleted unless committed, and a
      // retry with the same Idempotency-Key finds it if it was.
      const committed = await store.commit(stored.id, stored.commit_by).catch(async (error: unknown) => {
        await discard();
        throw error;
      });
      if (!committed) {
        await discard();
        throw new DeadlineExceededError();
      }
      return { ...stored, commit_by: null };
    },
    sweep,
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      for (const controller of running) controller.abort(SHUTDOWN);
      // Each loop ends after the job it runs gave up (requeued) and its wait for the next message expired.
      await Promise.all(loops);
    },
  };
}
