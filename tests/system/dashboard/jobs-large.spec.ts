import { readFileSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { freePort, startSystem, type RunningSystem } from '@vmdash/testing';
import { eventually } from '@vmdash/testing';
import { Browser } from './support/dashboard-system';

/** A job as the dashboard API answers it, as far as these tests read it. */
interface JobJson {
  id: string;
  state: string;
  attempts: number;
  progress: { done: number; total: number | null };
  result: { size: number } | null;
  failure_reason: string | null;
}

const ADMIN = { username: 'jobs-admin', password: 'jobs-admin-password-1' };
/** The generated demo estate: 10,000 hosts of 20 findings (data-cache's demo dataset settings). */
const HOSTS = 10_000;
const FINDINGS_PER_HOST = 20;
const FINDINGS = HOSTS * FINDINGS_PER_HOST;
/** A loose bound on the dashboard's resident set during an export: a streaming regression, not a tuning target, MB. */
const DASHBOARD_RSS_BOUND_MB = 700;

/**
 * The gateway's deadline of streamed lists in this system, ms: far shorter than any download of a result here, which
 * must not be held to it (docs/decisions/0028-jobs.md, "Downloading a result").
 */
const STREAM_DEADLINE_MS = 200;

/**
 * Downloads a job's result as a slow client does: 256 KiB at a time, 50 ms apart (about 5 MiB/s, so seconds for
 * these files, whatever the buffers between take up front).
 */
async function slowDownload(url: string, cookie: string): Promise<{ status: number; bytes: Buffer; ms: number }> {
  const started = Date.now();
  const answer = await fetch(url, { headers: { cookie } });
  const reader = answer.body!.getReader();
  const chunks: Buffer[] = [];
  let unpaced = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(Buffer.from(read.value));
    unpaced += read.value.length;
    if (unpaced >= 256 * 1024) {
      unpaced = 0;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { status: answer.status, bytes: Buffer.concat(chunks), ms: Date.now() - started };
}

/** Resident set size of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

/** Black-box: exports of a 200,000-finding estate as jobs, and a dashboard killed mid-export (docs/decisions/0028-jobs.md). */
describe('export jobs of a whole estate', () => {
  let system: RunningSystem;
  let admin: Browser;
  let other: Browser;

  beforeAll(async () => {
    system = await startSystem({
      apps: ['data-cache', 'dashboard', 'gateway'],
      // data-cache builds the 200,000 findings and their lifecycle baseline before it serves (minutes on a loaded machine).
      startTimeoutMs: 300_000,
      env: {
        // No demo history (DEMO_HISTORY_WEEKS): twelve past weeks of 200,000 findings each would take longer than the estate's own build.
        'data-cache': { DEMO_BETA_HOSTS: String(HOSTS), DEMO_BETA_FINDINGS_PER_HOST: String(FINDINGS_PER_HOST), DEMO_HISTORY_WEEKS: '0' },
        // A killed worker's job is offered again after 2 s (JOB_ACK_WAIT_MS) rather than 30 s.
        dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, INTEGRATION_ADDR: `127.0.0.1:${await freePort()}`, JOB_ACK_WAIT_MS: '2000', JOB_SWEEP_INTERVAL_MS: '1000' },
        gateway: { GRPC_STREAM_DEADLINE_MS: String(STREAM_DEADLINE_MS) },
      },
    });
    const signIn = async () => {
      const browser = new Browser(system.url);
      expect((await browser.login(ADMIN.username, ADMIN.password)).status).toBe(200);
      expect((await browser.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
      return browser;
    };
    admin = await signIn();
    other = await signIn();
    // The first read of the whole list sorts every finding once (data-cache keeps the sorted answer for the export's
    // pages): done here, so a job's start, which pins the list's snapshots, does not pay for it within its deadline.
    await admin.request('GET', '/api/findings?source=beta&page_size=1');
  }, 360_000);
  afterAll(async () => {
    await system?.stop();
  });

  /** Starts an export of every finding and follows it until it ended, while `other` keeps looking findings up; what each saw. */
  const exportWhileLookingUp = async (format: 'csv' | 'xlsx') => {
    const started = await admin.request('POST', '/api/jobs', { body: { kind: 'export.findings', params: { format, source: 'beta' } } });
    expect(started.status).toBe(202);
    const job = started.body as JobJson;
    const lookups: number[] = [];
    let peakRss = 0;
    let finished: JobJson | undefined;
    while (!finished) {
      lookups.push((await other.request('GET', '/api/findings?page_size=5&severity=high')).status);
      peakRss = Math.max(peakRss, rssMb(system.pid('dashboard')!));
      const now = (await admin.request('GET', `/api/jobs/${job.id}`)).body as JobJson;
      if (['succeeded', 'failed', 'cancelled'].includes(now.state)) finished = now;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { job: finished, lookups, peakRss };
  };

  it.each(['csv', 'xlsx'] as const)(
    "when an Admin exports all 200,000 findings as a %s job, then it succeeds with every row while another session's lookups stay answered, the dashboard's memory stays bounded, and a slow client downloads the whole file",
    async (format) => {
      const { job, lookups, peakRss } = await exportWhileLookingUp(format);
      expect(job).toMatchObject({ state: 'succeeded', attempts: 1, progress: { done: FINDINGS, total: FINDINGS } });
      expect(lookups.length).toBeGreaterThan(0);
      expect(lookups.filter((status) => status !== 200)).toEqual([]);
      expect(peakRss).toBeLessThan(DASHBOARD_RSS_BOUND_MB);
      const { status, bytes, ms } = await slowDownload(`${system.url}/api/jobs/${job.id}/result`, [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      expect(status).toBe(200);
      expect(ms).toBeGreaterThan(STREAM_DEADLINE_MS);
      expect(bytes.length).toBe(job.result!.size);
      if (format === 'csv')
        expect(
          bytes
            .toString('utf8')
            .split('\r\n')
            .filter((line) => line.length > 0),
        ).toHaveLength(FINDINGS + 1);
    },
    180_000,
  );

  it('when a running export is cancelled, then it stops, ends cancelled without a result, and no byte of its file stays stored', async () => {
    const job = (await admin.request('POST', '/api/jobs', { body: { kind: 'export.findings', params: { format: 'csv', source: 'beta' } } })).body as JobJson;
    await eventually(async () => ((await admin.request('GET', `/api/jobs/${job.id}`)).body as JobJson).progress.done > 0, Boolean, { timeoutMs: 60_000, intervalMs: 100 });
    expect(await admin.request('POST', `/api/jobs/${job.id}/cancel`)).toMatchObject({ status: 200, body: { id: job.id } });
    const ended = await eventually(
      async () => (await admin.request('GET', `/api/jobs/${job.id}`)).body as JobJson,
      (now) => now.state !== 'running',
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(ended).toMatchObject({ state: 'cancelled', result: null });
    expect(ended.progress.done).toBeLessThan(FINDINGS);
    expect((await admin.request('GET', `/api/jobs/${job.id}/result`)).status).toBe(409);
    const mongo = await MongoClient.connect(system.databaseUrl('dashboard'));
    try {
      const files = await mongo.db().collection('job_results.files').countDocuments({ 'metadata.job_id': job.id });
      const chunks = await mongo
        .db()
        .collection('job_results.chunks')
        .countDocuments({ files_id: { $regex: `^${job.id}/` } });
      expect({ files, chunks }).toEqual({ files: 0, chunks: 0 });
    } finally {
      await mongo.close();
    }
  }, 120_000);

  it('when the dashboard is killed mid-export and started again, then the job runs again from its start and ends succeeded, never stuck running', async () => {
    const started = await admin.request('POST', '/api/jobs', { body: { kind: 'export.findings', params: { format: 'xlsx', source: 'beta' } } });
    const job = started.body as JobJson;
    await eventually(async () => ((await admin.request('GET', `/api/jobs/${job.id}`)).body as JobJson).progress.done > 0, Boolean, { timeoutMs: 60_000, intervalMs: 100 });
    process.kill(system.pid('dashboard')!, 'SIGKILL');
    await eventually(() => system.pid('dashboard') === undefined || !isAlive(system.pid('dashboard')!), Boolean, { timeoutMs: 10_000 });
    await system.startApp('dashboard');
    const ended = await eventually(
      async () => (await admin.request('GET', `/api/jobs/${job.id}`)).body as JobJson,
      (now) => ['succeeded', 'failed'].includes(now.state),
      { timeoutMs: 150_000, intervalMs: 500 },
    );
    expect(ended).toMatchObject({ state: 'succeeded', attempts: 2, progress: { done: FINDINGS, total: FINDINGS }, failure_reason: null });
  }, 240_000);
});

/** True while a process of that id exists. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
