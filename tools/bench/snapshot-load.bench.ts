/**
 * data-cache's memory and start-to-serving time on a large beta snapshot (docs/benchmarks.md, "Snapshot load"). Not a
 * test: it prints a table, asserts nothing.
 *   npx tsx tools/bench/snapshot-load.bench.ts [--hosts 100000] [--findings-per-host 20]
 * Build the apps first. Starts data-cache (and the gateway, which tells when it serves) on the generated dataset: the
 * first start builds the snapshot, stores it in MongoDB and serves it; then data-cache is restarted and loads the stored
 * snapshot, as every other replica and every later start does. For each start: the time from spawning the process to
 * serving, data-cache's peak resident memory (VmHWM) and its resident memory once serving (VmRSS), and the load average.
 */
import { Command } from 'commander';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startSystem } from '@vmdash/testing';
import { memoryOf } from './support/process-stats';
import { runScript } from './support/run-script';

const options = new Command().option('--hosts <n>', 'beta hosts', '100000').option('--findings-per-host <n>', 'findings per host', '20').parse().opts<{ hosts: string; findingsPerHost: string }>();

async function main(): Promise<void> {
  const hosts = Number(options.hosts);
  const findings = hosts * Number(options.findingsPerHost);
  console.log(`# Snapshot load, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${hosts.toLocaleString('en')} hosts, ${findings.toLocaleString('en')} findings\n`);
  console.log('| data-cache start | start to serving | peak RSS | RSS when serving | load average before / after |\n|---|---:|---:|---:|---|');
  const row = (label: string, seconds: number, pid: number, before: string) => {
    const { peak, rss: resident } = memoryOf(pid);
    console.log(`| ${label} | ${seconds.toFixed(1)} s | ${peak.toFixed(0)} MiB | ${resident.toFixed(0)} MiB | ${before} / ${loadavg()[0].toFixed(1)} |`);
  };
  let before = loadavg()[0].toFixed(1);
  let started = performance.now();
  const system = await startSystem({
    apps: ['data-cache', 'gateway'],
    env: { 'data-cache': { DEMO_BETA_HOSTS: String(hosts), DEMO_BETA_FINDINGS_PER_HOST: options.findingsPerHost, DEMO_HISTORY_WEEKS: '0' } },
    logLevel: 'warn',
    startTimeoutMs: 15 * 60_000,
  });
  try {
    row('first start: build, store and serve the snapshot', (performance.now() - started) / 1000, system.pid('data-cache') ?? 0, before);
    for (let restart = 1; restart <= 2; restart++) {
      await system.stopApp('data-cache');
      before = loadavg()[0].toFixed(1);
      started = performance.now();
      await system.startApp('data-cache');
      row(`restart ${restart}: load the stored snapshot and serve it`, (performance.now() - started) / 1000, system.pid('data-cache') ?? 0, before);
    }
  } finally {
    await system.stop();
  }
}

runScript(main);
