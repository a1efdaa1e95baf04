/**
 * The finding lifecycle's diff (docs/benchmarks.md, "Finding lifecycle"; docs/decisions/0026-finding-lifecycle.md):
 * time and memory to compare a new snapshot of 2,000,000 beta findings (by default) with the stored states of the
 * previous one. Not a test: it prints a table, asserts nothing.
 *   node --expose-gc --import tsx tools/bench/lifecycle-diff.bench.ts [--hosts 100000] [--findings-per-host 20]
 * The previous snapshot's findings are stored open (a few fixed); the new one drops 2% of the findings of the hosts it
 * covers, adds 2% new ones, brings the fixed ones back, and leaves 5% of the hosts out. The arrays are those the store
 * reads (ids, host ids, states: FindingLifecycleStore) and the view builds (lifecycle-view.ts); MongoDB's reads and
 * writes are not part of it. Memory: the ArrayBuffers of both inputs and the heap the diff's answer keeps after a full
 * collection, and the process's peak resident set.
 */
import { Command } from 'commander';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { diffLifecycle, STATUS_CODE } from '../../apps/data-cache/src/lifecycle/lifecycle-diff';

const options = new Command().option('--hosts <n>', 'beta hosts', '100000').option('--findings-per-host <n>', 'findings per host', '20').parse().opts<{ hosts: string; findingsPerHost: string }>();

const gc = (globalThis as { gc?: () => void }).gc;
const MiB = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
function memory() {
  gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsed, arrayBuffers };
}

function main(): void {
  if (!gc) console.log('(run with node --expose-gc for memory after a full collection)\n');
  const hosts = Number(options.hosts);
  const perHost = Number(options.findingsPerHost);
  const total = hosts * perHost;
  console.log(`# Finding lifecycle diff, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${total.toLocaleString('en')} findings\n`);
  const before = memory();

  // Stored states: ids 1..total in id order, host = floor((id - 1) / perHost) + 1; every 500th fixed.
  const stored = { ids: new Float64Array(total), hostIds: new Float64Array(total), statuses: new Uint8Array(total) };
  for (let i = 0; i < total; i += 1) {
    stored.ids[i] = i + 1;
    stored.hostIds[i] = Math.floor(i / perHost) + 1;
    stored.statuses[i] = i % 500 === 0 ? STATUS_CODE.fixed : STATUS_CODE.open;
  }
  // The new snapshot, in host order as a build yields it: every 50th finding dropped, 2% new ids, hosts % 20 == 0 left out.
  const covered = (host: number) => host % 20 !== 0;
  const ids: number[] = [];
  const hostIds: number[] = [];
  let nextId = total + 1;
  for (let i = 0; i < total; i += 1) {
    const host = Math.floor(i / perHost) + 1;
    if (!covered(host) || i % 50 === 1) continue;
    ids.push(i + 1);
    hostIds.push(host);
    if (i % 50 === 2) {
      ids.push(nextId++);
      hostIds.push(host);
    }
  }
  const current = { ids: Float64Array.from(ids), hostIds: Float64Array.from(hostIds) };
  ids.length = 0;
  hostIds.length = 0;
  const coveredHosts = Float64Array.from({ length: hosts }, (_, i) => i + 1).filter(covered);
  const inputs = memory();

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const diff = diffLifecycle(current, stored, coveredHosts);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const after = memory();

  console.log('| Findings stored | Findings now | Opened | Reopened | Fixed | Seen | Diff | Inputs (ArrayBuffers) | Answer kept (heap + buffers) | Peak RSS | Load average |');
  console.log('| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  console.log(
    `| ${total.toLocaleString('en')} | ${current.ids.length.toLocaleString('en')} | ${diff.opened.length.toLocaleString('en')} | ${diff.reopened.length.toLocaleString('en')} | ${diff.fixed.length.toLocaleString('en')} | ${diff.seen.length.toLocaleString('en')} | ${(ms / 1000).toFixed(2)} s | ${MiB(inputs.arrayBuffers - before.arrayBuffers)} MiB | ${MiB(after.heapUsed + after.arrayBuffers - inputs.heapUsed - inputs.arrayBuffers)} MiB | ${MiB(peakRss)} MiB | ${loadavg()[0].toFixed(1)} |`,
  );
}

main();
