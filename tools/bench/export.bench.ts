/**
 * Memory of large exports (docs/benchmarks.md, "Findings exports" and "Compliance exports"). Not a test: it prints a
 * table, asserts nothing.
 *   npx tsx tools/bench/export.bench.ts [--hosts 5000] [--findings-per-host 20] [--exports findings,compliance] [--heap-mb 64]
 * Build the apps first (`npx nx run-many -t build -p data-cache,dashboard,gateway`). data-cache (on the generated
 * demo beta snapshot: hosts x findings rows), the dashboard and the gateway run as processes, as `npm start` runs
 * them; an Admin who chose every team downloads GET /api/exports/findings.csv and .xlsx, then
 * /api/exports/compliance.csv and .xlsx, reading the body as it arrives. The compliance items are those one read of
 * GET /api/compliance/items computes from the demo snapshot (about 3 a host) and `--compliance-items` generated ones
 * stored besides them in the dashboard's database (support/generated-compliance-items.ts). The resident set size (VmRSS of /proc) of
 * the gateway and the dashboard is sampled every 50 ms: before each export, and its peak during it, with the 1-minute
 * load average.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Command } from 'commander';
import { freePort, startSystem } from '@vmdash/testing';
import { storeGeneratedComplianceItems, whenNoRecomputePending } from './support/generated-compliance-items';
import { signInWithEveryTeam } from './support/admin-session';
import { memoryOf } from './support/process-stats';
import { runScript } from './support/run-script';

const options = new Command()
  .option('--hosts <n>', 'beta hosts of the generated snapshot', '5000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--exports <list>', 'which exports, comma-separated: findings, compliance', 'findings,compliance')
  .option('--compliance-items <n>', 'generated compliance items stored besides those the demo snapshot gives', '100000')
  .option('--heap-mb <n>', "cap the gateway's and the dashboard's V8 old space (--max-old-space-size): an export that held its rows would fail")
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; exports: string; complianceItems: string; heapMb?: string }>();
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
const line = (text: string) => console.log(text);
const load = () => loadavg()[0].toFixed(1);

async function main(): Promise<void> {
  const rows = Number(options.hosts) * Number(options.findingsPerHost);
  const tables = options.exports.split(',').map((table) => table.trim());
  line(
    `# Exports (${tables.join(', ')}), ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${Number(options.hosts).toLocaleString('en')} hosts, ${rows.toLocaleString('en')} findings${options.heapMb ? `, old space capped at ${options.heapMb} MB` : ''}\n`,
  );
  const heapLimit: Record<string, string> = options.heapMb ? { NODE_OPTIONS: `--max-old-space-size=${options.heapMb}` } : {};
  const system = await startSystem({
    apps: ['data-cache', 'dashboard', 'gateway'],
    env: {
      'data-cache': { DEMO_BETA_HOSTS: options.hosts, DEMO_BETA_FINDINGS_PER_HOST: options.findingsPerHost, DEMO_HISTORY_WEEKS: '0' },
      gateway: heapLimit,
      // The first compliance read streams every demo host's findings from data-cache: allow the longest deadline.
      dashboard: { ...heapLimit, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, INTEGRATION_ADDR: `127.0.0.1:${await freePort()}`, COMPLIANCE_SOURCE_BATCH_WAIT_MS: '30000' },
    },
  });
  try {
    const cookie = await signInWithEveryTeam(system, ADMIN);
    const pids = { gateway: system.pid('gateway')!, dashboard: system.pid('dashboard')! };
    if (tables.includes('compliance')) {
      // The first read computes every item (it may outlast the route's deadline; the dashboard finishes it anyway).
      const started = performance.now();
      let total: number | undefined;
      while (total === undefined) {
        const answer = await fetch(`${system.url}/api/compliance/items?page_size=1`, { headers: { cookie } });
        if (answer.status === 200) total = ((await answer.json()) as { total: number }).total;
        else await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      line(`Compliance items computed from the demo snapshot: ${total.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      // A pending recompute (data-cache announces each source's snapshot) would resolve the generated items, during an export.
      await whenNoRecomputePending(system.databaseUrl('dashboard'), async () => {
        await (await fetch(`${system.url}/api/compliance/items?page_size=1`, { headers: { cookie } })).arrayBuffer();
      });
      await storeGeneratedComplianceItems(system.databaseUrl('dashboard'), Number(options.complianceItems));
      line(`Generated compliance items stored besides: ${Number(options.complianceItems).toLocaleString('en')}\n`);
    }
    line('| Export | Rows | MB sent | Seconds | Gateway RSS before / peak (MB) | Dashboard RSS before / peak (MB) | Load average before / after |');
    line('| ------ | ---: | ------: | ------: | -----------------------------: | -------------------------------: | --------------------------: |');
    for (const table of tables) {
      for (const format of ['csv', 'xlsx']) {
        const before = { gateway: memoryOf(pids.gateway).rss, dashboard: memoryOf(pids.dashboard).rss };
        const peak = { ...before };
        const sampler = setInterval(() => {
          peak.gateway = Math.max(peak.gateway, memoryOf(pids.gateway).rss);
          peak.dashboard = Math.max(peak.dashboard, memoryOf(pids.dashboard).rss);
        }, 50);
        const loadBefore = load();
        const started = performance.now();
        let bytes = 0;
        let newlines = 0;
        let cut: string | undefined;
        try {
          const response = await fetch(`${system.url}/api/exports/${table}.${format}`, { headers: { cookie } });
          if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
          for await (const chunk of response.body) {
            bytes += chunk.length;
            if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines++;
          }
        } catch (error) {
          // A transfer broken by the gateway (the stream deadline) is a result of the run, not a failure of the bench.
          cut = error instanceof Error ? error.message : String(error);
        } finally {
          clearInterval(sampler);
        }
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const exported = cut !== undefined ? `cut (${cut.slice(0, 60)})` : format === 'csv' ? (newlines - 1).toLocaleString('en') : 'same';
        line(
          `| ${table}.${format} | ${exported} | ${(bytes / 1e6).toFixed(1)} | ${seconds} | ${before.gateway.toFixed(0)} / ${peak.gateway.toFixed(0)} | ${before.dashboard.toFixed(0)} / ${peak.dashboard.toFixed(0)} | ${loadBefore} / ${load()} |`,
        );
      }
    }
  } finally {
    await system.stop();
  }
}

runScript(main);
