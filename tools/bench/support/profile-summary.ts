/**
 * Summarises a V8 CPU profile (`node --cpu-prof`) as self time by where the code lives: a package of node_modules,
 * Node's own internals, garbage collection, idle, or the repository's source. Benchmark support only: it prints
 * tables, asserts nothing.
 *   npx tsx tools/bench/support/profile-summary.ts <file.cpuprofile> [--top 25]
 */
import { readFileSync } from 'node:fs';

/** The parts of a `.cpuprofile` this summary reads (Chrome DevTools Protocol, Profiler.Profile). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives: "pkg:<name>", "node:<module>", "(gc)", "(idle)", "(program)" or "src:<path>". */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:'))
    return url
      .replace(/^node:internal\//, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return `pkg:${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const dist = url.indexOf('/dist/');
  return `src:${url.slice(dist >= 0 ? dist + 1 : 0).replace(/^file:\/\//, '')}`;
}

/** Busy self time (ms, idle left out) per area and per function of one profile, largest first. */
export function summarizeProfile(file: string): { totalMs: number; areas: [string, number][]; functions: [string, number][] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalMs = 0;
  // A sample stands for the time until the next one (as DevTools counts it); the last, whose end is the profiler's
  // stop (inside the inspector's `dispatch`), is left out.
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    totalMs += ms;
    const area = areaOf(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${area}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { totalMs, areas: sorted(areas), functions: sorted(functions) };
}

if (require.main === module) {
  const [file, flag, value] = process.argv.slice(2);
  const top = flag === '--top' ? Number(value) : 25;
  const { totalMs, areas, functions } = summarizeProfile(file);
  const pct = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)} %`;
  console.log(`${file}: ${(totalMs / 1000).toFixed(1)} s busy\n\n| area | self time | share |\n|---|---:|---:|`);
  for (const [area, ms] of areas.slice(0, top)) console.log(`| ${area} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
  console.log('\n| function | self time | share |\n|---|---:|---:|');
  for (const [name, ms] of functions.slice(0, top)) console.log(`| ${name} | ${ms.toFixed(0)} ms | ${pct(ms)} |`);
}
