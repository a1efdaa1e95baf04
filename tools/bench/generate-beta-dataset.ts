/**
 * Writes a synthetic Tenable Nessus v2 export of N hosts x M findings (deterministic for a seed), for benchmarks of
 * the real beta import path (docs/benchmarks.md). The content is the data-cache beta demo dataset; the file is
 * streamed, so any size fits in flat memory.
 *
 *   npx tsx tools/bench/generate-beta-dataset.ts --hosts 100000 --findings-per-host 20 --out /tmp/beta-100k.nessus
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { demoNessusXmlChunks } from '../../apps/data-cache/src/demo-data/demo-nessus.writer';

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new InvalidArgumentError('expected a non-negative integer');
  return n;
}

async function main(): Promise<void> {
  const options = new Command('generate-beta-dataset')
    .description('Write a synthetic Nessus v2 file of N hosts x M findings')
    .requiredOption('-o, --out <file>', 'output .nessus file')
    .option('--hosts <n>', 'number of hosts', positiveInt, 10_000)
    .option('--findings-per-host <m>', 'findings per host', positiveInt, 20)
    .option('--seed <s>', 'random seed', positiveInt, 1)
    .parse()
    .opts<{ out: string; hosts: number; findingsPerHost: number; seed: number }>();

  const started = Date.now();
  const out = createWriteStream(options.out);
  const finished = once(out, 'finish');
  for (const chunk of demoNessusXmlChunks({ hosts: options.hosts, findingsPerHost: options.findingsPerHost, seed: options.seed })) {
    // Respect back-pressure: wait for the file to drain instead of buffering the whole export.
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await finished;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${options.out}: ${options.hosts} hosts x ${options.findingsPerHost} findings, ${(out.bytesWritten / 1e6).toFixed(1)} MB in ${seconds} s\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
