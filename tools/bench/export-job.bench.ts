/**
 * Exports of a whole estate as jobs (docs/benchmarks.md, "Export jobs at 2,000,000 findings"; docs/decisions/0028-jobs.md).
 * Not a test: it prints a table, asserts nothing.
 *   npx tsx tools/bench/export-job.bench.ts [--hosts 100000] [--findings-per-host 20] [--formats xlsx,csv]
 * `--hosts` takes a comma-separated list (e.g. 10000,25000,50000,100000: 200k, 500k, 1M and 2M findings): one system
 * per size. Build the apps first (`npx nx run-many -t build -p gateway data-cache action-plan dashboard integration`).
 * data-cache (on the generated demo beta snapshot, no history weeks), the dashboard and the gateway run as processes,
 * as `npm start` runs them, the embedded MongoDB (which stores the job's result file in GridFS) in this process. An
 * Admin who chose every team reads the list once (the first read sorts every finding), then for each format starts
 * `POST /api/jobs` `{kind: 'export.findings', params: {format, source: 'beta'}}` through the gateway, follows
 * `GET /api/jobs/{id}` every second until it ended and downloads `GET /api/jobs/{id}/result`, reading the body as it
 * arrives. The resident set size (VmRSS of /proc) of every process is sampled every 150 ms: before the job, and its peak
 * from the start of the job to the end of the download; with the 1-minute load average before and after. The
 * dashboard's deadline of each data-cache call is raised to 30 s (`--data-cache-deadline-ms`): a page that finds
 * data-cache's kept answer expired (60 s) computes it again, which outlasted the default 5 s on a loaded machine before
 * the findings index (the job then fails with "the data-cache service did not answer").
 * `--heap-snapshots <dir>` has the dashboard write V8 heap snapshots there at a quarter and three quarters of each job
 * (summarise two with support/heap-summary.ts).
 */
import { Command } from 'commander';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startSystem, type RunningSystem } from '@vmdash/testing';
import { signInWithEveryTeam } from './support/admin-session';
import { memoryOf } from './support/process-stats';
import { runScript } from './support/run-script';

const options = new Command()
  .option('--hosts <list>', 'beta hosts of the generated snapshot, comma-separated: one run per size', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--formats <list>', 'csv, xlsx, comma-separated', 'xlsx,csv')
  .option(
    '--data-cache-deadline-ms <ms>',
    "the dashboard's deadline of each data-cache call (DATA_CACHE_DEADLINE_MS): an export's page that finds data-cache's kept answer expired computes it again, which outlasted the default 5 s on a loaded machine",
    '30000',
  )
  .option('--data-cache-heap-mb <n>', "data-cache's V8 old space (--max-old-space-size): its default, about 4 GB here, runs out while it builds 2,000,000 findings")
  .option('--heap-snapshots <dir>', "write V8 heap snapshots of the dashboard (the job's worker) into this folder at a quarter and three quarters of each job")
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; formats: string; dataCacheDeadlineMs: string; dataCacheHeapMb?: string; heapSnapshots?: string }>();
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const PROCESSES = ['gateway', 'dashboard', 'data-cache'] as const;
const SAMPLE_MS = 150;
const load = () => loadavg()[0].toFixed(1);
const line = (text: string) => console.log(text);
const log = (text: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${text}\n`);

/** A job as GET /api/jobs/{id} answers it, as far as this benchmark reads it. */
interface JobJson {
  id: string;
  state: string;
  progress: { done: number; total: number | null; phase?: string | null };
  result: { size: number; name: string } | null;
  failure_reason: string | null;
}

/** Samples the resident set of named processes every SAMPLE_MS from now on: their size now and their peak so far. */
function sampleRss(pids: Record<string, number>) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, memoryOf(pid).rss]));
  const peak = { ...before };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], memoryOf(pid).rss);
  }, SAMPLE_MS);
  return { before, peak, stop: () => clearInterval(timer) };
}

/**
 * Reads the whole list once: the first read sorts every finding and may outlast a request's deadline, so it is asked
 * again every 15 s (data-cache keeps the sorted answer 60 s from the start of the sort: asking more often while a
 * sort of millions takes longer than that only starts more sorts) until it answers, for at most 10 minutes.
 * @throws Error when the list did not answer in that time
 */
async function warmList(system: RunningSystem, cookie: string): Promise<number> {
  const until = performance.now() + 10 * 60_000;
  while (performance.now() < until) {
    const answer = await fetch(`${system.url}/api/findings?source=beta&page_size=1`, { headers: { cookie } });
    if (answer.status === 200) return ((await answer.json()) as { total: number }).total;
    log(`list answered ${answer.status}; again in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  throw new Error('the findings list did not answer within 10 minutes');
}

