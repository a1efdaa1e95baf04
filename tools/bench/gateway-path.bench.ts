/**
 * The gateway path beside the in-process lookup, measured in one run (docs/benchmarks.md, "Gateway path"). Not a
 * test: it prints tables, asserts nothing.
 *   npx tsx tools/bench/gateway-path.bench.ts [--hosts 100000] [--findings-per-host 20] [--seconds 10] [--rounds 2]
 *     [--log-level info] [--data-cache-replicas 1] [--profile <dir>]
 * Build the apps first (`npx nx run-many -t build`). The system runs as processes (data-cache, action-plan, gateway,
 * as `npm start` runs them) on the generated beta dataset; the in-process server (support/in-process-lookup-server.ts)
 * holds the same read model. Each round measures GET /beta-vulnerabilities-by-host/{id} through the gateway and then
 * in-process (autocannon, 16 connections, random hosts), each row with the CPU time per request of the serving
 * processes (from /proc, so Linux only) and the 1-minute load average of the machine;
 * then GET /is-alive through the gateway (the kernel without a gRPC call). Then
 * POST /beta-vulnerabilities-by-host for 1,000 hosts, 5 times. With --profile, gateway and data-cache run under
 * the V8 CPU profiler during the measurements (support/cpu-profile.cjs) and their profiles are summarised (support/profile-summary.ts) after the run.
 */
import autocannon from 'autocannon';
import { Command } from 'commander';
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startSystem } from '@vmdash/testing';
import { summarizeProfile } from './support/profile-summary';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--seconds <n>', 'duration of each throughput run', '10')
  .option('--rounds <n>', 'gateway / in-process pairs', '2')
  .option('--log-level <level>', 'LOG_LEVEL of the apps (info is the deployed default)', 'info')
  .option('--data-cache-replicas <n>', 'data-cache processes behind the gateway (calls balanced over them)', '1')
  .option('--profile <dir>', 'write CPU profiles of gateway and data-cache here (keep it outside the repository)')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; seconds: string; rounds: string; logLevel: string; dataCacheReplicas: string; profile?: string }>();
const hosts = Number(options.hosts);
const findingsPerHost = Number(options.findingsPerHost);
const seconds = Number(options.seconds);
const load = () => loadavg()[0].toFixed(1);
const line = (text: string) => console.log(text);
const randomHostPath = () => `/beta-vulnerabilities-by-host/${1 + Math.floor(Math.random() * hosts)}`;

/**
 * CPU time a process has used so far, ms (user + system, /proc/<pid>/stat, Linux; 0 elsewhere). Per request it is the
 * cost of the path itself, which the machine's load does not change the way it changes requests/s.
 */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** Starts support/in-process-lookup-server.ts on the same dataset and resolves with its URL once it listens. */
function inProcessServer(): Promise<{ url: string; pid?: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/in-process-lookup-server.ts'), '--hosts', String(hosts), '--findings-per-host', String(findingsPerHost)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`in-process server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      const port = /^listening (\d+)$/.exec(text)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() });
    });
  });
}

/**
 * One autocannon run of GET `route()` against `url` (by host unless given); the row of the table, with the CPU time per
 * request of the serving processes `pids` (the gateway's first).
 */
async function measure(label: string, url: string, headers: Record<string, string>, pids: (number | undefined)[], route = randomHostPath): Promise<string> {
  const before = load();
  const cpuBefore = pids.map(cpuMsOf);
  const result = await autocannon({ url, connections: 16, duration: seconds, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: route(), headers }) }] });
  const perRequest = pids.map((pid, i) => ((cpuMsOf(pid) - cpuBefore[i]) / Math.max(1, result.requests.total)).toFixed(2)).join(' / ');
  return `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${perRequest} | ${before} / ${load()} |`;
}

async function main(): Promise<void> {
  line(
    `# Gateway path, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${hosts.toLocaleString('en')} hosts x ${findingsPerHost} findings, LOG_LEVEL ${options.logLevel}\n`,
  );
  const profileDir = options.profile ? path.resolve(options.profile) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  // Node refuses --cpu-prof in NODE_OPTIONS; a preload starts the same profiler.
  const preload = path.join(__dirname, 'support/cpu-profile.cjs');
  const profiled = (name: string): Record<string, string> =>
    profileDir ? { NODE_OPTIONS: `--require ${preload}`, CPU_PROFILE_DIR: profileDir, CPU_PROFILE_NAME: name, CPU_PROFILE_FROM: 'signal' } : {};
  const started = performance.now();
  const system = await startSystem({
    apps: ['data-cache', 'action-plan', 'gateway'],
    env: {
      'data-cache': { DEMO_BETA_HOSTS: String(hosts), DEMO_BETA_FINDINGS_PER_HOST: String(findingsPerHost), ...profiled('data-cache') },
      gateway: profiled('gateway'),
    },
    logLevel: options.logLevel,
    dataCacheReplicas: Number(options.dataCacheReplicas),
    startTimeoutMs: 15 * 60_000,
  });
  const local = await inProcessServer();
  try {
    line(`system started in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const headers = { authorization: `Bearer ${system.token()}` };
    // Profiles cover the measurements only, not the start-up.
    if (profileDir) for (const app of ['gateway', 'data-cache'] as const) process.kill(system.pid(app) ?? 0, 'SIGUSR2');
    const gateway = system.pid('gateway');
    const dataCache = system.pid('data-cache');
    line('| GET /beta-vulnerabilities-by-host/{id}, 16 connections | requests/s | p50 | p99 | non-2xx | CPU ms per request (gateway / data-cache) | load average before / after |');
    line('|---|---:|---:|---:|---:|---:|---|');
    for (let round = 1; round <= Number(options.rounds); round++) {
      line(await measure(`round ${round}: through the gateway`, system.url, headers, [gateway, dataCache]));
      line(await measure(`round ${round}: in-process`, local.url, {}, [local.pid]));
    }
    // The gateway's own share: the same kernel (bearer check, logging, routing, JSON) without a gRPC call.
    line(await measure('through the gateway without gRPC: GET /is-alive', system.url, headers, [gateway, dataCache], () => '/is-alive'));

    const thousand = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 97) % hosts));
    const runs: number[] = [];
    let bytes = 0;
    let findings = 0;
    const before = load();
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const response = await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: thousand });
      const body = await response.text();
      runs.push(performance.now() - start);
      bytes = body.length;
      findings = (JSON.parse(body) as unknown[]).length;
    }
    runs.sort((a, b) => a - b);
    line(
      `\nPOST /beta-vulnerabilities-by-host for 1,000 hosts (${findings.toLocaleString('en')} findings, ${(bytes / 1024 / 1024).toFixed(1)} MiB): median ${runs[2].toFixed(0)} ms (min ${runs[0].toFixed(0)}, max ${runs[4].toFixed(0)}), load average ${before} / ${load()}`,
    );
  } finally {
    local.stop();
    await system.stop();
  }
  if (profileDir) {
    for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
      const { totalMs, areas, functions } = summarizeProfile(path.join(profileDir, file));
      const pct = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)} %`;
      line(`\n### ${file} (${(totalMs / 1000).toFixed(1)} s busy, idle left out)\n\n| area | share |\n|---|---:|`);
      for (const [area, ms] of areas.slice(0, 15)) line(`| ${area} | ${pct(ms)} |`);
      line('\n| function | share |\n|---|---:|');
      for (const [name, ms] of functions.slice(0, 15)) line(`| ${name} | ${pct(ms)} |`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
