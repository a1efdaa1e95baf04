/**
 * The V8 heap data-cache needs for an estate (its `--max-old-space-size`, MiB), from docs/benchmarks.md "Dashboard reads
 * at 2,000,000 findings": a base for the service and the alpha demo, and per finding of the beta estate room for two
 * read models (the one served and the one a refresh builds, docs/decisions/0004-data-cache-snapshots.md), the lifecycle
 * update's arrays and the findings list's index. deploy/README.md states the same sizing for the manifests.
 * @param findings beta findings of the estate (hosts x findings per host)
 */
export function dataCacheHeapMib(findings: number): number {
  return Math.max(HEAP_BASE_MIB, Math.ceil(HEAP_BASE_MIB + (findings * HEAP_BYTES_PER_FINDING) / 1_048_576));
}

/** The heap of a small estate (the default demo; deploy/k8s/base sets 1,536 MiB). */
const HEAP_BASE_MIB = 1_024;
/** Heap per beta finding, bytes (measured peak at 500,000 and 2,000,000 findings, with room). */
const HEAP_BYTES_PER_FINDING = 1_024;