/** Starts an export job, follows it to its end and downloads its file: the measured row of the table. */
async function exportJob(system: RunningSystem, cookie: string, format: string, pids: Record<string, number>): Promise<string> {
  const rss = sampleRss(pids);
  const loadBefore = load();
  const started = performance.now();
  const headers = { cookie, origin: system.url, 'content-type': 'application/json' };
  try {
    const start = await fetch(`${system.url}/api/jobs`, { method: 'POST', headers, body: JSON.stringify({ kind: 'export.findings', params: { format, source: 'beta' } }) });
    if (start.status !== 202) throw new Error(`POST /api/jobs answered ${start.status}: ${await start.text()}`);
    let job = (await start.json()) as JobJson;
    let reported = 0;
    const snapshotAt = options.heapSnapshots ? [0.25, 0.75] : [];
    while (!['succeeded', 'failed', 'cancelled'].includes(job.state)) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const answer = await fetch(`${system.url}/api/jobs/${job.id}`, { headers: { cookie } });
      if (answer.status !== 200) {
        log(`GET /api/jobs/${job.id} answered ${answer.status}`);
        continue;
      }
      job = (await answer.json()) as JobJson;
      const share = job.progress.total ? job.progress.done / job.progress.total : 0;
      if (snapshotAt.length > 0 && share >= snapshotAt[0] && job.state === 'running') {
        // The dashboard writes a snapshot on SIGUSR2 (--heapsnapshot-signal, set below); it pauses while it does.
        log(`${format}: heap snapshot of the dashboard at ${job.progress.done.toLocaleString('en')} rows`);
        process.kill(pids.dashboard, 'SIGUSR2');
        snapshotAt.shift();
      }
      const tenth = Math.floor(share * 10);
      if (tenth > reported) {
        reported = tenth;
        log(`${format}: ${job.progress.done.toLocaleString('en')} / ${job.progress.total?.toLocaleString('en')} after ${((performance.now() - started) / 1000).toFixed(0)} s, load ${load()}`);
      }
    }
    const finished = (performance.now() - started) / 1000;
    if (job.state !== 'succeeded')
      return `| ${format} | ${job.state}: ${job.failure_reason ?? ''} | ${job.progress.done.toLocaleString('en')} | – | ${finished.toFixed(0)} | – | ${memoryCells(rss)} | ${loadBefore} / ${load()} |`;
    const downloadStarted = performance.now();
    const file = await fetch(`${system.url}/api/jobs/${job.id}/result`, { headers: { cookie } });
    if (file.status !== 200 || !file.body) throw new Error(`GET /api/jobs/${job.id}/result answered ${file.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of file.body) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines++;
    }
    const download = (performance.now() - downloadStarted) / 1000;
    if (bytes !== job.result?.size) log(`${format}: downloaded ${bytes} bytes, the job says ${job.result?.size}`);
    const rows = format === 'csv' ? `${job.progress.done.toLocaleString('en')} (file: ${(newlines - 1).toLocaleString('en')})` : job.progress.done.toLocaleString('en');
    return `| ${format} | succeeded | ${rows} | ${(bytes / 2 ** 20).toFixed(0)} | ${finished.toFixed(0)} | ${download.toFixed(1)} | ${memoryCells(rss)} | ${loadBefore} / ${load()} |`;
  } finally {
    rss.stop();
  }
}

/** "before / peak" of every sampled process, MiB. */
function memoryCells(rss: ReturnType<typeof sampleRss>): string {
  return Object.keys(rss.before)
    .map((name) => `${rss.before[name].toFixed(0)} / ${rss.peak[name].toFixed(0)}`)
    .join(' | ');
}

async function main(): Promise<void> {
  if (options.heapSnapshots) mkdirSync(options.heapSnapshots, { recursive: true });
  const sizes = options.hosts.split(',').map((hosts) => Number(hosts.trim()));
  const formats = options.formats.split(',').map((format) => format.trim());
  line(
    `# Export jobs, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${options.findingsPerHost} findings per host, DATA_CACHE_DEADLINE_MS ${options.dataCacheDeadlineMs}\n`,
  );
  line(
    '| Findings | Format | Job | Rows | MiB | Seconds to finish | Seconds to download | Gateway RSS MiB before / peak | Dashboard | data-cache | MongoDB (bench process) | Load average before / after |',
  );
  line(
    '| -------: | ------ | --- | ---: | --: | ----------------: | ------------------: | ----------------------------: | --------: | ---------: | ----------------------: | --------------------------: |',
  );
  for (const hosts of sizes) {
    const findings = hosts * Number(options.findingsPerHost);
    const startedAt = performance.now();
    log(`starting the system with ${findings.toLocaleString('en')} findings, load ${load()}`);
    const system = await startSystem({
      apps: ['data-cache', 'dashboard', 'gateway'],
      logLevel: 'warn',
      startTimeoutMs: 30 * 60_000,
      env: {
        'data-cache': {
          DEMO_BETA_HOSTS: String(hosts),
          DEMO_BETA_FINDINGS_PER_HOST: options.findingsPerHost,
          DEMO_HISTORY_WEEKS: '0',
          ...(options.dataCacheHeapMb ? { NODE_OPTIONS: `--max-old-space-size=${options.dataCacheHeapMb}` } : {}),
        },
        dashboard: {
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          INTEGRATION_ADDR: `127.0.0.1:${await freePort()}`,
          DATA_CACHE_DEADLINE_MS: options.dataCacheDeadlineMs,
          ...(options.heapSnapshots ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${path.resolve(options.heapSnapshots)}` } : {}),
        },
      },
    });
    try {
      log(`serving after ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
      const cookie = await signInWithEveryTeam(system, ADMIN);
      const listed = await warmList(system, cookie);
      log(`the list holds ${listed.toLocaleString('en')} beta findings`);
      const pids = { ...Object.fromEntries(PROCESSES.map((app) => [app, system.pid(app)!])), mongo: process.pid };
      for (const format of formats) {
        const row = await exportJob(system, cookie, format, pids);
        line(row.replace(/^\| /, `| ${findings.toLocaleString('en')} | `));
      }
    } catch (error) {
      // A size the loaded machine cannot serve (the list never answered) is a result of the run: the next size is measured.
      line(`| ${findings.toLocaleString('en')} | – | not started: ${error instanceof Error ? error.message : String(error)} |`);
    } finally {
      await system.stop();
    }
  }
}

runScript(main);
