import http from 'node:http';
import { createLogger } from '@vmdash/observability';
import { eventually, freePort, TEST_AUDIENCE, TEST_ISSUER } from '@vmdash/testing';
import { parsePublicKeySet } from '../src/auth/public-key-set';
import { BetaFindingRecord } from '../src/data-api/beta/beta.schemas';
import { createGatewayService, type GatewayService } from '../src/gateway';
import { FAKE_HOSTS } from './support/fake-data-cache';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** Polls `read` until it returns the same value three times in a row (the producer has stalled), or `timeoutMs`. */
async function settledValue(read: () => number, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let same = 0;
  while (Date.now() < deadline && same < 3) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const value = read();
    same = value === last ? same + 1 : 0;
    last = value;
  }
  return last;
}

/** POST /beta-vulnerabilities-by-host for `hostIds` (a streamed answer) with fetch. */
function findingsOfHosts(h: GatewayHarness, hostIds: number[]): Promise<Response> {
  return fetch(`${h.url}/beta-vulnerabilities-by-host`, {
    method: 'POST',
    headers: { authorization: `Bearer ${h.token()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ host_ids: hostIds }),
  });
}

describe('streamed JSON arrays', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it('when a host has 50,000 findings, then the whole array arrives, chunked, and parses', async () => {
    const response = await findingsOfHosts(h, [FAKE_HOSTS.big]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBeNull();
    const findings = (await response.json()) as unknown[];
    expect(findings).toHaveLength(50_000);
    expect(BetaFindingRecord.strict().parse(findings[0])).toMatchObject({ host_id: FAKE_HOSTS.big, active_host_findings_id: FAKE_HOSTS.big * 1_000_000 });
    expect(findings[49_999]).toMatchObject({ active_host_findings_id: FAKE_HOSTS.big * 1_000_000 + 49_999 });
  });

  it('when the one host asked for by GET has 50,000 findings, then they all arrive in one answer, equal to the streamed one', async () => {
    const single = await fetch(`${h.url}/beta-vulnerabilities-by-host/${FAKE_HOSTS.big}`, { headers: { authorization: `Bearer ${h.token()}` } });
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await single.text();
    expect((JSON.parse(text) as unknown[]).length).toBe(50_000);
    expect(text).toBe(await (await findingsOfHosts(h, [FAKE_HOSTS.big])).text());
  });

  it('when the service is UNAVAILABLE before the first item, then it is a 503', async () => {
    const answer = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [FAKE_HOSTS.unavailable] } });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ detail: 'Service unavailable' });
    expect((await h.request('GET', `/beta-asset/${FAKE_HOSTS.unavailable}`)).status).toBe(503);
  });

  it('when the stream fails after items were sent, then the connection breaks instead of ending a truncated array', async () => {
    const response = await findingsOfHosts(h, [FAKE_HOSTS.failsMidway]);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('when the client stops reading, then the service is paused (backpressure), and when it leaves, the call is cancelled', async () => {
    const request = http.request(`${h.url}/beta-vulnerabilities-by-host`, { method: 'POST', headers: { authorization: `Bearer ${h.token()}`, 'content-type': 'application/json' } });
    request.end(JSON.stringify({ host_ids: [FAKE_HOSTS.endless] }));
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    const first = await new Promise<Buffer>((resolve) => response.once('data', resolve));
    response.pause();
    expect(first.toString('utf8', 0, 1)).toBe('[');
    // Without backpressure the endless producer would never stall; with it, it stops once the buffers between are full.
    const produced = await settledValue(() => h.dataCache.endlessProduced);
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThan(500_000);
    request.destroy();
    await eventually(() => h.dataCache.endlessCancelled);
  });
});

describe('a dependency that is down', () => {
  let h: GatewayHarness;
  let gateway: GatewayService;
  let url: string;

  beforeAll(async () => {
    h = await startHarness();
    const deadPort = await freePort();
    gateway = createGatewayService(
      {
        host: '127.0.0.1',
        port: 0,
        dataCacheAddr: `127.0.0.1:${deadPort}`,
        actionPlanAddr: `127.0.0.1:${deadPort}`,
        deadlines: { lookup: 2_000, stream: 30_000, bulk: 30_000, transfer: 60_000 },
        bearer: { publicKeys: parsePublicKeySet(h.bearer.keySetJson), issuer: TEST_ISSUER, audience: TEST_AUDIENCE },
        internalTokenPrivateKey: h.internal.privateKeyPem,
        shutdownGraceMs: 100,
      },
      createLogger('gateway-test', 'silent'),
    );
    ({ url } = await gateway.start());
  });
  afterAll(async () => {
    await gateway.stop();
    await h.stop();
  });

  const get = (path: string) => fetch(`${url}${path}`, { headers: { authorization: `Bearer ${h.token()}` } });

  it('when data-cache cannot be reached, then unary and streamed routes answer 503', async () => {
    const unary = await get('/beta-asset/1');
    expect(unary.status).toBe(503);
    expect(await unary.json()).toEqual({ detail: 'Service unavailable' });
    expect((await get('/beta-assets')).status).toBe(503);
  });

  it('when both services cannot be reached, then /health is 503 and reports them UNREACHABLE', async () => {
    const health = await get('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', dependencies: { 'data-cache': 'UNREACHABLE', 'action-plan': 'UNREACHABLE' } });
  });
});

describe('graceful stop', () => {
  it('when the gateway stops during a stream, then the stream completes and later connections are refused', async () => {
    // The grace period is far longer than the stream takes: stop must wait for it, not cut it.
    const h = await startHarness({ shutdownGraceMs: 60_000 });
    // The slow host's stream pauses after its first 100 items, so it is still in flight when stop begins.
    const response = await findingsOfHosts(h, [FAKE_HOSTS.slow]);
    expect(response.status).toBe(200);
    const stopped = h.stop();
    expect(((await response.json()) as unknown[]).length).toBe(200);
    await stopped;
    await expect(fetch(`${h.url}/is-alive`)).rejects.toThrow();
  });
});
