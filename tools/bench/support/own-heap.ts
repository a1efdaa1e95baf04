import { spawnSync } from 'node:child_process';
import { getHeapStatistics } from 'node:v8';

/**
 * Makes sure this process's V8 heap may grow to `mib` MiB: when its limit is lower, runs this same script again in a
 * child process with `--max-old-space-size=<mib>` (and the loader flags this one has, tsx's), then exits with its code.
 * For benchmarks whose process hosts the embedded MongoDB of a large estate (libs/testing's startSystem).
 */
export function ensureOwnHeap(mib: number): void {
  if (getHeapStatistics().heap_size_limit >= mib * 1_048_576) return;
  const result = spawnSync(process.execPath, [...process.execArgv, `--max-old-space-size=${mib}`, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
