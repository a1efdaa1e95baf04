/**
 * The dashboard's reads at scale (docs/benchmarks.md, "Dashboard reads at 2,000,000 findings"; decision 0031). Not a
 * test: it prints a table, asserts nothing.
 *   npx tsx tools/bench/dashboard-reads.bench.ts [--hosts 100000] [--findings-per-host 20] [--rounds 3] [--reads <substring,...>]
 * Build the apps first (`npx nx run-many -t build -p data-cache,dashboard,gateway`). data-cache (the generated demo:
 * beta hosts x findings, the alpha demo beside, no history), the dashboard, the gateway and the embedded MongoDB
 * (libs/embedded-mongo's CLI, data in memory, its heap by libs/config embeddedMongoHeapMib) run as processes of their
 * own; this process generates the in-process side's snapshot before the system starts, and then only drives the load. Signed
 * in: an Admin who chose every team and a Read_Only user of each demo team (teams and owners as the inventory spreads
 * them), eight sessions in all. Each read is sent by the eight users at once, `--rounds` times: GET /api/findings (first
 * page and a page deep in the list) for each filter and sort of the web app's Findings page, the overview's findings
 * cards (GET /api/findings/counts and the five top risks, sent at once as the web app does) and GET
 * /api/compliance/summary. Beside each findings read, the same queries run in this process on the same generated
 * snapshot by data-cache's own handlers (findingQueryHandlers, the functions the gRPC calls run), one user after another
 * with the same scopes. Printed per read: p50 and p99 through the gateway, p50 and p99 in-process, the ratio of the
 * p99s, the CPU time per read (one user's requests of it) of the gateway, the dashboard, data-cache and the MongoDB
 * (/proc, Linux), and the 1-minute load average; then data-cache's memory.
 * An in-process p99 under 1 ms counts as 1 ms in the ratio (the clock's resolution against a network round trip).
 */
import { Command } from 'commander';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMongoProcess, startSystem, freePort, type MongoProcess, type RunningSystem, type SystemOptions } from '@vmdash/testing';
import { requestFullRecompute, whenNoRecomputePending } from './support/generated-compliance-items';
import { findingQueryHandlers } from '../../apps/data-cache/src/dashboard-findings/finding-query.handlers';
import type { AlphaReadModel } from '../../apps/data-cache/src/read-model/alpha-read-model';
import { BetaReadModel } from '../../apps/data-cache/src/read-model/beta-read-model';
import { AlphaReadModel as AlphaModel } from '../../apps/data-cache/src/read-model/alpha-read-model';
import { alphaSnapshotSource, betaSnapshotSource } from '../../apps/data-cache/src/refresh/snapshot-source';
import { DEFAULT_RISK_SETTINGS } from '../../apps/data-cache/src/risk/risk-settings';
import type { SourceCache } from '../../apps/data-cache/src/refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../../apps/data-cache/src/snapshot/snapshot.types';
import { cpuMsOf, memoryOf } from './support/process-stats';
import { dataCacheHeapMib, embeddedMongoHeapMib } from '@vmdash/config';
import { ensureOwnHeap } from './support/own-heap';
import { runScript } from './support/run-script';
import { quantile } from './support/quantile';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--rounds <n>', 'rounds of eight concurrent requests per read', '3')
  .option('--reads <list>', 'only the reads whose label contains one of these comma-separated substrings')
  .option('--start-only', "start the system, print its time to ready and data-cache's memory, and stop (no reads)")
  .option('--data-cache-heap-mb <n>', "data-cache's --max-old-space-size (default: the sizing of deploy/README.md for the estate)")
  .option('--profile <dir>', 'write CPU profiles of the dashboard and the MongoDB here, from the row that starts a recompute on (the other rows unprofiled; keep it outside the repository)')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; rounds: string; reads?: string; startOnly?: boolean; dataCacheHeapMb?: string; profile?: string }>();
const profileDir = options.profile ? path.resolve(options.profile) : undefined;
/** Environment that profiles a process from the first SIGUSR2 on, anew at each (support/cpu-profile.cjs), with --profile. */
const profiled = (name: string): Record<string, string> =>
  profileDir ? { NODE_OPTIONS: `--require ${path.join(__dirname, 'support/cpu-profile.cjs')}`, CPU_PROFILE_DIR: profileDir, CPU_PROFILE_NAME: name, CPU_PROFILE_FROM: 'signal' } : {};
