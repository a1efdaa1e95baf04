import { startHarness, type GatewayHarness } from './support/gateway-harness';

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
});
