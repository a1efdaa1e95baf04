import { connectMongo } from '@vmdash/db';
import { ConflictError, DeadlineExceededError, ResourceExhaustedError } from '@vmdash/domain';
import { createLogger, currentRequestContext } from '@vmdash/observability';
import { eventually, startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import { createHash, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import type { Connection } from 'mongoose';
import { connect, type NatsConnection } from 'nats';
import { DEFAULT_JOBS_SETTINGS, JOB_LIMITS, JOB_STREAM, startJobs, type JobGrantSealing, type JobHandler, type Jobs, type JobsSettings, type StoredJob } from '../src';

const logger = createLogger('jobs-test', 'silent');
const owner = (name: string) => ({ owner_id: `user-${name}`, owner_username: name, impersonated_by: null, run_as: {}, grant: null, params: {} });
const viewer = (name: string) => ({ user_id: `user-${name}`, sees_all: false });
/** A stand-in for the service's grant sealing (the dashboard's real one: apps/dashboard/src/jobs/job-grant-sealing.ts). */
const grants: JobGrantSealing = {
  seal: async (grant) => `sealed:${Buffer.from(grant).toString('base64')}`,
  async open(sealed) {
    if (!sealed.startsWith('sealed:')) throw new Error('not sealed by this service');
    return Buffer.from(sealed.slice('sealed:'.length), 'base64').toString();
  },
};

/** A handler whose runs wait until the test lets them go (or their signal aborts them). */
function gatedHandler() {
  const started: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler: JobHandler = {
    unit: 'rows',
    async run({ job, signal, progress, createResultFile }) {
      started.push(job.id);
      progress({ done: 1, total: 3, phase: 'waiting' });
      await new Promise<void>((resolve, reject) => {
        void gate.then(resolve);
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
      const file = createResultFile('rows.csv', 'text/csv');
      file.stream.end(`id\n${job.id}\n`);
      return { file: await file.done };
    },
  };
  return { handler, started, release };
}

describe('jobs (real NATS JetStream, embedded MongoDB)', () => {
  let env: TestEnvironment;
  let database: Connection;
  let nats: NatsConnection;
  const services: string[] = [];
  const running: Jobs[] = [];

  beforeAll(async () => {
    env = await startTestEnvironment();
    database = await connectMongo(env.databaseUrl('jobs'), { logger });
    nats = await connect({ servers: env.natsUrl });
  });
  afterEach(async () => {
    for (const jobs of running.splice(0)) await jobs.stop();
  });
  afterAll(async () => {
    const jsm = await nats.jetstreamManager();
    for (const service of services) await jsm.consumers.delete(JOB_STREAM, `jobs-${service}`).catch(() => undefined);
    await nats.close();
    await database.close();
    await env.stop();
  });

  const settingsOf = (service: string, overrides: Partial<JobsSettings> = {}): JobsSettings => ({
    ...DEFAULT_JOBS_SETTINGS,
    service,
    ackWaitMs: 1_000,
    progressIntervalMs: 0,
    ...overrides,
  });
  const start = async (service: string, handler: JobHandler, overrides: Partial<JobsSettings> = {}, extra: { now?: () => Date; finished?: StoredJob[]; grants?: JobGrantSealing } = {}) => {
    const jobs = await startJobs({
      database,
      nats,
      handlers: { 'test.rows': handler },
      settings: settingsOf(service, overrides),
      logger,
      grants: extra.grants ?? grants,
      ...(extra.now ? { now: extra.now } : {}),
      onFinished: async (job) => void extra.finished?.push(job),
    });
    running.push(jobs);
    return jobs;
  };
  const newService = () => {
    const service = `test-${randomUUID().slice(0, 8)}`;
    services.push(service);
    return service;
  };
  const submit = (jobs: Jobs, name: string) => jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner(name) });
  /** The stored files of a job and their chunks (also chunks of a file whose upload never finished). */
  const resultFilesOf = async (jobId: string) =>
    (await database.db!.collection('job_results.files').countDocuments({ 'metadata.job_id': jobId })) +
    (await database.db!.collection('job_results.chunks').countDocuments({ files_id: { $regex: new RegExp(`^${jobId}/`) } }));

  it('when a job runs, then it ends succeeded with its file (size and sha256 of its bytes), its progress and the finish hook', async () => {
    const finished: StoredJob[] = [];
    const { handler, release } = gatedHandler();
    const jobs = await start(newService(), handler, {}, { finished });
    const job = await submit(jobs, 'ann');
    expect(job).toMatchObject({ state: 'queued', progress: { done: 0, total: null, unit: 'rows', phase: 'queued' } });
    await eventually(async () => (await jobs.store.get(job.id, viewer('ann'))).progress.phase === 'waiting');
    expect((await jobs.store.get(job.id, viewer('ann'))).state).toBe('running');
    release();
    await eventually(() => finished.length === 1);
    const done = await jobs.store.get(job.id, viewer('ann'));
    const bytes = `id\n${job.id}\n`;
    expect(done).toMatchObject({ state: 'succeeded', attempts: 1, result_file: { name: 'rows.csv', type: 'text/csv', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') } });
    expect(await text(jobs.results.open(done.result_file!.file_id))).toBe(bytes);
    expect(finished[0]).toMatchObject({ id: job.id, state: 'succeeded' });
    await expect(jobs.store.get(job.id, viewer('bob'))).rejects.toThrow('Job not found');
  });

  it("when a job carries a grant, then it is stored sealed, its handler's calls act with it, and the grant is gone from the record once the job ended", async () => {
    const finished: StoredJob[] = [];
    const seen: (string | undefined)[] = [];
    const jobs = await start(
      newService(),
      {
        unit: 'rows',
        async run({ job }) {
          seen.push(currentRequestContext()?.internalToken, currentRequestContext()?.requestId === job.id ? 'job id' : 'other id');
          return { counts: { rows: 0 } };
        },
      },
      {},
      { finished },
    );
    const job = await jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner('gia'), grant: 'grant-of-gia' });
    expect(job.grant).toBe(await grants.seal('grant-of-gia'));
    await eventually(() => finished.length === 1);
    expect(seen).toEqual(['grant-of-gia', 'job id']);
    expect(await jobs.store.get(job.id, viewer('gia'))).toMatchObject({ state: 'succeeded', grant: null });
  });

  it("when a job's grant cannot be opened (the sealing key changed), then the job fails with that reason and its handler never runs", async () => {
    const finished: StoredJob[] = [];
    const { handler, started } = gatedHandler();
    const keyChanged: JobGrantSealing = { seal: grants.seal, open: () => Promise.reject(new Error('sealed with another key')) };
    const jobs = await start(newService(), handler, {}, { finished, grants: keyChanged });
    const job = await jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner('hal'), grant: 'grant-of-hal' });
    await eventually(() => finished.length === 1);
    expect(await jobs.store.get(job.id, viewer('hal'))).toMatchObject({ state: 'failed', grant: null, failure_reason: expect.stringContaining('grant could not be opened') });
    expect(started).toEqual([]);
  });

  it("when a handler fails on a peer's refusal, then the job fails with the refusal's text, not grpc-js's status prefix", async () => {
    const finished: StoredJob[] = [];
    const refusal = Object.assign(new Error('9 FAILED_PRECONDITION: The findings changed while they were read'), { code: 9, details: 'The findings changed while they were read' });
    const jobs = await start(
      newService(),
      {
        unit: 'rows',
        run: async () => {
          throw refusal;
        },
      },
      {},
      { finished },
    );
    const job = await submit(jobs, 'hal');
    await eventually(() => finished.length === 1);
    expect(await jobs.store.get(job.id, viewer('hal'))).toMatchObject({ state: 'failed', failure_reason: 'The findings changed while they were read', grant: null });
  });

  it('when a user has jobs queued and running at the limits, then a further start is refused and only two of theirs run at once', async () => {
    const { handler, started, release } = gatedHandler();
    const jobs = await start(newService(), handler, { workers: 4 });
    const submitted = [];
    for (let n = 0; n < 3; n++) submitted.push(await submit(jobs, 'cy'));
    await eventually(() => started.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(started).toHaveLength(2);
    for (let n = 0; n < JOB_LIMITS.queuedPerUser - 1; n++) await submit(jobs, 'cy');
    await expect(submit(jobs, 'cy')).rejects.toBeInstanceOf(ResourceExhaustedError);
    // Another user is not held up by the first one's jobs.
    const other = await submit(jobs, 'dee');
    await eventually(() => started.includes(other.id));
    release();
    await eventually(async () => (await jobs.store.list({ user_id: 'user-cy', sees_all: false }, 1, 50)).jobs.every((job) => job.state === 'succeeded'), Boolean, { timeoutMs: 20_000 });
    expect(submitted.length).toBe(3);
  });

  it('when a running job is cancelled, then it stops, ends cancelled and leaves no file', async () => {
    const finished: StoredJob[] = [];
    const service = newService();
    const jobs = await start(
      service,
      {
        unit: 'rows',
        async run({ signal, progress, createResultFile }) {
          const file = createResultFile('big.csv', 'text/csv');
          for (let n = 0; !signal.aborted; n++) {
            file.stream.write(`row ${n}\n`);
            progress({ done: n });
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          file.stream.end();
          throw new Error('stopped');
        },
      },
      {},
      { finished },
    );
    const job = await submit(jobs, 'eve');
    await eventually(async () => (await jobs.store.get(job.id, viewer('eve'))).progress.done > 5);
    const asked = await jobs.store.requestCancel(job.id, viewer('eve'), new Date());
    expect(asked.cancel_requested).toBe(true);
    await eventually(() => finished.length === 1);
    expect(finished[0]).toMatchObject({ state: 'cancelled', result_file: null });
    expect(await resultFilesOf(job.id)).toBe(0);
    await expect(jobs.store.requestCancel(job.id, viewer('eve'), new Date())).rejects.toThrow('The job has already finished');
  });

  it('when the service stops mid-job, then the job goes back to the queue and another worker runs it from its start', async () => {
    const service = newService();
    const first = gatedHandler();
    const stopping = await startJobs({ database, nats, handlers: { 'test.rows': first.handler }, settings: settingsOf(service), logger, grants });
    const job = await submit(stopping, 'fay');
    await eventually(() => first.started.length === 1);
    await stopping.stop();
    expect(await stopping.store.get(job.id, viewer('fay'))).toMatchObject({ state: 'queued', attempts: 0 });
    const second = gatedHandler();
    second.release();
    const jobs = await start(service, second.handler);
    await eventually(async () => (await jobs.store.get(job.id, viewer('fay'))).state === 'succeeded');
    expect(await jobs.store.get(job.id, viewer('fay'))).toMatchObject({ attempts: 1 });
  });

  it('when a job stored a checkpoint and its service stops mid-job, then the next attempt starts from that checkpoint', async () => {
    const service = newService();
    const seen: (Record<string, unknown> | null)[] = [];
    const handler: JobHandler = {
      unit: 'pages',
      async run({ job, signal, saveCheckpoint }) {
        seen.push(job.checkpoint);
        if (job.checkpoint) return { counts: { resumed_at: Number(job.checkpoint.page) } };
        await saveCheckpoint({ page: 3 });
        return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
      },
    };
    const stopping = await startJobs({ database, nats, handlers: { 'test.rows': handler }, settings: settingsOf(service), logger, grants });
    const job = await submit(stopping, 'ivy');
    await eventually(async () => (await stopping.store.find(job.id))?.checkpoint !== null);
    await stopping.stop();
    const jobs = await start(service, handler);
    await eventually(async () => (await jobs.store.get(job.id, viewer('ivy'))).state === 'succeeded');
    expect(seen).toEqual([null, { page: 3 }]);
    expect(await jobs.store.get(job.id, viewer('ivy'))).toMatchObject({ result_counts: { resumed_at: 3 } });
  });

  it('when workers die mid-job, then the job runs again from its start, and after the third death it fails with the reason', async () => {
    const service = newService();
    const { handler, started, release } = gatedHandler();
    release();
    const queueOnly = await start(service, handler, { workers: 0 });
    const consumer = await nats.jetstream().consumers.get(JOB_STREAM, `jobs-${service}`);
    // A worker that takes the job, starts it and dies (never acknowledges): the test plays it.
    const dieWith = async (jobId: string) => {
      const message = await consumer.next({ expires: 5_000 });
      expect(message).not.toBeNull();
      await queueOnly.store.startAttempt(jobId, new Date());
    };
    const retried = await submit(queueOnly, 'gus');
    await dieWith(retried.id);
    const doomed = await submit(queueOnly, 'gus');
    await dieWith(doomed.id);
    await queueOnly.store.startAttempt(doomed.id, new Date());
    await queueOnly.store.startAttempt(doomed.id, new Date());

    const jobs = await start(service, handler);
    await eventually(async () => (await jobs.store.get(doomed.id, viewer('gus'))).state === 'failed', Boolean, { timeoutMs: 10_000 });
    await eventually(async () => (await jobs.store.get(retried.id, viewer('gus'))).state === 'succeeded', Boolean, { timeoutMs: 10_000 });
    expect(await jobs.store.get(retried.id, viewer('gus'))).toMatchObject({ attempts: 2 });
    expect((await jobs.store.get(doomed.id, viewer('gus'))).failure_reason).toMatch(/^The worker stopped during the job 3 times/);
    expect(started).toEqual([retried.id]);
  });

  it('when a result outlives its lifetime, then the sweep deletes its file and the job records when', async () => {
    let clock = new Date('2026-11-27T00:00:00Z');
    const { handler, release } = gatedHandler();
    release();
    const jobs = await start(newService(), handler, { resultTtlMs: 3_600_000 }, { now: () => clock });
    const job = await submit(jobs, 'hal');
    await eventually(async () => (await jobs.store.get(job.id, viewer('hal'))).state === 'succeeded');
    expect(await jobs.sweep()).toEqual({ expired: 0, failed: 0 });
    expect(await resultFilesOf(job.id)).toBe(2);
    clock = new Date(clock.getTime() + 3_600_000);
    expect((await jobs.sweep()).expired).toBe(1);
    expect(await resultFilesOf(job.id)).toBe(0);
    expect(await jobs.store.get(job.id, viewer('hal'))).toMatchObject({ state: 'succeeded', result_deleted_at: clock, expires_at: clock });
  });

  it('when a running job shows no sign of life for four ack waits, then the sweep fails it with the reason and tells the finish hook', async () => {
    const finished: StoredJob[] = [];
    const { handler } = gatedHandler();
    const jobs = await start(newService(), handler, { workers: 0 }, { finished });
    const job = await submit(jobs, 'ida');
    await jobs.store.startAttempt(job.id, new Date(Date.now() - 3_000));
    expect(await jobs.sweep()).toEqual({ expired: 0, failed: 0 });
    await jobs.store.startAttempt(job.id, new Date(Date.now() - 5_000));
    expect(await jobs.sweep()).toEqual({ expired: 0, failed: 1 });
    expect(await jobs.store.get(job.id, viewer('ida'))).toMatchObject({ state: 'failed', failure_reason: 'The worker stopped answering and the job was not taken up again' });
    expect(finished.map((ended) => ended.id)).toEqual([job.id]);
  });

  it('when a start reaches its commit instant before it committed, then it is refused, no record stays and its message is dropped unrun', async () => {
    const { handler, started, release } = gatedHandler();
    release();
    const jobs = await start(newService(), handler);
    const id = randomUUID();
    // The commit instant passed while the record was stored and the message sent (a start that ran out of its deadline).
    await expect(jobs.submit({ id, kind: 'test.rows', ...owner('jon'), commit_by: new Date(Date.now() - 1) })).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(await jobs.store.find(id)).toBeNull();
    // The worker takes the message of the refused start and drops it: a later job of the same queue runs, that one never.
    const later = await submit(jobs, 'jon');
    await eventually(async () => (await jobs.store.get(later.id, viewer('jon'))).state === 'succeeded');
    expect(started).toEqual([later.id]);
    expect(await jobs.store.find(id)).toBeNull();
  });

  it('when a job is stored but not committed yet, then nobody sees or runs it; committed in time it is queued, past its instant the sweep deletes it', async () => {
    const { handler, started, release } = gatedHandler();
    release();
    const jobs = await start(newService(), handler);
    const pending = await jobs.store.insert({ id: randomUUID(), kind: 'test.rows', ...owner('kim'), unit: 'rows', commit_by: new Date(Date.now() + 60_000) }, new Date());
    await expect(jobs.store.get(pending.id, viewer('kim'))).rejects.toThrow('Job not found');
    expect((await jobs.store.list(viewer('kim'), 1, 10)).total).toBe(0);
    expect(await jobs.store.commit(pending.id, new Date(Date.now() + 60_000))).toBe(true);
    expect((await jobs.store.get(pending.id, viewer('kim'))).state).toBe('queued');

    const late = await jobs.store.insert({ id: randomUUID(), kind: 'test.rows', ...owner('kim'), unit: 'rows', commit_by: new Date(Date.now() + 60_000) }, new Date());
    expect(await jobs.store.commit(late.id, new Date(Date.now() - 1))).toBe(false);
    await database.db!.collection('jobs').updateOne({ _id: late.id as never }, { $set: { commit_by: new Date(Date.now() - 1) } });
    await jobs.sweep();
    expect(await jobs.store.find(late.id)).toBeNull();
    expect(started).toEqual([]);
  });

  it('when two starts carry the same request key, then the second is refused while the first holds it', async () => {
    const { handler } = gatedHandler();
    const jobs = await start(newService(), handler, { workers: 0 });
    const first = await jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner('lee'), request_key: 'key-of-lee', request_fingerprint: 'f' });
    expect(await jobs.store.findByRequestKey('key-of-lee', new Date())).toMatchObject({ id: first.id, request_fingerprint: 'f' });
    await expect(jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner('lee'), request_key: 'key-of-lee', request_fingerprint: 'f' })).rejects.toBeInstanceOf(ConflictError);
    // A key lives IDEMPOTENCY_RETENTION_MS (24 h): later it names a new request.
    expect(await jobs.store.findByRequestKey('key-of-lee', new Date(Date.now() + 25 * 3_600_000))).toBeNull();
    await expect(jobs.submit({ id: randomUUID(), kind: 'test.rows', ...owner('lee'), request_key: 'key-of-lee', request_fingerprint: 'g' })).resolves.toMatchObject({ state: 'queued' });
  });

  it('when a kind runs one job at a time, then a second start is refused while one is queued or running, by any user, and allowed once it ended or its start died uncommitted', async () => {
    const { handler, release } = gatedHandler();
    const finished: StoredJob[] = [];
    const jobs = await start(newService(), { ...handler, oneAtATime: true }, {}, { finished });
    const first = await submit(jobs, 'amy');
    const refusal = submit(jobs, 'ben');
    await expect(refusal).rejects.toBeInstanceOf(ConflictError);
    await expect(refusal).rejects.toThrow('Another test.rows job is already queued or running; wait for it to end');
    release();
    await eventually(() => finished.some((job) => job.id === first.id));
    const second = await submit(jobs, 'ben');
    await eventually(() => finished.some((job) => job.id === second.id));

    // A start that died before committing its job holds the kind only until its commit instant passed.
    const dead = await jobs.store.insert({ id: randomUUID(), kind: 'test.rows', ...owner('cid'), unit: 'rows', one_at_a_time: true, commit_by: new Date(Date.now() + 60_000) }, new Date());
    await expect(submit(jobs, 'cid')).rejects.toBeInstanceOf(ConflictError);
    await database.db!.collection('jobs').updateOne({ _id: dead.id as never }, { $set: { commit_by: new Date(Date.now() - 1) } });
    const third = await submit(jobs, 'cid');
    expect(await jobs.store.find(dead.id)).toBeNull();
    await eventually(() => finished.some((job) => job.id === third.id));
  });
});
