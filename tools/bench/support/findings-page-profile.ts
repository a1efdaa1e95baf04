/**
 * CPU per findings page in each process of the path (gateway, dashboard, data-cache), with their V8 profiles on ask
 * (docs/benchmarks.md, "Dashboard reads at 2,000,000 findings"; decision 0031). Benchmark support only: it prints a
 * table, asserts nothing.
 *   npx tsx tools/bench/support/findings-page-profile.ts [--hosts 25000] [--requests 160] [--profile <dir>]
 * Build the apps first. data-cache serves the generated demo (beta hosts x 20 findings and the alpha demo, no
 * history); one Admin session of every team reads GET /api/findings (first page and page 2001 of 200 rows, no filter
 * and q=openssl) 8 at a time, after 24 reads of each to warm up. With --profile, the three processes are profiled
 * (support/cpu-profile.cjs) over the measured reads only: `<dir>/<app>-<pid>-1.cpuprofile`, summarised by
 * support/profile-summary.ts.
 */
import { Command } from 'commander';
import path from 'node:path';
import { dataCacheHeapMib } from '@vmdash/config';
import { freePort, startSystem } from '@vmdash/testing';
import { signInWithEveryTeam } from './admin-session';
import { runScript } from './run-script';
import { measureSessionReads } from './session-reads';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '25000')
  .option('--requests <n>', 'measured requests per route', '160')
  .option('--profile <dir>', 'write a CPU profile of each process over the measured reads')
  .parse()
  .opts<{ hosts: string; requests: string; profile?: string }>();

const ADMIN = { username: 'bench-admin', password: 'Bench admin password 1!' };
const ROUTES = ['/api/findings?page=1&page_size=200', '/api/findings?page=2001&page_size=200', '/api/findings?q=openssl&page=1&page_size=200', '/api/findings?q=openssl&page=2001&page_size=200'];
const APPS = ['gateway', 'dashboard', 'data-cache'] as const;

async function main(): Promise<void> {
  const findings = Number(options.hosts) * 20;
  const profileDir = options.profile && path.resolve(options.profile);
  const profiled = (name: string, nodeOptions = ''): Record<string, string> =>
    profileDir
      ? { NODE_OPTIONS: `${nodeOptions} --require ${path.join(__dirname, 'cpu-profile.cjs')}`.trim(), CPU_PROFILE_DIR: profileDir, CPU_PROFILE_NAME: name, CPU_PROFILE_FROM: 'signal' }
      : nodeOptions
        ? { NODE_OPTIONS: nodeOptions }
        : {};
  const system = await startSystem({
    apps: ['data-cache', 'dashboard', 'gateway'],
    logLevel: 'warn',
    startTimeoutMs: 20 * 60_000,
    env: {
      'data-cache': {
        DEMO_BETA_HOSTS: options.hosts,
        DEMO_BETA_FINDINGS_PER_HOST: '20',
        DEMO_HISTORY_WEEKS: '0',
        ...profiled('data-cache', `--max-old-space-size=${dataCacheHeapMib(findings)}`),
      },
      dashboard: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, INTEGRATION_ADDR: `127.0.0.1:${await freePort()}`, ...profiled('dashboard') },
      gateway: { TRUST_PROXY: 'loopback', ...profiled('gateway') },
    },
  });
  try {
    const cookie = await signInWithEveryTeam(system, ADMIN);
    // One at a time until every route has answered (a loaded machine's first pages can outlast the gateway's deadline).
    for (const route of ROUTES) while (!(await fetch(`${system.url}${route}`, { headers: { cookie } }).then(async (response) => (await response.arrayBuffer(), response.ok))));
    await measureSessionReads(system, cookie, { requests: 24, concurrency: 8, routes: ROUTES, warmUp: 0 });
    const signal = () => profileDir && APPS.forEach((app) => process.kill(system.pid(app) ?? 0, 'SIGUSR2'));
    signal();
    console.log(await measureSessionReads(system, cookie, { requests: Number(options.requests), concurrency: 8, routes: ROUTES, warmUp: 0 }));
    signal();
  } finally {
    await system.stop();
  }
}

runScript(main);
