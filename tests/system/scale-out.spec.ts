import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventually, startSystem, type RunningSystem } from '@vmdash/testing';

/** How many calls of `method` a data-cache process's log shows (its gRPC logging interceptor, LOG_LEVEL debug). */
function callsIn(logFile: string, method: string): number {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"grpc call"') && line.includes(`/${method}"`)).length;
}

/**
 * Two data-cache replicas behind one gateway given both addresses (DATA_CACHE_ADDR list, grpc-js round_robin): calls
 * are balanced one by one, so both replicas serve (docs/benchmarks.md, "Scale-out").
 */
describe('data-cache scale-out', () => {
  let system: RunningSystem;
  beforeAll(async () => {
    system = await startSystem({ apps: ['data-cache', 'action-plan', 'gateway'], dataCacheReplicas: 2, logLevel: 'debug' });
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when a client asks for host findings many times, then both replicas answer a share of the calls, with the same findings', async () => {
    const counts = () => ['data-cache.log', 'data-cache-2.log'].map((file) => callsIn(path.join(system.logDir, file), 'ListBetaVulnerabilitiesOfHost'));
    const answers = new Set<string>();
    let asked = 0;
    const ask = async () => {
      const response = await system.request('GET', '/beta-vulnerabilities-by-host/1');
      expect(response.status).toBe(200);
      answers.add(await response.text());
      asked += 1;
    };
    // The second replica started after the gateway, which connects to it within its reconnect backoff (at most 2 s).
    await eventually(
      async () => {
        await ask();
        return counts();
      },
      ([a, b]) => a > 0 && b > 0,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    // Log lines reach the files a moment after the answers: count from where every call so far is written.
    const [firstBefore, secondBefore] = await eventually(
      async () => counts(),
      ([a, b]) => a + b === asked,
    );
    for (let i = 0; i < 40; i++) await ask();
    const [first, second] = await eventually(
      async () => counts(),
      ([a, b]) => a + b === asked,
    );
    expect(answers.size).toBe(1);
    expect(Math.min(first - firstBefore, second - secondBefore)).toBeGreaterThanOrEqual(10);
  });
});
