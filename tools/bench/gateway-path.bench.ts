/**
 * The gateway path beside the bare hop and the in-process lookup, measured in one run with the same host ids,
 * connections and duration (docs/benchmarks.md, "Gateway path"). Not a test: it prints tables, asserts nothing.
 *   npx tsx tools/bench/gateway-path.bench.ts [--hosts 20000] [--findings-per-host 20] [--seconds 10] [--rounds 2]
 *     [--log-level info] [--data-cache-replicas 1] [--profile <dir>] [--no-bulk] [--warm-up 5]
 * Build the apps first (`npx nx run-many -t build`). Every server runs as its own process with NODE_ENV=production:
 * - vmdash: data-cache, action-plan and the gateway (as `npm start` runs them) on the generated beta dataset;
 * - the bare hop (support/bare-hop.ts): a node:http front checking one fixed bearer, one grpc-js unary call of raw
 *   bytes to a grpc-js store holding each host's answer as JSON bytes: the least this design (HTTP/1.1 in, one gRPC
 *   hop between two processes) can do;
 * - in-process (support/in-process-lookup-server.ts): one node:http server holding the same read model.
 * Before the first round every path serves `--warm-up` seconds of the same requests unmeasured, so no round pays a
 * process's JIT warm-up (which a round of few requests on a loaded machine spread over them). Each round measures GET /beta-vulnerabilities-by-host/{id} on the three (autocannon, 16 connections, the same
 * pseudo-random sequence of host ids), each row with requests/s, p99, the CPU time per request of EACH serving process
 * (utime + stime from /proc, so Linux only), their sum and the 1-minute load average of the machine; then GET /is-alive
 * through the gateway (the kernel without a gRPC call) and, unless --no-bulk, POST /beta-vulnerabilities-by-host for
 * 1,000 hosts, 5 times. With --profile, every serving process runs under the V8 CPU profiler during the by-host rounds
 * (support/cpu-profile.cjs; `<name>-<pid>-1.cpuprofile`), the gateway and data-cache then again during GET /is-alive
 * (`-2`), the POST is left out, and the profiles are summarised (support/profile-summary.ts) after the run.
 */
import autocannon from 'autocannon';
import { Command } from 'commander';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startSystem } from '@vmdash/testing';
import { summarizeProfile } from './support/profile-summary';
import { cpuMsOf } from './support/process-stats';
import { runScript } from './support/run-script';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '20000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--seconds <n>', 'duration of each throughput run', '10')
  .option('--rounds <n>', 'rounds of the three paths', '2')
  .option('--log-level <level>', 'LOG_LEVEL of the apps (info is the deployed default)', 'info')
  .option('--data-cache-replicas <n>', 'data-cache processes behind the gateway (calls balanced over them)', '1')
  .option('--profile <dir>', 'write CPU profiles of every serving process here (keep it outside the repository)')
  .option('--no-bulk', 'leave out the POST of 1,000 hosts')
  .option('--warm-up <n>', 'unmeasured seconds of each path before the first round', '5')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; seconds: string; rounds: string; logLevel: string; dataCacheReplicas: string; profile?: string; bulk: boolean; warmUp: string }>();
const hosts = Number(options.hosts);
const findingsPerHost = Number(options.findingsPerHost);
const seconds = Number(options.seconds);
const CONNECTIONS = 16;
const load = () => loadavg()[0].toFixed(1);
const line = (text: string) => console.log(text);
/** The host ids every path is asked for, in this order (a fixed pseudo-random sequence, so the paths get the same requests). */
const HOST_IDS = Array.from({ length: 65_536 }, (_, i) => 1 + ((i * 2_654_435_761) % hosts));
const profileDir = options.profile ? path.resolve(options.profile) : undefined;
// Node refuses --cpu-prof in NODE_OPTIONS; a preload starts the same profiler.
const preload = path.join(__dirname, 'support/cpu-profile.cjs');
/** Environment that profiles a process from the first SIGUSR2 on (support/cpu-profile.cjs), when --profile is given. */
const profiled = (name: string): Record<string, string> =>
  profileDir ? { NODE_OPTIONS: `--require ${preload}`, CPU_PROFILE_DIR: profileDir, CPU_PROFILE_NAME: name, CPU_PROFILE_FROM: 'signal' } : {};

/** A benchmark server in its own process. */
interface ServerProcess {
  port: number;
  pid?: number;
  /** Ends the process (SIGTERM) and resolves when it has exited (a profiled one has written its profile then). */
  stop(): Promise<void>;
}

/** Starts `tools/bench/support/<script>` with `args` (NODE_ENV=production) and resolves once it prints "listening <port>". */
function startServerProcess(script: string, args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      const port = /^listening (\d+)$/.exec(text)?.[1];
      if (port) resolve({ port: Number(port), pid: child.pid, stop: () => stopProcess(child) });
    });
  });
}

/** Sends SIGTERM to `child` and resolves once it has exited. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** One measured path: its URL, headers, and the serving processes whose CPU time is counted (in the row's order). */
interface Target {
  url: string;
  headers: Record<string, string>;
  pids: (number | undefined)[];
}

/** What one autocannon run gave. */
interface Measurement {
  requestsPerSecond: number;
  cpuMsPerRequest: number[];
  row: string;
}

/**
 * One autocannon run of GET `route(i)` (the i-th request; by host, through HOST_IDS, unless given) against `target`:
 * the row of the table, with the CPU time per request of each serving process and their sum.
 */
