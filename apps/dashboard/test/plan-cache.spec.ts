import { connectMongo } from '@vmdash/db';
import { createLogger } from '@vmdash/observability';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import type { Connection } from 'mongoose';
import { createPlanCache, PAGING_STALLED_TEXT, type ActivePlanSource, type PlanCache, type PlanSyncCheckpoint } from '../src/plans/plan-cache.commands';
import { cachedPlanModelOf, planCacheHostModelOf, planCacheStateModelOf } from '../src/plans/plan-cache.model';
import { createPlanCacheRepository, type SyncedHost, type SyncedPlan } from '../src/plans/plan-cache.repository';
import type { PlanChangeEvent } from '../src/plans/plan-cache.rules';

const HOST = 17;
const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 12, 0, second));

const created = (id: string, fields: Partial<Extract<PlanChangeEvent, { kind: 'created' }>> = {}): PlanChangeEvent => ({
  kind: 'created',
  action_plan_id: id,
  host_id: HOST,
  plan_type: 'remediation',
  commit_date: '2026-12-31',
  scanner_id: '10863',
  active_host_findings_id: null,
  created_by: 'svc-client',
  occurred_at: at(1),
  ...fields,
});

const synced = (id: string, fields: Partial<SyncedPlan> = {}): SyncedPlan => ({
  action_plan_id: id,
  host_id: HOST,
  plan_type: 'decommission',
  commit_date: '2027-01-31',
  scanner_id: null,
  active_host_findings_id: null,
  created_by: 'svc-client',
  created_at: at(0).toISOString(),
  updated_at: at(0),
  ...fields,
});

/** A source of one plan per page (the cursor is the page's index); `beforePage` runs before each page is answered. */
const sourceOf = (plans: (SyncedPlan | SyncedHost)[], beforePage?: (cursor: number) => Promise<void>): ActivePlanSource => ({
  async page(cursor) {
    const at = cursor ?? 0;
    await beforePage?.(at);
    const items = plans.slice(at, at + 1);
    return { items, hostIds: items.map((item) => item.host_id), next: at + 1 < plans.length ? at + 1 : null, totalHosts: plans.length };
  },
});
const hostOf = (hostId: number): SyncedHost => ({ kind: 'host', host_id: hostId, known: true });

