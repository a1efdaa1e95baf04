/**
 * Summarises V8 heap snapshots (`v8.writeHeapSnapshot`, `node --heapsnapshot-near-heap-limit`) as retained objects
 * by kind: self size and count per constructor name (objects, closures) or per node type (strings, code, arrays), and
 * with two files, what the later one holds more than the earlier one. Benchmark support only: it prints tables,
 * asserts nothing.
 *   npx tsx tools/bench/support/heap-summary.ts <first.heapsnapshot> [<later.heapsnapshot>] [--top 20]
 * The format is Chrome DevTools Protocol's HeapProfiler snapshot: `snapshot.meta.node_fields` names the fields of each
 * node in the flat `nodes` array; `strings` holds the names.
 */
import { readFileSync } from 'node:fs';

/** The parts of a `.heapsnapshot` this summary reads. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Self size (bytes) and count of a heap snapshot's nodes per kind. */
export type HeapKinds = Map<string, { bytes: number; count: number }>;

/** A node's kind: `<constructor>` for objects and closures, `(<type>)` for the rest (strings, arrays, code, ...). */
function kindOf(type: string, name: string): string {
  return type === 'object' || type === 'closure' ? `${name}${type === 'closure' ? '()' : ''}` : `(${type})`;
}

/** Self size and count per kind of every node of a heap snapshot file. */
export function heapKinds(file: string): HeapKinds {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds: HeapKinds = new Map();
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const kind = kindOf(types[snapshot.nodes[node + typeAt]], snapshot.strings[snapshot.nodes[node + nameAt]]);
    const entry = kinds.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += snapshot.nodes[node + sizeAt];
    entry.count += 1;
    kinds.set(kind, entry);
  }
  return kinds;
}

/** Total self size of every node, bytes. */
export function heapBytes(kinds: HeapKinds): number {
  let total = 0;
  for (const { bytes } of kinds.values()) total += bytes;
  return total;
}

/** The kinds whose self size differs most between two summaries (later minus earlier), largest growth first. */
export function heapGrowth(earlier: HeapKinds, later: HeapKinds, top: number): { kind: string; bytes: number; count: number }[] {
  const names = new Set([...earlier.keys(), ...later.keys()]);
  return [...names]
    .map((kind) => ({
      kind,
      bytes: (later.get(kind)?.bytes ?? 0) - (earlier.get(kind)?.bytes ?? 0),
      count: (later.get(kind)?.count ?? 0) - (earlier.get(kind)?.count ?? 0),
    }))
    .sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))
    .slice(0, top);
}

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function main(): void {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 20;
  const files = args.filter((arg, i) => arg !== '--top' && i !== topAt + 1 && !arg.startsWith('--'));
  const first = heapKinds(files[0]);
  if (files.length < 2) {
    console.log(`| kind | self size | count |\n|---|---:|---:|`);
    for (const [kind, { bytes, count }] of [...first].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) console.log(`| ${kind} | ${KiB(bytes)} | ${count} |`);
    console.log(`\nTotal: ${KiB(heapBytes(first))}`);
    return;
  }
  const later = heapKinds(files[1]);
  console.log(`Total: ${KiB(heapBytes(first))} -> ${KiB(heapBytes(later))}\n\n| kind | self size, later minus earlier | count, later minus earlier |\n|---|---:|---:|`);
  for (const { kind, bytes, count } of heapGrowth(first, later, top)) console.log(`| ${kind} | ${KiB(bytes)} | ${count} |`);
}

if (require.main === module) main();
