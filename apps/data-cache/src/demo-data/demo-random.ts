/**
 * Seeded pseudo-random numbers for the demo dataset: mulberry32 (a 32-bit generator, fast and good enough for test
 * data, not for anything secret). Each host draws from its own stream, derived from the seed and the host's index,
 * so any host (and its findings) can be generated alone, lazily, and always the same.
 */
export class DemoRandom {
  private state: number;

  /** A stream for `seed` and an optional `stream` number (e.g. a host index). */
  constructor(seed: number, stream = 0) {
    // Mix seed and stream (splitmix-style constants) so that neighbouring hosts get unrelated sequences.
    let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35);
    h ^= h >>> 16;
    this.state = h >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}
