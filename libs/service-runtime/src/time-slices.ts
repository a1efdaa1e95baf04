import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a slice of background work holds the event loop at most, ms (docs/decisions/0031-dashboard-reads-at-scale.md). */
export const SLICE_MS = 20;

/**
 * Long work on the main thread cut into slices, so the event loop answers calls between them
 * (docs/decisions/0031-dashboard-reads-at-scale.md, "Built in slices"): the work asks `due()` every few thousand steps
 * and, when the slice's time is spent, awaits `next()`, which lets every pending I/O callback and timer run.
 */
export class TimeSlices {
  private started = performance.now();
  private longest = 0;

  /** @param budgetMs the time a slice may take, ms (Infinity: never yield, one slice) */
  constructor(private readonly budgetMs: number = SLICE_MS) {}

  /** Whether this slice's time is spent. */
  due(): boolean {
    return performance.now() - this.started >= this.budgetMs;
  }

  /** The longest slice so far, this one included, ms (what the work held the event loop for at most). */
  get longestMs(): number {
    return Math.max(this.longest, performance.now() - this.started);
  }

  /** Yields to the event loop (setImmediate: after pending I/O), then starts a new slice. */
  async next(): Promise<void> {
    this.longest = Math.max(this.longest, performance.now() - this.started);
    await nextTurn();
    this.started = performance.now();
  }

  /** Yields when the slice's time is spent. */
  async check(): Promise<void> {
    if (this.due()) await this.next();
  }
}

/** Values sorted natively per run before the runs are merged; a run's sort takes a few ms. */
const RUN = 1 << 15;
/** Values merged between two checks of the slice's time. */
const MERGE_STEP = 1 << 14;

/**
 * Sorts `values` ascending in place (as `Float64Array.prototype.sort` does, numbers without NaN), in slices: runs of
 * RUN values sorted natively, then merged pairwise, checking `slices` every MERGE_STEP values.
 */
export async function sortInSlices(values: Float64Array, slices: TimeSlices): Promise<void> {
  const n = values.length;
  for (let start = 0; start < n; start += RUN) {
    values.subarray(start, Math.min(n, start + RUN)).sort();
    await slices.check();
  }
  if (n <= RUN) return;
  let from: Float64Array = values;
  let to: Float64Array = new Float64Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(n, left + width);
      const right = Math.min(n, left + 2 * width);
      let i = left;
      let j = middle;
      let k = left;
      while (k < right) {
        const stop = Math.min(right, k + MERGE_STEP);
        while (k < stop) to[k++] = j >= right || (i < middle && from[i] <= from[j]) ? from[i++] : from[j++];
        await slices.check();
      }
    }
    [from, to] = [to, from];
  }
  if (from !== values) values.set(from);
}
