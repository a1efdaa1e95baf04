#!/usr/bin/env node
// `npm start` bootstrap: installs the project's dependencies when they are missing (a fresh clone), then hands over
// to tools/dev/start-system.ts. Uses nothing but Node itself, because nothing else may be installed yet.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

if (!existsSync(tsx) || !existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  // npm install (CI runs npm ci): the lock file lists every platform's optional binaries, so a fresh clone's install
  // leaves it unchanged; npm install also accepts a package.json edited without the lock (docs/decisions/0001-service-layout.md).
  console.log('[vmdash] installing dependencies (npm install)');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The launcher hosts the embedded MongoDB, whose data lives in its V8 heap: a large demo estate needs more than Node's
// default (libs/config's sizing rule, read through tsx now that it is installed), unless NODE_OPTIONS sets a heap.
const launcherHeapFlags = async () => {
  if ((process.env.NODE_OPTIONS ?? '').includes('--max-old-space-size')) return [];
  const { tsImport } = await import('tsx/esm/api');
  const { demoEstateFindings } = await tsImport('../../libs/config/src/demo-estate.ts', import.meta.url);
  const { embeddedMongoHeapMib } = await tsImport('../../libs/config/src/embedded-mongo-heap.ts', import.meta.url);
  const heapMib = embeddedMongoHeapMib(demoEstateFindings(process.env));
  return heapMib * 1_048_576 > getHeapStatistics().heap_size_limit ? [`--max-old-space-size=${heapMib}`] : [];
};

// The launcher runs in a node of its own (tsx as a loader) with an IPC channel to this process: when this process ends,
// however it ends, the launcher stops everything in order (docs/decisions/0022-launcher-bound-processes.md).
const child = spawn(process.execPath, [...(await launcherHeapFlags()), '--import', 'tsx', path.join(root, 'tools/dev/start-system.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
// npm gone without a signal to pass on (SIGKILL): the launcher is told to stop as on Ctrl-C. npm runs this script
// through a shell, so what changes is this process's parent (the shell gone too) or the shell's (npm gone alone).
const parentOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null; // no /proc (not Linux), or the process is gone
  }
};
const parent = process.ppid;
const grandparent = parentOf(parent);
setInterval(() => {
  if (process.ppid !== parent || parentOf(parent) !== grandparent) child.kill('SIGTERM');
}, 1_000).unref();
