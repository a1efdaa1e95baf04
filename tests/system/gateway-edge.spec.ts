import { eventually, startSystem, type RunningSystem } from '@vmdash/testing';
import { realSources } from './support/shared-data';

/** Stream and bulk deadlines of this system's gateway, ms (short, so a frozen service is noticed quickly). */
const SHORT_DEADLINE_MS = 2_000;

/** docs/decisions/0007 at the gateway's edge, black-box: /health names every service, bulk answers are bounded, deadlines hold. */
describe("the gateway's edge on the whole system", () => {
  let system: RunningSystem;
  beforeAll(async () => {
    system = await startSystem({
      ...realSources(),
      env: { gateway: { GRPC_STREAM_DEADLINE_MS: String(SHORT_DEADLINE_MS), GRPC_BULK_DEADLINE_MS: String(SHORT_DEADLINE_MS) } },
    });
  });
  afterAll(async () => {
    const pid = system?.pid('data-cache');
    if (pid) process.kill(pid, 'SIGCONT');
    await system?.stop();
  });

  const health = async () => {
    const answer = await system.request('GET', '/health');
    return { status: answer.status, body: (await answer.json()) as { status: string; dependencies: Record<string, string> } };
  };

  it('when /health is asked, then it names every service the gateway depends on, the dashboard and integration included', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', dependencies: { 'data-cache': 'SERVING', 'action-plan': 'SERVING', dashboard: 'SERVING', integration: 'SERVING' } } });
  });

  it("when a bulk read names one host 10,000 times, then it answers that host's findings once", async () => {
    const [host] = (await (await system.request('GET', '/beta-assets')).json()) as { host_id: number }[];
    const once = (await (await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: [host.host_id] })).json()) as unknown[];
    const repeated = await system.request('POST', '/beta-vulnerabilities-by-host', { host_ids: Array.from({ length: 10_000 }, () => host.host_id) });
    expect(repeated.status).toBe(200);
    expect(once.length).toBeGreaterThan(0);
    expect(await repeated.json()).toEqual(once);
  });

  it('when data-cache is frozen, then a stream answers 504 at its deadline, /health names data-cache alone, and all recovers when it resumes', async () => {
    const pid = system.pid('data-cache');
    if (!pid) throw new Error('data-cache is not running');
    process.kill(pid, 'SIGSTOP');
    try {
      const stream = await system.request('GET', '/beta-assets');
      expect(stream.status).toBe(504);
      expect(await stream.json()).toEqual({ detail: 'Upstream service timed out' });
      const frozen = await health();
      expect(frozen.status).toBe(503);
      expect(frozen.body.dependencies).toEqual({ 'data-cache': 'UNREACHABLE', 'action-plan': 'SERVING', dashboard: 'SERVING', integration: 'SERVING' });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await eventually(
      async () => (await health()).status,
      (status) => status === 200,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect((await system.request('GET', '/beta-assets')).status).toBe(200);
  });
});