async function measure(
  label: string,
  target: Target,
  reference?: Measurement,
  route = (i: number) => `/beta-vulnerabilities-by-host/${HOST_IDS[i % HOST_IDS.length]}`,
  duration = seconds,
): Promise<Measurement> {
  const before = load();
  const cpuBefore = target.pids.map((pid) => cpuMsOf(pid));
  let sent = 0;
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: route(sent++), headers: target.headers }) }],
  });
  const cpuMsPerRequest = target.pids.map((pid, i) => (cpuMsOf(pid) - cpuBefore[i]) / Math.max(1, result.requests.total));
  const total = cpuMsPerRequest.reduce((sum, ms) => sum + ms, 0);
  const ratios = reference ? `${(result.requests.average / reference.requestsPerSecond).toFixed(2)}x | ${(total / reference.cpuMsPerRequest.reduce((sum, ms) => sum + ms, 0)).toFixed(2)}x` : ' | ';
  const row = `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${cpuMsPerRequest.map((ms) => ms.toFixed(2)).join(' / ')} | ${total.toFixed(2)} | ${ratios} | ${before} / ${load()} |`;
  return { requestsPerSecond: result.requests.average, cpuMsPerRequest, row };
}

/** POST /beta-vulnerabilities-by-host for 1,000 hosts through the gateway, 5 times: median, min and max. */
async function measureBulk(system: Awaited<ReturnType<typeof startSystem>>): Promise<void> {
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
}

async function main(): Promise<void> {
  line(
    `# Gateway path, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${hosts.toLocaleString('en')} hosts x ${findingsPerHost} findings, ${CONNECTIONS} connections, ${seconds} s each, NODE_ENV production, LOG_LEVEL ${options.logLevel}\n`,
  );
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const started = performance.now();
  const production = { NODE_ENV: 'production' };
  const system = await startSystem({
    apps: ['data-cache', 'action-plan', 'gateway'],
    env: {
      'data-cache': { ...production, DEMO_BETA_HOSTS: String(hosts), DEMO_BETA_FINDINGS_PER_HOST: String(findingsPerHost), DEMO_HISTORY_WEEKS: '0', ...profiled('data-cache') },
      'action-plan': production,
      gateway: { ...production, ...profiled('gateway') },
    },
    logLevel: options.logLevel,
    dataCacheReplicas: Number(options.dataCacheReplicas),
    startTimeoutMs: 15 * 60_000,
  });
  const bearer = system.token();
  const dataset = ['--hosts', String(hosts), '--findings-per-host', String(findingsPerHost)];
  const servers: ServerProcess[] = [];
  try {
    const store = await startServerProcess('bare-hop.ts', ['store', ...dataset], profiled('bare-store'));
    servers.push(store);
    const front = await startServerProcess('bare-hop.ts', ['front', '--store', `127.0.0.1:${store.port}`, '--bearer', bearer], profiled('bare-front'));
    servers.push(front);
    const local = await startServerProcess('in-process-lookup-server.ts', dataset, profiled('in-process'));
    servers.push(local);
    line(`system and reference servers started in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    const headers = { authorization: `Bearer ${bearer}` };
    const vmdash: Target = { url: system.url, headers, pids: [system.pid('gateway'), system.pid('data-cache')] };
    const bareHop: Target = { url: `http://127.0.0.1:${front.port}`, headers, pids: [front.pid, store.pid] };
    const inProcess: Target = { url: `http://127.0.0.1:${local.port}`, headers: {}, pids: [local.pid] };
    const warmUp = Number(options.warmUp);
    if (warmUp > 0) for (const target of [bareHop, vmdash, inProcess]) await measure('warm-up', target, undefined, undefined, warmUp);
    // Profiles cover the measurements only, not the start-up.
    if (profileDir) for (const pid of [system.pid('gateway'), system.pid('data-cache'), store.pid, front.pid, local.pid]) process.kill(pid ?? 0, 'SIGUSR2');
    line(
      `| GET /beta-vulnerabilities-by-host/{id}, ${CONNECTIONS} connections | requests/s | p50 | p99 | non-2xx | CPU ms per request of each process (front / back) | CPU ms per request, all | requests/s x bare hop | CPU x bare hop | load average before / after |`,
    );
    line('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (let round = 1; round <= Number(options.rounds); round++) {
      const bare = await measure(`round ${round}: bare hop (node:http -> grpc-js -> bytes)`, bareHop);
      line(bare.row);
      line((await measure(`round ${round}: vmdash (gateway -> data-cache)`, vmdash, bare)).row);
      line((await measure(`round ${round}: in-process (one node:http server)`, inProcess, bare)).row);
    }
    // Each profile covers one path: the by-host rounds end the first, GET /is-alive gets a second (cpu-profile.cjs).
    if (profileDir) for (const pid of [system.pid('gateway'), system.pid('data-cache')]) process.kill(pid ?? 0, 'SIGUSR2');
    // The gateway's own share: the same kernel (bearer check, logging, routing, JSON) without a gRPC call.
    line((await measure('vmdash without gRPC: GET /is-alive', vmdash, undefined, () => '/is-alive')).row);
    if (options.bulk && !profileDir) await measureBulk(system);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await system.stop();
  }
  if (profileDir) summarizeProfiles(profileDir);
}

/** Self time by area and by function of every profile in `profileDir`. */
function summarizeProfiles(profileDir: string): void {
  for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
    const { totalMs, areas, functions } = summarizeProfile(path.join(profileDir, file));
    const pct = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)} %`;
    line(`\n### ${file} (${(totalMs / 1000).toFixed(1)} s busy, idle left out)\n\n| area | self time | share |\n|---|---:|---:|`);
    for (const [area, ms] of areas.slice(0, 15)) line(`| ${area} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
    line('\n| function | self time | share |\n|---|---:|---:|');
    for (const [name, ms] of functions.slice(0, 15)) line(`| ${name} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
  }
}

runScript(main);
