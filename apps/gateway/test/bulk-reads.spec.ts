import { startHarness, type GatewayHarness } from './support/gateway-harness';

/** docs/decisions/0007: bulk reads ask for each id once, so an answer is bounded by the data, not by the request's repetitions. */
describe('bulk reads de-duplicate their ids', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it("when a request names one host 10,000 times, then the answer is that host's findings once", async () => {
    const once = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [1] } });
    const repeated = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: Array.from({ length: 10_000 }, () => 1) } });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(once.body);
    expect((repeated.body as unknown[]).length).toBeGreaterThan(0);
    expect(h.dataCache.lastCall('StreamBetaVulnerabilitiesByHost')?.request).toEqual({ host_ids: [1] });
  });

  it('when pairs repeat a host, a plugin or a CVE, then each host or asset is asked once with each of its ids once, in first-seen order', async () => {
    await h.request('POST', '/beta-vulnerabilities', {
      body: {
        assets: [
          { host_id: 2, scanner_ids: ['10001', '10001'] },
          { host_id: 1, scanner_ids: ['10000'] },
          { host_id: 2, scanner_ids: ['10002', '10001'] },
        ],
      },
    });
    expect(h.dataCache.lastCall('StreamBetaVulnerabilities')?.request).toEqual({
      assets: [
        { host_id: 2, scanner_ids: ['10001', '10002'] },
        { host_id: 1, scanner_ids: ['10000'] },
      ],
    });
    await h.request('POST', '/alpha-vulnerabilities', { body: { assets: Array.from({ length: 5_000 }, () => ({ asset_id: 1, cve_ids: ['CVE-2021-44228', 'CVE-2021-44228'] })) } });
    expect(h.dataCache.lastCall('StreamAlphaVulnerabilities')?.request).toEqual({ assets: [{ asset_id: 1, cve_ids: ['CVE-2021-44228'] }] });
    await h.request('POST', '/alpha-assets', { body: { owners: ['alice', 'alice', 'bob', 'alice'] } });
    expect(h.dataCache.lastCall('StreamAlphaAssets')?.request).toEqual({ owners: ['alice', 'bob'] });
  });
});
