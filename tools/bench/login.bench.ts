/**
 * Sign-ins under load beside argon2id alone, then the session every signed-in request resolves (docs/benchmarks.md,
 * "Login"). Not a test: it prints tables.
 *   npx tsx tools/bench/login.bench.ts [--hosts 100000] [--findings-per-host 20] [--rounds 3] [--sequential 0] [--reads 3000] [--profile <dir>]
 * Build the apps first. The dashboard, data-cache (holding the generated dataset, so the findings loaded share the
 * machine) and the gateway run as processes; each round sends 20 POST /api/auth/login at once, each from its own
 * client address (X-Forwarded-For, trusted from loopback, so the login limit of 20 per address does not apply across
 * them). Beside it, the same rounds of 20 concurrent argon2id verifications in this process with the dashboard's own
 * hasher (apps/dashboard/src/users/password-hasher.ts, its queue included): the floor a sign-in cannot go below. A
 * sign-in the dashboard sheds (503 with Retry-After) is counted and left out of the latencies. With --profile, the
 * dashboard and the gateway run under the V8 CPU profiler during the rounds (support/cpu-profile.cjs); summarise each
 * file with `npx tsx tools/bench/support/profile-summary.ts <file>`. With --sequential n, n more sign-ins one at a time
 * (each from its own address; at most 20 per address in 15 minutes, so n <= 5,000): the CPU per sign-in of each
 * process without queueing or shedding, which the machine's load disturbs least.
 * Then one session reads cheap routes --reads times each, 8 at a time (support/session-reads.ts): requests/s, p99 and
 * the CPU ms per request of each process, which is what resolving the session costs on every dashboard request.
 */
import { Command } from 'commander';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSystem } from '@vmdash/testing';
import { createPasswordHasher } from '../../apps/dashboard/src/users/password-hasher';
import { signInWithEveryTeam } from './support/admin-session';
import { cpuMsOf } from './support/process-stats';
import { runScript } from './support/run-script';
import { measureSessionReads } from './support/session-reads';
import { quantile } from './support/quantile';

const options = new Command()
  .option('--hosts <n>', 'beta hosts in data-cache', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--rounds <n>', 'rounds of 20 concurrent sign-ins', '3')
  .option('--sequential <n>', 'sign-ins one at a time after the rounds, for the CPU of one sign-in without queueing or shedding (0: none)', '0')
  .option('--reads <n>', 'requests of one session to each cheap route, after the sign-ins (0: none)', '3000')
  .option('--profile <dir>', 'write CPU profiles of the dashboard and the gateway here (keep it outside the repository)')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; rounds: string; sequential: string; reads: string; profile?: string }>();
const profileDir = options.profile ? path.resolve(options.profile) : undefined;
/** Environment that profiles a process from the first SIGUSR2 on (support/cpu-profile.cjs), when --profile is given. */
const profiled = (name: string): Record<string, string> =>
  profileDir ? { NODE_OPTIONS: `--require ${path.join(__dirname, 'support/cpu-profile.cjs')}`, CPU_PROFILE_DIR: profileDir, CPU_PROFILE_NAME: name, CPU_PROFILE_FROM: 'signal' } : {};
const ADMIN = { username: 'bench-admin', password: 'Bench admin password 1!' };
const CONCURRENT = 20;
/** The processes whose CPU per sign-in is printed. */
const CPU_OF = ['dashboard', 'its main thread', 'gateway', 'bench (MongoDB, client)'] as const;