// This process holds the in-process side's snapshot, as data-cache holds it.
ensureOwnHeap(dataCacheHeapMib(Number(options.hosts) * Number(options.findingsPerHost)));
const ADMIN = { username: 'bench-admin', password: 'Bench admin password 1!' };
const TEAMS = ['retail-banking', 'corporate-it', 'infrastructure', 'markets', 'digital-channels', 'governance'];
const PAGE_SIZE = 200;
/** How long the bench waits for the compliance items to be computed before it leaves the compliance rows out, ms. */
const COMPLIANCE_WAIT_MS = 15 * 60_000;
/** A page deep in the list: offset 400,000 (past the end of the narrower filters, which still count every match). */
const DEEP_PAGE = 2001;
const load = () => loadavg()[0].toFixed(1);
const line = (text: string) => console.log(text);

/** The web app's findings filters (apps/web/src/pages/findings/findings-filters.ts) and one value of each. */
const FILTERS: Record<string, Record<string, string>> = {
  'no filter': {},
  'severity=critical': { severity: 'critical' },
  'kev=true': { kev: 'true' },
  'owner=network-ops': { owner: 'network-ops' },
  'bu_team=markets': { bu_team: 'markets' },
  'q=openssl': { q: 'openssl' },
  'hostname=db-prod': { hostname: 'db-prod' },
  'source=alpha': { source: 'alpha' },
  'source=beta': { source: 'beta' },
  'status=reopened': { status: 'reopened' },
  'status=fixed': { status: 'fixed' },
  'risk_rating=high': { risk_rating: 'high' },
};
const SORTS = ['-risk', 'risk', '-severity', 'severity', '-first_seen', 'first_seen'];
const ORDERS: Record<string, string> = {
  '-risk': 'FINDING_SORT_RISK_DESC',
  risk: 'FINDING_SORT_RISK_ASC',
  '-severity': 'FINDING_SORT_SEVERITY_DESC',
  severity: 'FINDING_SORT_SEVERITY_ASC',
  '-first_seen': 'FINDING_SORT_FIRST_SEEN_DESC',
  first_seen: 'FINDING_SORT_FIRST_SEEN_ASC',
};

/** One read of the dashboard: the GET requests one user sends for it, at once (the overview's counts and top risks). */
interface Read {
  label: string;
  paths: string[];
  /** The same read on data-cache's handlers in this process, for the in-process side; absent: no in-process twin. */
  local?: (handlers: InProcess, user: User) => Promise<unknown>;
  /** Run before the read's rounds (a recompute started), given the dashboard's MongoDB URL and one read of the summary. */
  before?: (system: { dashboardDatabaseUrl: string; readSummary: () => Promise<void> }) => Promise<void>;
}

function findingsPath(query: Record<string, string>): string {
  return `/api/findings?${new URLSearchParams(query).toString()}`;
}

/** Every read measured: each filter (default order) and each order (no filter), first page and deep; the overview; compliance. */
function reads(): Read[] {
  const list: Read[] = [];
  const add = (label: string, query: Record<string, string>) => list.push({ label, paths: [findingsPath(query)], local: (handlers, user) => handlers.query(requestOf(user, query)) });
  for (const [label, filter] of Object.entries(FILTERS)) {
    add(`findings ${label}, first page`, { ...filter, page: '1', page_size: String(PAGE_SIZE) });
    add(`findings ${label}, page ${DEEP_PAGE}`, { ...filter, page: String(DEEP_PAGE), page_size: String(PAGE_SIZE) });
  }
  // -risk is the default order: the "no filter" rows above.
  for (const sort of SORTS.filter((sort) => sort !== '-risk')) {
    add(`findings sort=${sort}, first page`, { sort, page: '1', page_size: String(PAGE_SIZE) });
    add(`findings sort=${sort}, page ${DEEP_PAGE}`, { sort, page: String(DEEP_PAGE), page_size: String(PAGE_SIZE) });
  }
  // The web Overview's findings cards: the counts (one read, decision 0031) and the top risks, sent at once.
  const topRisks = { sort: '-risk', page_size: '5' };
  list.push({
    label: 'overview counts (severities and KEV, top risks)',
    paths: ['/api/findings/counts', findingsPath(topRisks)],
    local: (handlers, user) => Promise.all([handlers.count(requestOf(user, {})), handlers.query(requestOf(user, topRisks))]),
  });
  list.push({ label: 'compliance summary', paths: ['/api/compliance/summary'] });
  // The summary while a full recompute runs in the background (decision 0031): asked for once none is pending, and
  // started by a first read, so the rounds fall inside it rather than in the row before.
  list.push({
    label: 'compliance summary during a recompute',
    paths: ['/api/compliance/summary'],
    before: async ({ dashboardDatabaseUrl, readSummary }) => {
      await whenNoRecomputePending(dashboardDatabaseUrl, readSummary);
      await requestFullRecompute(dashboardDatabaseUrl);
      await readSummary();
    },
  });
  const wanted = options.reads?.split(',').map((part) => part.trim());
  return wanted ? list.filter((read) => wanted.some((part) => read.label.includes(part))) : list;
}

