import { realSources } from './support/shared-data';
import { startSystem, type RunningSystem } from '@vmdash/testing';

/** Black-box: every read endpoint of face A through the gateway, on the real exports in ../shared/data. */
describe('Data API on real scanner exports', () => {
  let system: RunningSystem;
  beforeAll(async () => {
    system = await startSystem(realSources());
  });
  afterAll(async () => {
    await system?.stop();
  });

  // The answers' shapes are what these tests check, so they are read untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = async (method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await system.request(method, route, body);
    return { status: response.status, body: await response.json() };
  };

  it('when beta assets are listed, then every Nessus host appears once with its inventory owner', async () => {
    const { status, body } = await json('GET', '/beta-assets');
    expect(status).toBe(200);
    expect(body).toHaveLength(9);
    expect(new Set(body.map((h: { host_id: number }) => h.host_id)).size).toBe(9);
    expect(body.find((h: { ip_address: string }) => h.ip_address === '44.228.249.3')).toMatchObject({ owner: 'web-frontend', bu_team: 'digital-channels', fqdn: 'testphp.vulnweb.com' });
    for (const host of body) expect(Object.keys(host).sort()).toEqual(['bu_team', 'fqdn', 'host_id', 'hostname', 'ip_address', 'last_seen', 'os', 'owner'].sort());
  });

  it('when owners are listed, then counts add up to the assets and the owner filter returns exactly their assets', async () => {
    const owners = await json('GET', '/beta-owners');
    expect(owners.status).toBe(200);
    const total = owners.body.reduce((sum: number, o: { asset_count: number }) => sum + o.asset_count, 0);
    expect(total).toBe(9);
    const first = owners.body[0];
    const filtered = await json('POST', '/beta-assets', { owners: [first.owner] });
    expect(filtered.body).toHaveLength(first.asset_count);
    expect(filtered.body.every((h: { owner: string }) => h.owner === first.owner)).toBe(true);
    const alphaOwners = await json('GET', '/alpha-owners');
    expect(alphaOwners.body.some((o: { owner: string }) => o.owner === 'unassigned')).toBe(true);
  });

  it('when pages are read, then they are 1-based, sized, and empty past the end', async () => {
    const page1 = await json('GET', '/beta-assets/1?page_size=4');
    expect(page1.body).toMatchObject({ page: 1, page_size: 4, total: 9 });
    expect(page1.body.items).toHaveLength(4);
    const page3 = await json('GET', '/beta-assets/3?page_size=4');
    expect(page3.body.items).toHaveLength(1);
    const past = await json('GET', '/beta-assets/9?page_size=4');
    expect(past).toEqual({ status: 200, body: { page: 9, page_size: 4, total: 9, items: [] } });
    const alphaPage = await json('GET', '/alpha-assets/1');
    expect(alphaPage.body.total).toBe(13);
  });

  it('when a host and its findings are looked up, then single, bulk and by-host answers agree', async () => {
    const hosts = (await json('GET', '/beta-assets')).body as { host_id: number }[];
    const byHost = await json('POST', '/beta-vulnerabilities-by-host', { host_ids: hosts.map((h) => h.host_id) });
    expect(byHost.status).toBe(200);
    expect(byHost.body).toHaveLength(304);
    const finding = byHost.body[0];
    expect(finding).toMatchObject({ host_id: expect.any(Number), scanner_id: expect.any(String), active_host_findings_id: expect.any(Number), kev: false });
    const one = await json('GET', `/beta-vulnerabilities/${finding.host_id}/${finding.scanner_id}`);
    expect(one.status).toBe(200);
    expect(one.body).toContainEqual(finding);
    const bulk = await json('POST', '/beta-vulnerabilities', { assets: [{ host_id: finding.host_id, scanner_ids: [finding.scanner_id] }] });
    expect(bulk.body).toContainEqual(finding);
    const host = await json('GET', `/beta-asset/${finding.host_id}`);
    expect(host.body.host_id).toBe(finding.host_id);
    const single = await json('GET', `/beta-vulnerabilities-by-host/${finding.host_id}`);
    expect(single.body).toEqual(byHost.body.filter((f: { host_id: number }) => f.host_id === finding.host_id));
  });

  it('when an alpha CVE in the KEV catalog is looked up, then it carries kev and the date added', async () => {
    const assets = (await json('GET', '/alpha-assets')).body as { asset_id: number }[];
    expect(assets).toHaveLength(13);
    const found = await json('POST', '/alpha-vulnerabilities', { assets: assets.map((a) => ({ asset_id: a.asset_id, cve_ids: ['CVE-2012-1823'] })) });
    expect(found.body.length).toBeGreaterThan(0);
    const kev = found.body[0];
    expect(kev).toMatchObject({ cve_id: 'CVE-2012-1823', kev: true, kev_date_added: '2022-03-25' });
    const single = await json('GET', `/alpha-vulnerabilities/${kev.asset_id}/CVE-2012-1823`);
    expect(single).toEqual({ status: 200, body: kev });
  });

  it('when records do not exist, then the answers are 404 with a detail', async () => {
    expect((await json('GET', '/beta-asset/987654')).status).toBe(404);
    expect((await json('GET', '/beta-vulnerabilities-by-host/987654')).status).toBe(404);
    const missing = await json('GET', '/alpha-vulnerabilities/1/CVE-1999-0001');
    expect(missing.status).toBe(404);
    expect(typeof missing.body.detail).toBe('string');
  });

  it('when a bulk by-host request names an unknown host, then the host is left out, also when it is the only one', async () => {
    expect(await json('POST', '/beta-vulnerabilities-by-host', { host_ids: [987654] })).toEqual({ status: 200, body: [] });
    const [host] = (await json('GET', '/beta-assets')).body as { host_id: number }[];
    const alone = await json('GET', `/beta-vulnerabilities-by-host/${host.host_id}`);
    expect(await json('POST', '/beta-vulnerabilities-by-host', { host_ids: [987654, host.host_id] })).toEqual({ status: 200, body: alone.body });
  });

  it('when the caches are refreshed, then the answer reports counts, skipped records with reasons and the duration', async () => {
    const alpha = await json('POST', '/cache/refresh-alpha');
    expect(alpha.status).toBe(200);
    expect(alpha.body).toMatchObject({ source: 'alpha', assets: 13, findings: 55, synthetic: false, joined_in_flight: false });
    expect(alpha.body.skipped_total).toBeGreaterThan(0);
    expect(alpha.body.skipped[0]).toEqual({ reason: expect.any(String), count: expect.any(Number) });
    expect(alpha.body.duration_ms).toEqual(expect.any(Number));
    const beta = await json('POST', '/cache/refresh-beta');
    expect(beta.body).toMatchObject({ source: 'beta', assets: 9, findings: 304 });
  });

  it('when path and body values have the wrong type, then the answer is FastAPI 422', async () => {
    const page = await json('GET', '/beta-assets/abc');
    expect(page.status).toBe(422);
    expect(page.body.detail[0]).toMatchObject({ loc: ['path', 'page'], type: 'int_parsing' });
    const hostId = await json('GET', '/beta-asset/x1');
    expect(hostId.body.detail[0].loc).toEqual(['path', 'host_id']);
    const missing = await json('POST', '/beta-vulnerabilities-by-host', {});
    expect(missing.body.detail[0]).toMatchObject({ loc: ['body', 'host_ids'], type: 'missing', msg: 'Field required' });
    const wrongItem = await json('POST', '/beta-vulnerabilities-by-host', { host_ids: [1, 2, 3, 'four'] });
    expect(wrongItem.body.detail[0].loc).toEqual(['body', 'host_ids', 3]);
    const operator = await json('POST', '/beta-assets', { owners: [{ $gt: '' }] });
    expect(operator.status).toBe(422);
  });

  it('when the token is missing or lacks the scope, then 401 and 403', async () => {
    const anonymous = await fetch(`${system.url}/beta-assets`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const readOnly = await system.request('POST', '/cache/refresh-beta', undefined, system.token({ scopes: ['data:read'] }));
    expect(readOnly.status).toBe(403);
  });

  it('when liveness and health are asked, then both answer with the dependencies SERVING', async () => {
    expect(await json('GET', '/is-alive')).toEqual({ status: 200, body: { status: 'alive' } });
    const health = await json('GET', '/health');
    expect(health.body).toMatchObject({ status: 'ok', dependencies: { 'data-cache': 'SERVING', 'action-plan': 'SERVING' } });
  });
});
