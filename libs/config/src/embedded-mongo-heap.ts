/**
 * The V8 heap (`--max-old-space-size`, MiB) of the process that hosts the embedded MongoDB (libs/embedded-mongo: its
 * documents and indexes live in that heap) for an estate of `findings` beta findings: the development launcher of
 * `npm start` and the benches' own process. About 5 KiB a finding (the findings, their lifecycle records and the
 * dashboard's collections, measured at 2,000,000 findings: docs/benchmarks.md, "Dashboard reads at 2,000,000
 * findings") above a 2 GiB base, and never below 4 GiB, about Node's own default on a machine of 16 GiB or more.
 * @param findings beta findings of the estate (hosts x findings per host)
 */
export function embeddedMongoHeapMib(findings: number): number {
  return Math.max(HEAP_FLOOR_MIB, Math.ceil(HEAP_BASE_MIB + (findings * HEAP_BYTES_PER_FINDING) / 1_048_576));
}

/** The least heap given: Node 20's default limit on this project's machines (4,144 MiB), rounded down. */
const HEAP_FLOOR_MIB = 4_096;
/** The heap of the service's collections besides the findings. */
const HEAP_BASE_MIB = 2_048;
/** Heap per beta finding, bytes. */
const HEAP_BYTES_PER_FINDING = 5_120;