/** A signed-in user: its session cookie and the team scope data-cache receives for it (null: every team). */
interface User {
  cookie: string;
  teams: string[] | null;
}

async function signIn(url: string, username: string, password: string, address: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${username} answered ${login.status}`);
  return (login.headers.getSetCookie().find((value) => value.startsWith('session_id=')) ?? '').split(';')[0];
}

async function send(url: string, method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, { method, headers: { cookie, origin: url, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The admin (every team) and one Read_Only user per demo team, the first team twice: eight users. */
async function users(url: string): Promise<User[]> {
  const admin = await signIn(url, ADMIN.username, ADMIN.password, '203.0.113.1');
  const scope = await send(url, 'POST', '/api/auth/team-scope', admin, { scope: 'all' });
  if (scope.status !== 200) throw new Error(`team scope answered ${scope.status}`);
  const list: User[] = [{ cookie: admin, teams: null }];
  for (const [i, team] of [...TEAMS, TEAMS[0]].entries()) {
    const username = `reader-${i}-${team}`;
    const password = `Reader password 1! ${team}`;
    const created = await send(url, 'POST', '/api/users', admin, { username, email: `${username}@example.test`, password, group: 'Read_Only', bu_teams: [team] });
    if (created.status !== 201) throw new Error(`creating ${username} answered ${created.status}: ${await created.text()}`);
    list.push({ cookie: await signIn(url, username, password, `203.0.113.${i + 2}`), teams: [team] });
  }
  return list;
}

/** The BetaFindingQuery the dashboard sends for a GET /api/findings query of `user` (apps/dashboard/src/findings). */
function requestOf(user: User, query: Record<string, string>) {
  return {
    team_field: 'FINDING_TEAM_FIELD_BU_TEAM',
    all_teams: user.teams === null,
    teams: user.teams ?? [],
    severity: query.severity,
    kev: query.kev === undefined ? undefined : query.kev === 'true',
    owner: query.owner,
    bu_team: query.bu_team,
    text: query.q,
    hostname: query.hostname,
    source: query.source,
    statuses: query.status ? query.status.split(',') : [],
    changes: [],
    risk_rating: query.risk_rating,
    sort: ORDERS[query.sort ?? '-risk'],
    page: Number(query.page ?? 1),
    page_size: Number(query.page_size ?? 50),
  };
}

/** data-cache's QueryBetaFindings on the same generated snapshot, in this process (no lifecycle history: none reopened or fixed). */
async function inProcessHandler(hosts: number, findingsPerHost: number) {
  const config = { riskSettings: DEFAULT_RISK_SETTINGS, demoHistoryWeeks: 0 };
  const beta = BetaReadModel.of('bench', (await betaSnapshotSource({ ...config, demo: { hosts, findingsPerHost } }).build(null)).snapshot);
  const alpha: AlphaReadModel = new AlphaModel('bench', (await alphaSnapshotSource(config).build(null)).snapshot);
  const cacheOf = <S extends AlphaSnapshot | BetaSnapshot, M extends { snapshotId: string }>(model: M) => ({ require: () => model, current: model }) as unknown as SourceCache<S, M>;
  const none = { alpha: new Set<string>(), beta: new Set<number>() };
  const handlers = findingQueryHandlers({ alpha: cacheOf<AlphaSnapshot, AlphaReadModel>(alpha), beta: cacheOf<BetaSnapshot, BetaReadModel>(beta) }, {
    reopenedFindings: async () => none,
    // Read with for await, which takes a plain iterable too.
    fixedFindings: () => [],
    transitionsBetween: () => [],
    recordsOf: async () => new Map(),
  } as never);
  return {
    query: (request: ReturnType<typeof requestOf>) => handlers.QueryBetaFindings(request as never, {} as never),
    count: ({ team_field, all_teams, teams }: ReturnType<typeof requestOf>) => handlers.CountBetaFindings({ team_field, all_teams, teams } as never, {} as never),
  };
}

/** startSystem on `mongo`'s server; stops `mongo` when the system does not start. */
async function startSystemOn(mongo: MongoProcess, options: Omit<SystemOptions, 'mongoUrl'>): Promise<RunningSystem> {
  try {
    return await startSystem({ ...options, mongoUrl: mongo.uri });
  } catch (error) {
    await mongo.stop();
    throw error;
  }
}

/** data-cache's findings handlers in this process (inProcessHandler). */
type InProcess = Awaited<ReturnType<typeof inProcessHandler>>;

/** inProcessHandler, with its first query answered (what data-cache keeps per pair of snapshots made, as data-cache makes it before it is ready). */
async function generatedInProcess(hosts: number, findingsPerHost: number): Promise<InProcess> {
  const generating = performance.now();
  const inProcess = await inProcessHandler(hosts, findingsPerHost);
  await inProcess.query(requestOf({ cookie: '', teams: null }, { page: '1', page_size: '1' }));
  line(
    `in-process snapshot generated and its first query answered in ${((performance.now() - generating) / 1000).toFixed(1)} s; this process ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB resident`,
  );
  return inProcess;
}

async function main(): Promise<void> {
  const hosts = Number(options.hosts);
  const findingsPerHost = Number(options.findingsPerHost);
  const rounds = Number(options.rounds);
  line(
    `# Dashboard reads, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${(hosts * findingsPerHost).toLocaleString('en')} beta findings (${hosts.toLocaleString('en')} hosts) and the alpha demo, 8 users at once, ${rounds} rounds\n`,
  );
  // The in-process side first, so that its generation is over before the system's reads are measured (none when no
  // read measured has an in-process twin, e.g. `--reads compliance`).
  const inProcess = reads().some((read) => read.local) ? await generatedInProcess(hosts, findingsPerHost) : undefined;
  const logDir = mkdtempSync(path.join(tmpdir(), 'vmdash-bench-mongo-'));
  const mongo = await startMongoProcess({ heapMib: embeddedMongoHeapMib(hosts * findingsPerHost), logFile: path.join(logDir, 'embedded-mongo.log'), env: profiled('embedded-mongo') });
  const started = performance.now();
  const system = await startSystemOn(mongo, {
    apps: ['data-cache', 'dashboard', 'gateway'],
    logLevel: 'warn',
    startTimeoutMs: 45 * 60_000,
    env: {
      'data-cache': {
        DEMO_BETA_HOSTS: String(hosts),
        DEMO_BETA_FINDINGS_PER_HOST: String(findingsPerHost),
        DEMO_HISTORY_WEEKS: '0',
        LOG_LEVEL: 'info',
        NODE_OPTIONS: `--max-old-space-size=${options.dataCacheHeapMb ?? dataCacheHeapMib(hosts * findingsPerHost)}`,
      },
      dashboard: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        INTEGRATION_ADDR: `127.0.0.1:${await freePort()}`,
        COMPLIANCE_SOURCE_BATCH_WAIT_MS: '30000',
        ...profiled('dashboard'),
      },
      gateway: { TRUST_PROXY: 'loopback' },
    },
  });
  try {
    const pids = [system.pid('gateway'), system.pid('dashboard'), system.pid('data-cache'), mongo.pid];
    line(`logs in ${system.logDir} (embedded MongoDB: ${logDir})`);
    const startMemory = memoryOf(pids[2]);
    line(
      `system started in ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${load()}); data-cache ${startMemory.rss.toFixed(0)} MiB resident, ${startMemory.peak.toFixed(0)} MiB peak; embedded MongoDB ${memoryOf(mongo.pid).rss.toFixed(0)} MiB resident; this process ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB resident`,
    );
    if (options.startOnly) return;
    const signedIn = await users(system.url);
    const readSummary = async () => void (await (await send(system.url, 'GET', '/api/compliance/summary', signedIn[0].cookie)).arrayBuffer());
    // The compliance items are computed on their first read (every host's findings streamed from data-cache): right
    // before the first compliance row, so that no recompute runs during the findings rows, and a computation that does
    // not end (at 2,000,000 findings on a loaded machine each stream may miss its deadline) leaves them measured.
    const notes: string[] = [];
    let compliance: 'not computed' | 'computed' | 'failed' = 'not computed';
    const computeCompliance = async () => {
      const computing = performance.now();
      const deadline = computing + COMPLIANCE_WAIT_MS;
      let status = (await send(system.url, 'GET', '/api/compliance/summary', signedIn[0].cookie)).status;
      while (status !== 200 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        status = (await send(system.url, 'GET', '/api/compliance/summary', signedIn[0].cookie)).status;
      }
      if (status !== 200) {
        notes.push(`compliance items not computed in ${COMPLIANCE_WAIT_MS / 60_000} min (the summary last answered ${status}): compliance rows left out`);
        return 'failed';
      }
      // Each source's activation asks for a recompute: measure once none is pending (a read waits for a pending one).
      await whenNoRecomputePending(system.databaseUrl('dashboard'), readSummary, 5_000, COMPLIANCE_WAIT_MS);
      notes.push(`compliance items computed in ${((performance.now() - computing) / 1000).toFixed(0)} s, before the compliance rows`);
      return 'computed';
    };
    line('');
    line('| read (8 users at once) | p50 | p99 | in-process p50 | in-process p99 | p99 x in-process | non-200 | CPU ms per request: gateway / dashboard / data-cache / MongoDB | load average |');
    line('|---|---:|---:|---:|---:|---:|---:|---|---|');
    // With --profile, the dashboard and the MongoDB are profiled from the row that starts a recompute to the end.
    const startProfiles = () => profileDir && [pids[1], pids[3]].forEach((pid) => pid !== undefined && process.kill(pid, 'SIGUSR2'));
    for (const read of reads()) {
      if (read.label.startsWith('compliance') && compliance === 'not computed') compliance = await computeCompliance();
      if (read.label.startsWith('compliance') && compliance === 'failed') continue;
      if (read.before) startProfiles();
      await read.before?.({ dashboardDatabaseUrl: system.databaseUrl('dashboard'), readSummary });
      const before = load();
      const cpuBefore = pids.map((pid) => cpuMsOf(pid));
      const latencies: number[] = [];
      let failed = 0;
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          signedIn.map(async (user) => {
            const start = performance.now();
            await Promise.all(
              read.paths.map(async (path) => {
                // A connection the gateway closed (after a timeout) counts as a refusal; the run goes on.
                const answer = await send(system.url, 'GET', path, user.cookie).then(
                  async (response) => ({ status: response.status, body: await response.text() }),
                  (error: Error) => ({ status: 0, body: `${error.message}: ${String(error.cause)}` }),
                );
                if (answer.status === 200) return;
                failed += 1;
                if (failed === 1) line(`(${read.label}: first refusal ${answer.status} ${answer.body.slice(0, 200)})`);
              }),
            );
            latencies.push(performance.now() - start);
          }),
        );
      }
      const cpu = pids.map((pid, i) => (cpuMsOf(pid) - cpuBefore[i]) / latencies.length);
      const local: number[] = [];
      if (read.local && inProcess) {
        for (let round = 0; round < rounds; round++) {
          for (const user of signedIn) {
            const start = performance.now();
            await read.local(inProcess, user);
            local.push(performance.now() - start);
          }
        }
      }
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      const localCells = local.length ? [ms(quantile(local, 0.5)), ms(quantile(local, 0.99)), `${(quantile(latencies, 0.99) / Math.max(1, quantile(local, 0.99))).toFixed(1)}x`] : ['', '', ''];
      line(
        `| ${read.label} | ${ms(quantile(latencies, 0.5))} | ${ms(quantile(latencies, 0.99))} | ${localCells.join(' | ')} | ${failed} | ${cpu.map((value) => value.toFixed(1)).join(' / ')} | ${before} / ${load()} |`,
      );
    }
    for (const note of notes) line(`\n${note}`);
    const memory = memoryOf(pids[2]);
    const mongoMemory = memoryOf(mongo.pid);
    line(
      `\ndata-cache memory: ${memory.rss.toFixed(0)} MiB resident, ${memory.peak.toFixed(0)} MiB peak (VmRSS, VmHWM); embedded MongoDB ${mongoMemory.rss.toFixed(0)} MiB resident, ${mongoMemory.peak.toFixed(0)} MiB peak`,
    );
  } finally {
    await system.stop();
    await mongo.stop();
  }
}

runScript(main);
