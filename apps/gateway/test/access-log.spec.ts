import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS } from '@vmdash/observability';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

describe('access log', () => {
  const lines: string[] = [];
  let h: GatewayHarness;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The observability logger's settings, written to memory instead of stdout.
    h = await startHarness({ gatewayLogger: pino({ level: 'info', base: { service: 'gateway' }, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink) });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('when requests carry a bearer token, cookies or a token in the query, then none of them is logged, and each line has the request id', async () => {
    const token = h.token();
    await h.request('GET', '/beta-asset/1', { token, headers: { cookie: 'session_id=cookie-secret-123', 'x-request-id': 'log-test-1' } });
    await h.request('GET', '/alpha-owners?access_token=query-secret-456', { token: null, headers: { 'x-request-id': 'log-test-2' } });
    await h.request('GET', '/beta-asset/503', { token, headers: { 'x-request-id': 'log-test-3' } });
    const text = lines.join('');
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toContain('cookie-secret-123');
    expect(text).not.toContain('query-secret-456');
    const access = lines.map((line) => JSON.parse(line) as { req?: { id: string; method: string; path: string }; res?: { statusCode: number } }).filter((entry) => entry.req);
    expect(access.map((entry) => [entry.req?.id, entry.req?.path, entry.res?.statusCode])).toEqual([
      ['log-test-1', '/beta-asset/1', 200],
      ['log-test-2', '/alpha-owners', 401],
      ['log-test-3', '/beta-asset/503', 503],
    ]);
  });
});

describe('access log in production', () => {
  it('when requests succeed, then they leave no line at info, while refusals still do, a 503 (retry later) at warn', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const h = await startHarness({ successLogLevel: 'debug', gatewayLogger: pino({ level: 'info', base: { service: 'gateway' } }, sink) });
    try {
      const token = h.token();
      await h.request('GET', '/beta-asset/1', { token, headers: { 'x-request-id': 'prod-1' } });
      await h.request('GET', '/beta-asset/1', { token: null, headers: { 'x-request-id': 'prod-2' } });
      await h.request('GET', '/beta-asset/503', { token, headers: { 'x-request-id': 'prod-3' } });
    } finally {
      await h.stop();
    }
    const access = lines.map((line) => JSON.parse(line) as { level: number; req?: { id: string }; res?: { statusCode: number } }).filter((entry) => entry.req);
    expect(access.map((entry) => [entry.req?.id, entry.res?.statusCode, entry.level])).toEqual([
      ['prod-2', 401, 30],
      ['prod-3', 503, 40],
    ]);
  });
});