/** Component: the action-plan cache (docs/decisions/0013) on the embedded MongoDB, without NATS (events applied directly). */
describe('the action-plan cache', () => {
  let environment: TestEnvironment;
  let connection: Connection;
  let cache: PlanCache;
  let changes: (readonly number[] | 'all')[];

  beforeAll(async () => {
    environment = await startTestEnvironment();
  });
  beforeEach(async () => {
    connection = await connectMongo(environment.databaseUrl('plancache'), { logger: createLogger('plan-cache-test', 'silent') });
    const plans = cachedPlanModelOf(connection);
    const states = planCacheStateModelOf(connection);
    const hosts = planCacheHostModelOf(connection);
    await plans.createIndexes();
    await hosts.createIndexes();
    cache = createPlanCache(createPlanCacheRepository(plans, states, hosts), () => new Date());
    changes = [];
    cache.onChange((hostIds) => changes.push(hostIds));
  });
  afterEach(async () => {
    await connection.close();
  });
  afterAll(async () => {
    await environment.stop();
  });
  const syncAll = (source: ActivePlanSource) => cache.sync(source, { from: null, onPage: async () => undefined });

  it('when a created event is applied, then the plan covers its finding and the listeners hear of the host', async () => {
    await cache.apply(created('p1'));
    expect(await cache.planFor({ host_id: HOST, scanner_id: '10863', active_host_findings_id: 5 })).toMatchObject({ action_plan_id: 'p1', plan_type: 'remediation', commit_date: '2026-12-31' });
    expect(await cache.planFor({ host_id: HOST, scanner_id: '99999', active_host_findings_id: 6 })).toBeUndefined();
    expect(changes).toEqual([[HOST]]);
    expect(await cache.status(0)).toMatchObject({ plansCached: 1, hostsKnown: 1, behind: false });
  });

  it('when a deactivation arrives before its creation, then the plan never shows, and a redelivered creation does not revive it', async () => {
    await cache.apply({ kind: 'deactivated', action_plan_id: 'p2', host_id: HOST, occurred_at: at(5) });
    await cache.apply(created('p2'));
    await cache.apply(created('p2'));
    expect((await cache.plansOfHosts([HOST])).get(HOST)).toBeUndefined();
  });

  it('when an update arrives before its creation, then the newer commit_date stays; an older update changes nothing', async () => {
    await cache.apply({ kind: 'updated', action_plan_id: 'p3', host_id: HOST, commit_date: '2027-06-30', occurred_at: at(9) });
    expect((await cache.plansOfHosts([HOST])).get(HOST)).toBeUndefined();
    await cache.apply(created('p3'));
    await cache.apply({ kind: 'updated', action_plan_id: 'p3', host_id: HOST, commit_date: '2026-01-01', occurred_at: at(3) });
    expect((await cache.plansOfHosts([HOST])).get(HOST)).toEqual([expect.objectContaining({ action_plan_id: 'p3', commit_date: '2027-06-30' })]);
  });

  it('when plans of the host, the scanner and the finding all cover a finding, then the finding plan answers, then the scanner plan, then the host plan', async () => {
    await cache.apply(created('host-plan', { plan_type: 'decommission', scanner_id: null }));
    await cache.apply(created('scanner-plan', { scanner_id: '10863' }));
    await cache.apply(created('finding-plan', { scanner_id: null, active_host_findings_id: 5 }));
    expect((await cache.planFor({ host_id: HOST, scanner_id: '10863', active_host_findings_id: 5 }))?.action_plan_id).toBe('finding-plan');
    expect((await cache.planFor({ host_id: HOST, scanner_id: '10863', active_host_findings_id: 6 }))?.action_plan_id).toBe('scanner-plan');
    expect((await cache.planFor({ host_id: HOST, scanner_id: '20000', active_host_findings_id: 7 }))?.action_plan_id).toBe('host-plan');
    expect(await cache.planFor({ host_id: HOST + 1, scanner_id: '10863', active_host_findings_id: 5 })).toBeUndefined();
  });

  it('when a sync runs, then readers see the old plans until it ends, then only the plans of the source, and listeners hear "all"', async () => {
    await cache.apply(created('stale'));
    const seenDuringSync: string[][] = [];
    const source = sourceOf([synced('fresh-1'), synced('fresh-2', { host_id: HOST + 1 })], async () => {
      seenDuringSync.push(((await cache.plansOfHosts([HOST])).get(HOST) ?? []).map((plan) => plan.action_plan_id));
    });
    const result = await syncAll(source);
    expect(seenDuringSync.every((ids) => ids.includes('stale'))).toBe(true);
    expect(result).toMatchObject({ plansCached: 2, hostsKnown: 2 });
    expect((await cache.plansOfHosts([HOST, HOST + 1])).get(HOST)?.map((plan) => plan.action_plan_id)).toEqual(['fresh-1']);
    expect(changes.at(-1)).toBe('all');
    const status = await cache.status(0);
    expect(status.lastSyncAt).not.toBeNull();
    expect(status.lastSyncDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('when an event is applied while a sync runs, then the sync keeps it: a created plan stays and a deactivated one stays gone', async () => {
    let applied = false;
    const source = sourceOf([synced('to-deactivate', { updated_at: at(1) }), synced('other')], async () => {
      if (applied) return;
      applied = true;
      await cache.apply(created('during-sync', { occurred_at: new Date() }));
      await cache.apply({ kind: 'deactivated', action_plan_id: 'to-deactivate', host_id: HOST, occurred_at: at(2) });
    });
    await syncAll(source);
    const ids = ((await cache.plansOfHosts([HOST])).get(HOST) ?? []).map((plan) => plan.action_plan_id).sort();
    expect(ids).toEqual(['during-sync', 'other']);
  });

  it('when the source fails midway, then the sync rejects and the cache keeps its plans', async () => {
    await cache.apply(created('kept'));
    const failing = sourceOf([synced('partial'), synced('never')], async (cursor) => {
      if (cursor === 1) throw new Error('action-plan went away');
    });
    await expect(syncAll(failing)).rejects.toThrow('action-plan went away');
    expect((await cache.plansOfHosts([HOST])).get(HOST)?.map((plan) => plan.action_plan_id)).toContain('kept');
  });

  it('when a sync stops after a page and resumes from its checkpoint, then it reads only the pages after it and sweeps as one sync', async () => {
    await cache.apply(created('stale'));
    const source = sourceOf([synced('page-0'), synced('page-1'), synced('page-2')], async (cursor) => {
      if (cursor === 1 && !resumed) throw new Error('the worker stopped');
    });
    let resumed = false;
    const checkpoints: PlanSyncCheckpoint[] = [];
    const totals: (number | null)[] = [];
    const onPage = async (checkpoint: PlanSyncCheckpoint, total: number | null) => {
      checkpoints.push(checkpoint);
      totals.push(total);
    };
    await expect(cache.sync(source, { from: null, onPage })).rejects.toThrow('the worker stopped');
    expect(checkpoints).toEqual([{ generation: expect.any(Number), cursor: 1, hostsDone: 1 }]);
    resumed = true;
    const asked: number[] = [];
    const result = await cache.sync(
      {
        page: (cursor) => {
          asked.push(cursor!);
          return source.page(cursor);
        },
      },
      { from: checkpoints[0]!, onPage },
    );
    expect(asked).toEqual([1, 2]);
    expect(checkpoints.map((checkpoint) => [checkpoint.cursor, checkpoint.hostsDone])).toEqual([
      [1, 1],
      [2, 2],
      [null, 3],
    ]);
    expect(new Set(checkpoints.map((checkpoint) => checkpoint.generation)).size).toBe(1);
    expect(totals).toEqual([3, 3, 3]);
    expect(result).toMatchObject({ plansCached: 3, hostsRead: 3 });
    expect(((await cache.plansOfHosts([HOST])).get(HOST) ?? []).map((plan) => plan.action_plan_id).sort()).toEqual(['page-0', 'page-1', 'page-2']);
  });

  it('when an upstream page lists only hosts this sync stored already, then the sync stops with the reason and sweeps nothing', async () => {
    await cache.apply(created('kept'));
    const repeating: ActivePlanSource = { page: async (cursor) => ({ items: [hostOf(5)], hostIds: [5], next: (cursor ?? 1) + 1, totalHosts: null }) };
    await expect(syncAll(repeating)).rejects.toThrow(PAGING_STALLED_TEXT);
    expect((await cache.plansOfHosts([HOST])).get(HOST)?.map((plan) => plan.action_plan_id)).toEqual(['kept']);
  });
});
