import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { RunningSystem } from '@vmdash/testing';
import { cpuMsOf } from './process-stats';
import { quantile } from './quantile';

/** The cheap routes a signed-in session reads: the session alone, and the session with one dashboard call. */
const ROUTES = ['/api/auth/me', '/api/findings/counts'] as const;
/** Requests sent before each route's measured ones (connections, JIT, the first verification of a token). */
const WARM_UP = 200;

/**
 * Reads each of `routes` (ROUTES unless given) `requests` times with the session `cookie`, `concurrency` at a time,
 * after `warmUp` reads of it (WARM_UP unless given), and returns a Markdown
 * table: requests/s, p50 and p99 latency, and the CPU ms per request of the gateway, the dashboard (and its main
 * thread) and data-cache (utime + stime from /proc, so at 3,000 requests the 10 ms tick is below 0.01 ms a request),
 * with the load average at the start of each route.
 * @throws Error when a read answers anything but 200
 */
export async function measureSessionReads(
  system: Pick<RunningSystem, 'url' | 'pid'>,
  cookie: string,
  { requests, concurrency, routes = ROUTES, warmUp = WARM_UP }: { requests: number; concurrency: number; routes?: readonly string[]; warmUp?: number },
): Promise<string> {
  const cpu = () => {
    const dashboard = system.pid('dashboard');
    return { gateway: cpuMsOf(system.pid('gateway')), dashboard: cpuMsOf(dashboard), 'its main thread': cpuMsOf(dashboard, dashboard), 'data-cache': cpuMsOf(system.pid('data-cache')) };
  };
  const lines = [
    `| one session, ${requests.toLocaleString('en')} requests per route, ${concurrency} at a time | req/s | p50 | p99 | gateway CPU ms/req | dashboard | its main thread | data-cache | load average |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const route of routes) {
    const read = async () => {
      const response = await fetch(`${system.url}${route}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${route} answered ${response.status}`);
    };
    await run(warmUp, concurrency, read);
    const load = loadavg()[0].toFixed(1);
    const before = cpu();
    const started = performance.now();
    const latencies = await run(requests, concurrency, read);
    const seconds = (performance.now() - started) / 1000;
    const after = cpu();
    const perRequest = (name: keyof typeof before) => ((after[name] - before[name]) / requests).toFixed(3);
    const at = (q: number) => quantile(latencies, q).toFixed(1);
    lines.push(
      `| GET ${route} | ${(requests / seconds).toFixed(0)} | ${at(0.5)} ms | ${at(0.99)} ms | ${perRequest('gateway')} | ${perRequest('dashboard')} | ${perRequest('its main thread')} | ${perRequest('data-cache')} | ${load} |`,
    );
  }
  return lines.join('\n');
}

/** Runs `read` `requests` times, `concurrency` at a time; the latency of each, ms. */
async function run(requests: number, concurrency: number, read: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const start = performance.now();
        await read();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}