/** p50, p99 and max of latencies, ms. */
function summary(latencies: number[]): string {
  return `${quantile(latencies, 0.5).toFixed(0)} ms | ${quantile(latencies, 0.99).toFixed(0)} ms | ${Math.max(...latencies).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  console.log(`# Login, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, data-cache with ${Number(options.hosts).toLocaleString('en')} hosts\n`);
  const system = await startSystem({
    apps: ['dashboard', 'data-cache', 'gateway'],
    logLevel: 'warn',
    startTimeoutMs: 15 * 60_000,
    env: {
      dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...profiled('dashboard') },
      'data-cache': { DEMO_BETA_HOSTS: options.hosts, DEMO_BETA_FINDINGS_PER_HOST: options.findingsPerHost, DEMO_HISTORY_WEEKS: '0' },
      gateway: { TRUST_PROXY: 'loopback', ...profiled('gateway') },
    },
  });
  const hasher = await createPasswordHasher();
  const hash = await hasher.hash(ADMIN.password);
  const logins: number[] = [];
  const verifications: number[] = [];
  const loads: string[] = [];
  let shed = 0;
  // CPU of each process during the sign-ins (not the floor's rounds), ms: the dashboard's includes argon2id's threads,
  // its main thread's does not; this process holds the embedded MongoDB and the HTTP client (NATS's server is apart).
  const cpuNow = (): Record<(typeof CPU_OF)[number], number> => {
    const own = process.cpuUsage();
    const dashboard = system.pid('dashboard');
    return {
      dashboard: cpuMsOf(dashboard),
      'its main thread': cpuMsOf(dashboard, dashboard),
      gateway: cpuMsOf(system.pid('gateway')),
      'bench (MongoDB, client)': (own.user + own.system) / 1000,
    };
  };
  const cpu = { dashboard: 0, 'its main thread': 0, gateway: 0, 'bench (MongoDB, client)': 0 };
  /** One POST /api/auth/login of the bench's Admin from `address` (X-Forwarded-For), its body read. */
  const signIn = async (address: string): Promise<Response> => {
    const response = await fetch(`${system.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, origin: system.url },
      body: JSON.stringify(ADMIN),
    });
    await response.arrayBuffer();
    return response;
  };
  // Profiles cover the rounds only, not the start-up.
  if (profileDir) for (const name of ['dashboard', 'gateway'] as const) process.kill(system.pid(name) ?? 0, 'SIGUSR2');
  try {
    for (let round = 0; round < Number(options.rounds); round++) {
      loads.push(loadavg()[0].toFixed(1));
      const before = cpuNow();
      await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, i) => {
          const start = performance.now();
          const response = await signIn(`198.51.100.${round * CONCURRENT + i + 1}`);
          // A shed sign-in (503, decision 0017 "Sign-ins under load") is counted, not timed; anything else stops the run.
          if (response.status === 503 && response.headers.has('retry-after')) return void shed++;
          if (response.status !== 200) throw new Error(`login answered ${response.status}`);
          logins.push(performance.now() - start);
        }),
      );
      const after = cpuNow();
      for (const name of CPU_OF) cpu[name] += after[name] - before[name];
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const start = performance.now();
          await hasher.verify(hash, ADMIN.password);
          verifications.push(performance.now() - start);
        }),
      );
    }
    if (Number(options.rounds) > 0) printSignIns({ logins, verifications, loads, shed, cpu });
    if (Number(options.sequential) > 0) {
      // One at a time: nothing queues behind argon2id and nothing is shed, so the CPU per sign-in outside argon2id
      // (the dashboard's main thread, the gateway, MongoDB) is what one sign-in costs, whatever the load.
      const count = Number(options.sequential);
      const load = loadavg()[0].toFixed(1);
      const before = cpuNow();
      for (let i = 0; i < count; i++) {
        const response = await signIn(`203.0.113.${(i % 250) + 1}`);
        if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      }
      const after = cpuNow();
      console.log(`\n| CPU ms per sign-in, ${count} one at a time | ${CPU_OF.join(' | ')} | load average |\n|---|${CPU_OF.map(() => '---:').join('|')}|---:|`);
      console.log(`| one at a time | ${CPU_OF.map((name) => ((after[name] - before[name]) / count).toFixed(1)).join(' | ')} | ${load}-${loadavg()[0].toFixed(1)} |`);
    }
    if (Number(options.reads) > 0) {
      const cookie = await signInWithEveryTeam(system, ADMIN);
      console.log(`\n${await measureSessionReads(system, cookie, { requests: Number(options.reads), concurrency: 8 })}`);
    }
  } finally {
    await system.stop();
  }
}

/** Prints the sign-ins beside the floor, the CPU per sign-in of each process and the overhead above the floor. */
function printSignIns({ logins, verifications, loads, shed, cpu }: { logins: number[]; verifications: number[]; loads: string[]; shed: number; cpu: Record<(typeof CPU_OF)[number], number> }): void {
  console.log(`| ${CONCURRENT} concurrent, ${options.rounds} rounds | p50 | p99 | max | load average per round |\n|---|---:|---:|---:|---|`);
  console.log(`| POST /api/auth/login through the gateway | ${summary(logins)} | ${loads.join(', ')} |`);
  console.log(`| argon2id verify alone (same parameters, this process) | ${summary(verifications)} | ${loads.join(', ')} |`);
  // The target: what a sign-in adds above the argon2id floor at p99 is at most 25% of the floor's p99.
  const floor = quantile(verifications, 0.99);
  const overhead = quantile(logins, 0.99) - floor;
  const answered = CONCURRENT * Number(options.rounds);
  console.log(`\n| CPU ms per sign-in | ${CPU_OF.join(' | ')} |\n|---|${CPU_OF.map(() => '---:').join('|')}|`);
  console.log(`| during the sign-ins | ${CPU_OF.map((name) => (cpu[name] / answered).toFixed(1)).join(' | ')} |`);
  console.log(`\nShed (503 with Retry-After): ${shed} of ${answered} sign-ins`);
  console.log(`Overhead above the floor at p99: ${overhead.toFixed(0)} ms, ${((overhead / floor) * 100).toFixed(0)}% of the floor's p99 (target: at most 25%)`);
}

runScript(main);
