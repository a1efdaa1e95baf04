/**
 * Data API benchmarks (issue "Data API", docs/benchmarks.md). Not a test: it prints numbers, asserts nothing.
 *   npx tsx tools/bench/data-api.bench.ts [--hosts 100000] [--findings-per-host 20] [--seconds 15]
 * 1. Snapshot build, store and load, with peak memory, in-process on embedded MongoDB.
 * 2. The whole system as processes (npm start's shape) on the same generated dataset, through the gateway:
 *    GET /beta-vulnerabilities-by-host/{id} throughput and p99 beside the same lookup answered in-process (one HTTP
 *    server holding the read model) and the raw read-model lookup;
 *    POST /beta-vulnerabilities-by-host for 1,000 hosts; GET/POST /beta-assets with the gateway's peak RSS;
 *    bulk create of plans for 10,000 hosts.
 */
import autocannon from 'autocannon';
import { Command } from 'commander';
import { startEmbeddedMongo } from '@vmdash/embedded-mongo';
import { connectMongo } from '@vmdash/db';
import { createLogger } from '@vmdash/observability';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { generateDemoBetaSnapshot } from '../../apps/data-cache/src/demo-data/demo-beta.generator';
import { BetaReadModel } from '../../apps/data-cache/src/read-model/beta-read-model';
import { createIdentityRegistry } from '../../apps/data-cache/src/snapshot/identity-registry';
import { SnapshotRepository } from '../../apps/data-cache/src/snapshot-store/snapshot.repository';
import type { BetaSnapshot } from '../../apps/data-cache/src/snapshot/snapshot.types';
import { startSystem } from '@vmdash/testing';
import { runScript } from './support/run-script';
import { quantile } from './support/quantile';

const options = new Command()
  .option('--hosts <n>', 'beta hosts', '100000')
  .option('--findings-per-host <n>', 'findings per host', '20')
  .option('--seconds <n>', 'duration of each throughput run', '15')
  .parse()
  .opts<{ hosts: string; findingsPerHost: string; seconds: string }>();
const hosts = Number(options.hosts);
const findingsPerHost = Number(options.findingsPerHost);
const seconds = Number(options.seconds);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const line = (text: string) => console.log(text);

/** Resident memory of another process (VmRSS), bytes. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

async function timed<T>(label: string, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await fn();
  line(`| ${label} | ${((performance.now() - start) / 1000).toFixed(2)} s | peak RSS ${mib(peakRss())} |`);
  return result;
}

async function snapshotPhase(): Promise<BetaReadModel> {
  line(`\n## Snapshot of ${hosts.toLocaleString('en')} hosts x ${findingsPerHost} findings (in-process)\n`);
  line('| step | time | process peak RSS so far |\n|---|---|---|');
  const mongo = await startEmbeddedMongo({ port: 0 });
  const connection = await connectMongo(`${mongo.uri.replace(/\/+$/, '')}/bench`, { logger: createLogger('bench', 'silent') });
  const repository = new SnapshotRepository(connection);
  await repository.init();
  const snapshot = await timed('build (generate the dataset)', () => generateDemoBetaSnapshot({ hosts, findingsPerHost, seed: 1 }));
  const id = await timed('store in MongoDB (gzip chunks)', () => repository.save(snapshot, createIdentityRegistry('beta'), 'benchmark'));
  const loaded = (await timed('load from MongoDB', () => repository.loadSnapshot(id))) as BetaSnapshot;
  const model = await timed('index (read model)', () => BetaReadModel.of(id, loaded));
  await connection.close();
  await mongo.stop();
  return model;
}

/** The raw lookup: a random host's findings from the read model as JSON, in a loop on one thread. */
function rawLookups(model: BetaReadModel): { perSecond: number; p99Ms: number } {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    model.findingsJsonOf(1 + Math.floor(Math.random() * hosts));
    latencies.push(performance.now() - start);
  }
  return { perSecond: latencies.length / seconds, p99Ms: quantile(latencies, 0.99) };
}

/** Starts support/in-process-lookup-server.ts on the same dataset and resolves with its URL once it listens. */
function inProcessServer(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/in-process-lookup-server.ts'), '--hosts', String(hosts), '--findings-per-host', String(findingsPerHost)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`in-process server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      const port = /^listening (\d+)$/.exec(text)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    });
  });
}

