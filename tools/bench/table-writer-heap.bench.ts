/**
 * What an export's table writer holds while it writes (docs/benchmarks.md, "Export jobs at 2,000,000 findings"): a
 * findings export of `--rows` generated rows written in-process through libs/table-export (`writeTableRows`, batches
 * of 1000 as a job reads them) into a sink that takes 256 KiB at a time asynchronously, as a job's GridFS result file
 * does. At a few points of the write (before the first row, then at 1/8, 1/4, 1/2 and all of the rows, each when the
 * writer asks for the next batch, so it had room) it records the heap after full collections, the memory outside the
 * heap (Buffers, zlib) and the resident set, and with `--snapshots <dir>` writes a V8 heap snapshot there (summarise
 * two with support/heap-summary.ts). Not a test: it prints a table, asserts nothing.
 *   node --expose-gc --import tsx tools/bench/table-writer-heap.bench.ts [--rows 200000] [--format xlsx] [--snapshots /tmp/heap]
 */
import { Command } from 'commander';
import { mkdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { writeHeapSnapshot } from 'node:v8';
import { FINDING_EXPORT_COLUMNS, writeTableRows, type ExportedFinding, type ExportFormat } from '@vmdash/table-export';
import { runScript } from './support/run-script';

const options = new Command()
  .option('--rows <n>', 'findings to write', '200000')
  .option('--format <format>', 'csv or xlsx', 'xlsx')
  .option('--snapshots <dir>', 'write a heap snapshot at each point into this folder')
  .parse()
  .opts<{ rows: string; format: ExportFormat; snapshots?: string }>();

const gc = (globalThis as { gc?: () => void }).gc;
const MiB = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const BATCH = 1000;
const TITLES = ['OpenSSL Unsupported Version Detection', 'SSL Certificate Cannot Be Trusted', '=HYPERLINK("http://x")', 'Microsoft Windows Security Update'];

/** Peak resident set size of this process (VmHWM), bytes. */
function peakRss(): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
}

/**
 * `total` generated findings, a batch of 1000 new objects at a time (as a job's pages arrive from data-cache); `pause`
 * is awaited before a batch when the writer asks for it (so with the rows written so far) and once after the last.
 */
async function* findings(total: number, pause: (rowsWritten: number) => Promise<void>): AsyncGenerator<ExportedFinding[]> {
  for (let start = 0; start < total; start += BATCH) {
    await pause(start);
    const batch: ExportedFinding[] = [];
    for (let id = start; id < Math.min(total, start + BATCH); id++)
      batch.push({
        source: 'beta',
        host_id: Math.floor(id / 20) + 1,
        hostname: `host-${Math.floor(id / 20) + 1}.example.internal`,
        owner: `team-${id % 7}`,
        bu_team: `bu-${id % 3}`,
        scanner_id: `scanner-${id % 5}`,
        active_host_findings_id: id + 1,
        title: TITLES[id % TITLES.length],
        severity: ['low', 'medium', 'high', 'critical'][id % 4],
        cve_ids: [`CVE-2024-${10000 + (id % 5000)}`, `CVE-2023-${20000 + (id % 3000)}`],
        kev: id % 11 === 0,
        first_seen: new Date(1_700_000_000_000 + id * 1000).toISOString(),
        last_seen: new Date(1_710_000_000_000 + id * 1000).toISOString(),
        risk_score: (id % 1000) / 10,
        risk_rating: 'medium',
        host_risk_score: (id % 500) / 5,
        status: 'open',
        fixed_at: null,
      });
    yield batch;
  }
  await pause(total);
}

/** A sink like a job's result file: takes up to 256 KiB before asking to wait, and each write a turn later. */
function resultFileSink(): Writable & { bytes: number } {
  const sink = new Writable({
    highWaterMark: 256 * 1024,
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      setImmediate(done);
    },
  }) as Writable & { bytes: number };
  sink.bytes = 0;
  return sink;
}

async function main(): Promise<void> {
  const total = Number(options.rows);
  console.log(
    `# Table writer memory, ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ${total.toLocaleString('en')} rows of ${options.format}, load average ${loadavg()[0].toFixed(1)}\n`,
  );
  if (!gc) console.log('(run with node --expose-gc: the heap column is then what survives a full collection)\n');
  if (options.snapshots) mkdirSync(options.snapshots, { recursive: true });
  console.log('| rows written | heap after full GC (MiB) | external (MiB) | array buffers (MiB) | RSS (MiB) | snapshot |\n|---:|---:|---:|---:|---:|---|');
  const points = [0, total / 8, total / 4, total / 2, total].map(Math.floor);
  const record = async (rows: number) => {
    // Two full collections a turn apart: V8 frees the backing stores of collected Buffers after the first.
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
    gc?.();
    const snapshot = options.snapshots ? writeHeapSnapshot(join(options.snapshots, `${options.format}-${rows}.heapsnapshot`)) : '';
    const memory = process.memoryUsage();
    console.log(`| ${rows.toLocaleString('en')} | ${MiB(memory.heapUsed)} | ${MiB(memory.external)} | ${MiB(memory.arrayBuffers)} | ${MiB(memory.rss)} | ${snapshot} |`);
  };
  const sink = resultFileSink();
  const started = performance.now();
  let next = 0;
  const pause = async (rows: number) => {
    while (next < points.length && rows >= points[next]) {
      await record(rows);
      next++;
    }
  };
  const written = await writeTableRows(sink, { format: options.format, columns: FINDING_EXPORT_COLUMNS }, findings(total, pause), new AbortController().signal);
  await new Promise<void>((resolve) => (sink.writableFinished ? resolve() : sink.once('finish', () => resolve())));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${written.rows.toLocaleString('en')} rows, ${MiB(sink.bytes)} MiB of ${options.format} in ${seconds.toFixed(1)} s (snapshots included); peak RSS ${MiB(peakRss())} MiB; load average ${loadavg()[0].toFixed(1)}`,
  );
}

runScript(main);
