/**
 * Quantile `q` (0-1) of `values` by the nearest rank below (the value at index floor(n x q) of the sorted values, the
 * last for q = 1), for the benches' latency percentiles.
 * @param values latencies, ms (not changed)
 * @returns the quantile, NaN for no values
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}
