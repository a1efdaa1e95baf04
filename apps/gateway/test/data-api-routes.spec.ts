import { AlphaAssetPageRecord, AlphaAssetRecord, AlphaFindingRecord } from '../src/data-api/alpha/alpha.schemas';
import { ActionPlanRecord, BulkCreatePlansRecord } from '../src/data-api/action-plans/action-plans.schemas';
import { BetaFindingRecord, BetaHostPageRecord, BetaHostRecord } from '../src/data-api/beta/beta.schemas';
import { RefreshReportRecord } from '../src/data-api/cache/cache.schemas';
import { HealthRecord } from '../src/data-api/health/health.schemas';
import { OwnerRecord } from '../src/data-api/shared/shared.schemas';
import { z } from '../src/openapi/zod';
import { FAKE_HOSTS } from './support/fake-data-cache';
import { startHarness, type GatewayHarness } from './support/gateway-harness';

// Each answer is checked against the response schema the OpenAPI document publishes (strict: no extra keys).
const strictArray = (schema: z.ZodObject) => z.array(schema.strict());

describe('Data API routes through the gateway', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it('when alpha owners are listed, then each owner has its teams and asset count', async () => {
    const answer = await h.request('GET', '/alpha-owners');
    expect(answer.status).toBe(200);
    expect(strictArray(OwnerRecord).parse(answer.body)).toEqual([
      { owner: 'alice', bu_teams: ['Payments'], asset_count: 2 },
      { owner: 'unassigned', bu_teams: [], asset_count: 1 },
    ]);
  });

  it('when all alpha assets are listed, then unset optional fields are null', async () => {
    const answer = await h.request('GET', '/alpha-assets');
    expect(answer.status).toBe(200);
    const assets = strictArray(AlphaAssetRecord).parse(answer.body);
    expect(assets.map((asset) => asset.asset_id)).toEqual([1, 2, 3]);
    expect(assets[2]).toEqual({ asset_id: 3, hostname: null, fqdn: null, ip_address: null, owner: 'unassigned', bu_team: null, os: null, last_seen: null, sources: ['openvas'] });
  });

  it("when alpha assets are asked for by owner, then only those owners' assets come back", async () => {
    const answer = await h.request('POST', '/alpha-assets', { body: { owners: ['unassigned'] } });
    expect(answer.status).toBe(200);
    expect(
      strictArray(AlphaAssetRecord)
        .parse(answer.body)
        .map((asset) => asset.asset_id),
    ).toEqual([3]);
    expect(h.dataCache.lastCall('StreamAlphaAssets')?.request).toEqual({ owners: ['unassigned'] });
  });

  it('when the owner list is empty, then no asset comes back (not every asset)', async () => {
    const answer = await h.request('POST', '/alpha-assets', { body: { owners: [] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('when a page of alpha assets is asked for, then it has page, page_size, total and items', async () => {
    const answer = await h.request('GET', '/alpha-assets/1?page_size=2');
    expect(answer.status).toBe(200);
    const page = AlphaAssetPageRecord.parse(answer.body);
    expect({ ...page, items: page.items.map((asset) => asset.asset_id) }).toEqual({ page: 1, page_size: 2, total: 3, items: [1, 2] });
  });

  it('when the page is past the end, then it is 200 with no items', async () => {
    const answer = await h.request('GET', '/alpha-assets/99');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ page: 99, page_size: 100, total: 3, items: [] });
  });

  it('when one alpha vulnerability is asked for, then the finding comes back', async () => {
    const answer = await h.request('GET', '/alpha-vulnerabilities/1/CVE-2021-44228');
    expect(answer.status).toBe(200);
    expect(AlphaFindingRecord.strict().parse(answer.body)).toMatchObject({ asset_id: 1, cve_id: 'CVE-2021-44228', kev: true, kev_date_added: '2021-12-10', first_seen: null });
  });

  it("when the asset of an alpha vulnerability is unknown, then it is 404 with the service's detail", async () => {
    const answer = await h.request('GET', '/alpha-vulnerabilities/9/CVE-2021-44228');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Asset not found' });
  });

  it('when many alpha vulnerabilities are asked for, then each pair is answered', async () => {
    const answer = await h.request('POST', '/alpha-vulnerabilities', {
      body: {
        assets: [
          { asset_id: 1, cve_ids: ['CVE-1', 'CVE-2'] },
          { asset_id: 2, cve_ids: ['CVE-3'] },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(
      strictArray(AlphaFindingRecord)
        .parse(answer.body)
        .map((f) => [f.asset_id, f.cve_id]),
    ).toEqual([
      [1, 'CVE-1'],
      [1, 'CVE-2'],
      [2, 'CVE-3'],
    ]);
  });

  it('when the caches are refreshed, then the refresh report comes back', async () => {
    for (const source of ['alpha', 'beta']) {
      const answer = await h.request('POST', `/cache/refresh-${source}`);
      expect(answer.status).toBe(200);
      expect(RefreshReportRecord.strict().parse(answer.body)).toMatchObject({ source, skipped: [{ reason: 'no address', count: 1 }], skipped_total: 1 });
    }
  });

  it('when beta owners, hosts and pages are listed, then each answer has its shape', async () => {
    const owners = await h.request('GET', '/beta-owners');
    expect(owners.status).toBe(200);
    expect(strictArray(OwnerRecord).parse(owners.body)[0]).toEqual({ owner: 'bob', bu_teams: ['Retail'], asset_count: 2 });
    const all = await h.request('GET', '/beta-assets');
    expect(strictArray(BetaHostRecord).parse(all.body)).toHaveLength(h.dataCache.betaHosts.length);
    const byOwner = await h.request('POST', '/beta-assets', { body: { owners: ['bob'] } });
    expect(
      strictArray(BetaHostRecord)
        .parse(byOwner.body)
        .map((host) => host.host_id),
    ).toEqual([1, 2]);
    const page = await h.request('GET', '/beta-assets/2?page_size=2');
    expect(BetaHostPageRecord.parse(page.body)).toMatchObject({ page: 2, page_size: 2, total: h.dataCache.betaHosts.length });
  });

  it('when one beta host is asked for, then it comes back, and an unknown one is 404', async () => {
    const found = await h.request('GET', '/beta-asset/2');
    expect(found.status).toBe(200);
    expect(BetaHostRecord.strict().parse(found.body)).toEqual({ host_id: 2, hostname: 'app-2', fqdn: null, ip_address: '10.1.0.2', owner: 'bob', bu_team: null, os: null, last_seen: null });
    const missing = await h.request('GET', '/beta-asset/9');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Host not found' });
  });

  it('when beta vulnerabilities are asked for one pair, many pairs, one host and many hosts, then each answers a list', async () => {
    const one = await h.request('GET', '/beta-vulnerabilities/1/19506');
    expect(strictArray(BetaFindingRecord).parse(one.body)).toEqual([expect.objectContaining({ host_id: 1, scanner_id: '19506', cvss: 5, service: null })]);
    const pairs = await h.request('POST', '/beta-vulnerabilities', { body: { assets: [{ host_id: 1, scanner_ids: ['1', '2'] }] } });
    expect(
      strictArray(BetaFindingRecord)
        .parse(pairs.body)
        .map((f) => f.scanner_id),
    ).toEqual(['1', '2']);
    const host = await h.request('GET', '/beta-vulnerabilities-by-host/1');
    expect(strictArray(BetaFindingRecord).parse(host.body)).toHaveLength(2);
    const hosts = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [1, 2] } });
    expect(
      strictArray(BetaFindingRecord)
        .parse(hosts.body)
        .map((f) => f.host_id),
    ).toEqual([1, 1, 2, 2]);
  });

  it('when GET asks for the findings of an unknown host, then it answers 404, while a bulk request leaves unknown hosts out', async () => {
    const missing = await h.request('GET', `/beta-vulnerabilities-by-host/${FAKE_HOSTS.unknown}`);
    expect([missing.status, missing.body]).toEqual([404, { detail: `Host ${FAKE_HOSTS.unknown} not found` }]);
    const onlyUnknown = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [FAKE_HOSTS.unknown] } });
    expect([onlyUnknown.status, onlyUnknown.body]).toEqual([200, []]);
    const mixed = await h.request('POST', '/beta-vulnerabilities-by-host', { body: { host_ids: [FAKE_HOSTS.unknown, 2] } });
    expect([
      mixed.status,
      strictArray(BetaFindingRecord)
        .parse(mixed.body)
        .map((f) => f.host_id),
    ]).toEqual([200, [2, 2]]);
  });

  it('when a plan is created, listed, updated and bulk-created, then each answer is the plan record or the per-host outcome', async () => {
    const created = await h.request('PUT', '/hosts/1/action-plans', { body: { plan_type: 'false_positive', commit_date: '2025-06-30', scanner_id: '19506', tracker_vnr: 'VULN-1' } });
    expect(created.status).toBe(200);
    const plan = ActionPlanRecord.strict().parse(created.body);
    expect(plan).toMatchObject({ host_id: 1, plan_type: 'false_positive', scanner_id: '19506', active_host_findings_id: null, risk_exc: null, status: 'active', created_by: 'tester' });

    const history = await h.request('GET', '/hosts/1/action-plans');
    expect(strictArray(ActionPlanRecord).parse(history.body)[0].action_plan_id).toBe(plan.action_plan_id);

    const updated = await h.request('PATCH', '/hosts/1/action-plans', { body: { action_plan_id: plan.action_plan_id, updates: { commit_date: '2025-07-31', tracker_vnr: null, deactivation: true } } });
    expect(updated.status).toBe(200);
    expect(ActionPlanRecord.parse(updated.body)).toMatchObject({ commit_date: '2025-07-31', status: 'inactive' });
    // Absent keys stay unset on the wire; null travels as a present NullableString without a value.
    const sent = h.actionPlan.lastCall('UpdatePlan')?.request as { updates: Record<string, unknown> };
    expect(sent.updates).toMatchObject({ commit_date: '2025-07-31', tracker_vnr: {}, deactivation: true });
    expect(sent.updates.tracker_vnr).not.toHaveProperty('value');
    expect(sent.updates.risk_exc ?? undefined).toBeUndefined();

    const bulk = await h.request('POST', '/hosts/create-bulk-action-plans', { body: { host_ids: [1, 2, 9], plan_type: 'decommission', commit_date: '2025-12-31' } });
    expect(bulk.status).toBe(200);
    const outcome = BulkCreatePlansRecord.parse(bulk.body);
    expect(outcome.created.map((entry) => entry.host_id)).toEqual([1, 2]);
    expect(outcome.failed).toEqual([{ host_id: 9, reason: 'Host not found' }]);
  });

  it('when a plan write carries an Idempotency-Key header, then the service receives it with the request, and a malformed key is 422 naming the header', async () => {
    const fields = { plan_type: 'decommission', commit_date: '2025-06-30' };
    const writes: [string, string, Record<string, unknown>, string][] = [
      ['PUT', '/hosts/1/action-plans', fields, 'CreatePlan'],
      ['PATCH', '/hosts/1/action-plans', { action_plan_id: 'p-1', updates: { commit_date: '2025-07-31' } }, 'UpdatePlan'],
      ['POST', '/hosts/create-bulk-action-plans', { ...fields, host_ids: [1] }, 'BulkCreatePlans'],
    ];
    for (const [method, path, body, rpc] of writes) {
      await h.request(method, path, { body, headers: { 'Idempotency-Key': `key-${rpc}` } });
      expect(h.actionPlan.lastCall(rpc)?.request).toMatchObject({ idempotency_key: `key-${rpc}` });
      const callsBefore = h.actionPlan.calls.length;
      const bad = await h.request(method, path, { body, headers: { 'Idempotency-Key': 'x'.repeat(256) } });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ detail: [{ loc: ['header', 'idempotency-key'], type: 'string_too_long' }] });
      expect(h.actionPlan.calls.length).toBe(callsBefore);
    }
  });

  it('when the plans of an unknown host are listed, then it is 404', async () => {
    const answer = await h.request('GET', '/hosts/9/action-plans');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Host not found' });
  });

  it("when both dependencies serve, then /health is ok with each one's state, and /is-alive answers", async () => {
    const health = await h.request('GET', '/health');
    expect(health.status).toBe(200);
    expect(HealthRecord.parse(health.body)).toEqual({ status: 'ok', dependencies: { 'data-cache': 'SERVING', 'action-plan': 'SERVING' } });
    const alive = await h.request('GET', '/is-alive');
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'alive' });
  });

  it('when a dependency stops serving, then /health is 503 degraded and names it', async () => {
    h.actionPlanServer.setServing(false);
    try {
      const health = await h.request('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'degraded', dependencies: { 'data-cache': 'SERVING', 'action-plan': 'NOT_SERVING' } });
    } finally {
      h.actionPlanServer.setServing(true);
    }
  });

  it('when the probes and the documents are asked for without a token, then they answer', async () => {
    expect((await h.request('GET', '/livez', { token: null })).status).toBe(200);
    expect((await h.request('GET', '/readyz', { token: null })).body).toEqual({ status: 'ready' });
    expect((await h.request('GET', '/openapi.json', { token: null })).status).toBe(200);
    const docs = await h.request('GET', '/docs/', { token: null });
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui');
  });

  it('when a path does not exist or a method is not served, then it is 404 or 405 as FastAPI answers', async () => {
    const missing = await h.request('GET', '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Not Found' });
    const wrongMethod = await h.request('DELETE', '/hosts/1/action-plans');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('PUT, GET, PATCH, HEAD');
  });
});
