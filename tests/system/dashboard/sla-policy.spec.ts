import { eventually } from '@vmdash/testing';
import { ADMIN, type Browser } from './support/dashboard-system';
import { startWorkflowSystem, type PageJson, type WorkflowSystem } from './support/workflow-system';

interface PolicyJson {
  version: number;
  basis: string;
  tiers: { criticality: number; critical: number; high: number; medium: number }[];
  kev_cap: boolean;
  reason: string | null;
  updated_by: string | null;
  updated_at: string | null;
  impersonated_by: string | null;
}

interface ItemJson {
  hostname: string;
  source: string;
  metric_id: string;
  status: string;
  oldest_due_date: string | null;
  sla_policy_version: number;
}

/** A policy body: `days` for every level and tier, read by `basis`. */
const policyBody = (replaces: number, basis: string, days: number, reason = 'tighter SLAs for the system test') => ({
  replaces_version: replaces,
  basis,
  tiers: [1, 2, 3, 4, 5].map((criticality) => ({ criticality, critical: days, high: days, medium: days })),
  kev_cap: true,
  reason,
});

const keyOf = (item: ItemJson) => `${item.source}:${item.hostname}:${item.metric_id}`;

/**
 * Black-box: the SLA policy (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy") on the real exports: read
 * by every group, changed by an Admin only, versioned and audited; a change moves the due dates of new items only.
 */
describe('SLA policy', () => {
  let world: WorkflowSystem;
  let admin: Browser;

  beforeAll(async () => {
    world = await startWorkflowSystem();
    admin = await world.admin();
    expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
  });
  afterAll(async () => {
    await world?.stop();
  });

  const items = async (): Promise<ItemJson[]> => {
    const answer = await admin.request('GET', '/api/compliance/items?page_size=500');
    expect(answer.status).toBe(200);
    return (answer.body as PageJson<ItemJson>).items;
  };

  it("when nobody changed it, then every group reads the default: today's SLA days (15, 30, 90) for every tier, by severity", async () => {
    const reader = (await world.signedIn('Read_Only', ['retail-banking'])).browser;
    const answer = await reader.request('GET', '/api/sla-policy');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      version: 1,
      basis: 'severity',
      tiers: [1, 2, 3, 4, 5].map((criticality) => ({ criticality, critical: 15, high: 30, medium: 90 })),
      kev_cap: false,
      reason: null,
      updated_by: null,
      updated_at: null,
      impersonated_by: null,
    });
    expect((await items()).every((item) => item.sla_policy_version === 1)).toBe(true);
  });

  it('when a Read_Only or Standard_User user puts a policy, then it is 403 with the required and current group, and nothing changes', async () => {
    for (const group of ['Read_Only', 'Standard_User', 'Leadership']) {
      const user = (await world.signedIn(group, ['retail-banking'])).browser;
      const answer = await user.request('PUT', '/api/sla-policy', { body: policyBody(1, 'severity', 1) });
      expect([answer.status, answer.body]).toEqual([403, { error: 'Insufficient permissions', required: ['Admin'], current: group }]);
    }
    expect(((await admin.request('GET', '/api/sla-policy')).body as PolicyJson).version).toBe(1);
  });

  it('when an Admin sends a policy without every tier or with days out of range, then it is 400 and nothing changes', async () => {
    const missingTier = { ...policyBody(1, 'severity', 10), tiers: policyBody(1, 'severity', 10).tiers.slice(1) };
    for (const body of [missingTier, policyBody(1, 'severity', 0), policyBody(1, 'cvss', 10), { ...policyBody(1, 'severity', 10), reason: 'x'.repeat(501) }]) {
      const answer = await admin.request('PUT', '/api/sla-policy', { body });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(/^The SLA policy needs basis severity or risk_rating/);
    }
    expect(((await admin.request('GET', '/api/sla-policy')).body as PolicyJson).version).toBe(1);
  });

  it('when an Admin changes the policy, then items already active keep their due dates and version, new items follow the new version, and the change is audited', async () => {
    const before = await items();
    const activeBefore = new Map(before.filter((item) => item.status === 'active').map((item) => [keyOf(item), item]));
    expect(activeBefore.size).toBeGreaterThan(0);

    // Read by risk rating with one day per level: findings of a low severity but a higher risk rating break it now.
    const answer = await admin.request('PUT', '/api/sla-policy', { body: policyBody(1, 'risk_rating', 1) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ version: 2, basis: 'risk_rating', kev_cap: true, reason: 'tighter SLAs for the system test', updated_by: ADMIN.username, impersonated_by: null });
    expect(((await admin.request('GET', '/api/sla-policy')).body as PolicyJson).version).toBe(2);

    const after = await items();
    for (const item of after.filter((candidate) => activeBefore.has(keyOf(candidate)))) {
      expect([keyOf(item), item.status, item.oldest_due_date, item.sla_policy_version]).toEqual([keyOf(item), 'active', activeBefore.get(keyOf(item))!.oldest_due_date, 1]);
    }
    const created = after.filter((item) => !activeBefore.has(keyOf(item)) && item.status === 'active');
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((item) => item.sla_policy_version === 2)).toBe(true);

    type AuditItem = { action: string; entityType: string; entityId: string | null; username: string; details: Record<string, unknown> };
    const audited = await eventually(
      async () => ((await admin.request('GET', '/api/audit?action=sla_policy_update&page_size=200')).body as { items: AuditItem[] }).items,
      (entries) => entries.some((entry) => entry.entityId === '2' && entry.details.reason === 'tighter SLAs for the system test'),
    );
    expect(audited.find((entry) => entry.entityId === '2' && entry.details.reason === 'tighter SLAs for the system test')).toMatchObject({
      entityType: 'sla_policy',
      username: ADMIN.username,
      details: { version: 2, replaces: 1, basis: 'risk_rating', kev_cap: true },
    });
  });

  it('when an Admin saves a policy read before another version came in force, then it is 409 and the newer version stays', async () => {
    const stale = await admin.request('PUT', '/api/sla-policy', { body: policyBody(1, 'severity', 30, 'from an old read') });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toMatch(/changed since version 1/);
    expect((await admin.request('GET', '/api/sla-policy')).body as PolicyJson).toMatchObject({ version: 2, basis: 'risk_rating' });
  });
});