async function systemPhase(model: BetaReadModel): Promise<void> {
  line(`\n## Through the gateway (every service its own process)\n`);
  const started = performance.now();
  const system = await startSystem({
    // The Data API's apps only: the numbers stay comparable with earlier runs (docs/benchmarks.md).
    apps: ['data-cache', 'action-plan', 'gateway'],
    env: { 'data-cache': { DEMO_BETA_HOSTS: String(hosts), DEMO_BETA_FINDINGS_PER_HOST: String(findingsPerHost), DEMO_HISTORY_WEEKS: '0' } },
    logLevel: 'warn',
    startTimeoutMs: 15 * 60_000,
  });
  try {
    line(
      `system start with the generated dataset (first build, store and serve): ${((performance.now() - started) / 1000).toFixed(1)} s; data-cache RSS ${mib(rssOf(system.pid('data-cache') ?? 0))}\n`,
    );
    const token = system.token();
    const result = await autocannon({
      url: system.url,
      connections: 16,
      duration: seconds,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: `/beta-vulnerabilities-by-host/${1 + Math.floor(Math.random() * hosts)}`, headers: { authorization: `Bearer ${token}` } }) },
      ],
    });
    const local = await inProcessServer();
    const direct = await autocannon({
      url: local.url,
      connections: 16,
      duration: seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/beta-vulnerabilities-by-host/${1 + Math.floor(Math.random() * hosts)}` }) }],
    });
    local.stop();
    const raw = rawLookups(model);
    line('| GET /beta-vulnerabilities-by-host/{id} | requests/s | p99 |\n|---|---|---|');
    line(`| through the gateway: HTTP -> gateway -> gRPC -> data-cache (16 connections, ${seconds} s, non-2xx: ${result.non2xx}) | ${result.requests.average.toFixed(0)} | ${result.latency.p99} ms |`);
    line(`| answered in-process: one HTTP server holding the read model (16 connections, non-2xx: ${direct.non2xx}) | ${direct.requests.average.toFixed(0)} | ${direct.latency.p99} ms |`);
    line(`| raw read-model lookup + JSON.stringify, no HTTP (one thread) | ${raw.perSecond.toFixed(0)} | ${raw.p99Ms.toFixed(3)} ms |`);

    const thousand = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 97) % hosts));
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const response = await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: thousand });
      bytes = (await response.arrayBuffer()).byteLength;
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    line(`\nPOST /beta-vulnerabilities-by-host for 1,000 hosts: median ${runs[2].toFixed(0)} ms (min ${runs[0].toFixed(0)}, max ${runs[4].toFixed(0)}), ${mib(bytes)} of JSON\n`);

    const owners = model.listOwners();
    const gatewayPid = system.pid('gateway') ?? 0;
    line('| listing | hosts | time | gateway RSS before | gateway peak RSS during |\n|---|---|---|---|---|');
    for (const [label, body] of [
      ['POST /beta-assets (one owner)', { owners: [owners[0].owner] }],
      ['POST /beta-assets (half of the owners)', { owners: owners.slice(0, Math.ceil(owners.length / 2)).map((o) => o.owner) }],
      ['GET /beta-assets (all)', undefined],
    ] as const) {
      const before = rssOf(gatewayPid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(gatewayPid))), 10);
      const start = performance.now();
      const response = await system.request(body ? 'POST' : 'GET', '/beta-assets', body);
      const listed = ((await response.json()) as unknown[]).length;
      clearInterval(sampler);
      line(`| ${label} | ${listed.toLocaleString('en')} | ${(performance.now() - start).toFixed(0)} ms | ${mib(before)} | ${mib(peak)} |`);
    }

    const tenThousand = Array.from({ length: Math.min(10_000, hosts) }, (_, i) => i + 1);
    const start = performance.now();
    const bulk = await system.request('POST', '/hosts/create-bulk-action-plans', { host_ids: tenThousand, plan_type: 'decommission', commit_date: '2027-01-31' });
    const outcome = (await bulk.json()) as { created?: unknown[]; failed?: unknown[] };
    line(
      `\nPOST /hosts/create-bulk-action-plans for ${tenThousand.length.toLocaleString('en')} hosts: ${(performance.now() - start).toFixed(0)} ms, status ${bulk.status}, created ${outcome.created?.length}, failed ${outcome.failed?.length}`,
    );
  } finally {
    await system.stop();
  }
}

async function main(): Promise<void> {
  line(`# Data API benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores`);
  const model = await snapshotPhase();
  await systemPhase(model);
}

runScript(main);
