import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** The headers helmet's defaults give an answer of a plain Express app (what the gateway takes once at start). */
async function helmetsOwnHeaders(): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.get('/', (_req, res) => {
    res.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const generic = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...response.headers].filter(([name]) => !generic.has(name)));
  } finally {
    server.close();
  }
}

/** docs/decisions/0007-edge-hardening.md: every Data API answer, errors included, is neither cached nor sniffed. */
describe('response headers of the Data API', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it("when any answer is sent (200, 401, 404, 405, 422, 503), then it carries no-store, nosniff and helmet's headers", async () => {
    const answers = [
      await h.request('GET', '/alpha-owners'),
      await h.request('GET', '/alpha-owners', { token: null }),
      await h.request('GET', '/nowhere'),
      await h.request('DELETE', '/alpha-owners'),
      await h.request('GET', '/beta-asset/x'),
      await h.request('GET', '/beta-vulnerabilities-by-host/503'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 405, 422, 503]);
    for (const { headers } of answers) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it("when an answer is sent, then it carries every header helmet's defaults set, with helmet's values", async () => {
    const expected = await helmetsOwnHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const { headers } = await h.request('GET', '/alpha-owners');
    for (const [name, value] of Object.entries(expected)) expect([name, headers.get(name)]).toEqual([name, value]);
  });
});
