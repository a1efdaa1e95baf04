/**
 * The findings list's index built in slices (docs/decisions/0031-dashboard-reads-at-scale.md, "Built in slices";
 * docs/benchmarks.md "Dashboard reads at 2,000,000 findings"). Not a test: it prints, asserts nothing.
 *   node --expose-gc --import tsx tools/bench/finding-index-slices.bench.ts [--hosts 100000] [--findings-per-host 20]
 * On the generated demo (beta hosts x findings and the alpha demo, as data-cache serves it), one process: the index
 * built as data-cache builds it, while a timer asks a host's findings every 10 ms (as a Data API lookup would be
 * answered between slices). Printed: the build's wall time, its longest slice, the event loop's longest delay
 * (perf_hooks.monitorEventLoopDelay) and the lookups answered during the build with their slowest wait; then the
 * same build in one slice (what the build held the event loop for before), and the load average.
 */
import { Command } from 'commander';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { FindingIndex } from '../../apps/data-cache/src/dashboard-findings/finding-index';
import { TimeSlices } from '@vmdash/service-runtime';
import { AlphaReadModel } from '../../apps/data-cache/src/read-model/alpha-read-model';
import { BetaReadModel } from '../../apps/data-cache/src/read-model/beta-read-model';
import { alphaSnapshotSource, betaSnapshotSource } from '../../apps/data-cache/src/refresh/snapshot-source';
import { DEFAULT_RISK_SETTINGS } from '../../apps/data-cache/src/risk/risk-settings';
import { runScript } from './support/run-script';

const options = new Command().option('--hosts <n>', 'beta hosts', '100000').option('--findings-per-host <n>', 'findings per host', '20').parse().opts<{ hosts: string; findingsPerHost: string }>();

async function main(): Promise<void> {
  const config = { riskSettings: DEFAULT_RISK_SETTINGS, demoHistoryWeeks: 0 };
  const beta = BetaReadModel.of('bench', (await betaSnapshotSource({ ...config, demo: { hosts: Number(options.hosts), findingsPerHost: Number(options.findingsPerHost) } }).build(null)).snapshot);
  const alpha = new AlphaReadModel('bench', (await alphaSnapshotSource(config).build(null)).snapshot);
  const models = { alpha, beta };
  const none = { alpha: new Set<string>(), beta: new Set<number>() };
  const hostIds = [...beta.hostsOf([])].map((host) => host.host_id);
  console.log(`# FindingIndex in slices, ${new Date().toISOString()}, Node ${process.version}, ${(hostIds.length * Number(options.findingsPerHost)).toLocaleString('en')} beta findings\n`);

  const delay = monitorEventLoopDelay({ resolution: 5 });
  const waits: number[] = [];
  let building = true;
  const ask = (due: number) =>
    setTimeout(() => {
      waits.push(performance.now() - due);
      beta.findingsJsonOf(hostIds[waits.length % hostIds.length]);
      if (building) ask(performance.now() + 10);
    }, 10);
  // The generated snapshot's records are garbage now: collected before the build when --expose-gc allows, so that
  // their collection is not counted as a slice.
  (globalThis as { gc?: () => void }).gc?.();
  const slices = new TimeSlices();
  const load = loadavg()[0].toFixed(1);
  delay.enable();
  const started = performance.now();
  ask(performance.now() + 10);
  const index = await FindingIndex.build(models, none, slices);
  const took = performance.now() - started;
  const longestSlice = slices.longestMs;
  building = false;
  delay.disable();
  const slowest = Math.max(...waits);
  const oneSlice = performance.now();
  await FindingIndex.build(models, none, new TimeSlices(Infinity));
  const blocking = performance.now() - oneSlice;
  console.log('| rows | build in slices | longest slice | event loop longest delay | lookups answered during the build | slowest lookup wait | build in one slice | load average |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${index.size.toLocaleString('en')} | ${(took / 1000).toFixed(1)} s | ${longestSlice.toFixed(0)} ms | ${(delay.max / 1e6).toFixed(0)} ms | ${waits.length} | ${slowest.toFixed(0)} ms | ${(blocking / 1000).toFixed(1)} s | ${load} / ${loadavg()[0].toFixed(1)} |`,
  );
}

runScript(main);
